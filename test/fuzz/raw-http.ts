// A raw HTTP client for the fuzz tests (fetch would normalise paths and headers) and the REST
// contract every refusal must keep.
import { request } from 'node:http';
import { expect } from 'vitest';

/** What the fuzz properties sent, for the figures `npm run fuzz` prints. */
const sent = { requests: 0, serverErrors: 0 };

/**
 * `npm run fuzz` options beside a property's seed and runs: FUZZ_MINUTES stops each property after
 * that long (passing, with the runs made so far), so a long run on a loaded machine still ends.
 */
export function fuzzBudget(): { interruptAfterTimeLimit?: number; markInterruptAsFailure?: boolean } {
  const minutes = Number(process.env.FUZZ_MINUTES ?? 0);
  return minutes > 0 ? { interruptAfterTimeLimit: minutes * 60_000, markInterruptAsFailure: false } : {};
}

/** Runs a property and, in `npm run fuzz`, prints how many requests it sent, how many got a 5xx, and how long it took. */
export async function measured(name: string, property: () => Promise<void>): Promise<void> {
  const before = { ...sent };
  const started = performance.now();
  try {
    await property();
  } finally {
    if (process.env.TESSERA_FUZZ === 'long') {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `fuzz ${name}: ${sent.requests - before.requests} requests, ${sent.serverErrors - before.serverErrors} 5xx, ${seconds} s`,
      );
    }
  }
}

export interface RawAnswer {
  status: number;
  text: string;
  contentType: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One request sent byte for byte as given (fetch would re-encode the path). */
export function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string | undefined> = {},
  body?: string,
): Promise<RawAnswer> {
  const url = new URL(base);
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) if (v !== undefined) clean[k] = v;
  if (body !== undefined) clean['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers: clean }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        sent.requests++;
        // 501 is koa-router's deliberate answer to a method it does not know, not a failure.
        if ((res.statusCode ?? 0) >= 500 && res.statusCode !== 501) sent.serverErrors++;
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          contentType: String(res.headers['content-type'] ?? ''),
          headers: res.headers,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The REST contract for a refusal: `{ data: null, error: { status, name, message } }` with the same status. */
export function expectRestAnswer(a: RawAnswer, what: string): void {
  expect(a.status, `${what} → ${a.status} ${a.text.slice(0, 300)}`).toBeLessThan(500);
  if (a.status >= 400 && a.contentType.includes('json')) {
    const body = JSON.parse(a.text);
    expect(body.data, what).toBeNull();
    expect(body.error.status, what).toBe(a.status);
    expect(typeof body.error.name, what).toBe('string');
    expect(typeof body.error.message, what).toBe('string');
  }
}

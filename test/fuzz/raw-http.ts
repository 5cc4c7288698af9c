// A raw HTTP client for the fuzz tests (fetch would normalise paths and headers) and the REST
// contract every refusal must keep.
import { request } from 'node:http';
import { expect } from 'vitest';

export interface RawAnswer {
  status: number;
  text: string;
  contentType: string;
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
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          contentType: String(res.headers['content-type'] ?? ''),
        }),
      );
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

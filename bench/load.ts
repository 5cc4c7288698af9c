// One load run with autocannon: a warm-up second, then the measured run.
import autocannon from 'autocannon';
import type { LoadCase } from './cases.ts';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(base: string, c: LoadCase, seconds: number, connections = 10): Promise<LoadResult> {
  const vary = c.vary;
  const requests = vary
    ? [
        {
          setupRequest: (req: { path: string; body?: string }) =>
            c.body ? { ...req, body: vary() } : { ...req, path: vary() },
        },
      ]
    : undefined;
  const post = c.body ? { method: 'POST' as const, body: c.body, headers: { 'content-type': 'application/json' } } : {};
  const url = base + c.path;
  await autocannon({ url, connections, duration: 1, requests, ...post });
  const r = await autocannon({ url, connections, duration: seconds, requests, ...post });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

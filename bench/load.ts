// One load run with autocannon: a warm-up second, then the measured run.
import autocannon from 'autocannon';
import type { LoadCase } from './cases.ts';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(
  base: string,
  c: LoadCase,
  seconds: number,
  connections = 10,
  warmUp = true,
): Promise<LoadResult> {
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
  if (warmUp) await autocannon({ url, connections, duration: 1, requests, ...post });
  const r = await autocannon({ url, connections, duration: seconds, requests, ...post });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/**
 * Two servers loaded in turns, `rounds` short runs each, the first to go alternating round by
 * round: a shared machine's load drifts over seconds, and turns spread the drift over both sides
 * of a ratio instead of onto one. Each side's req/s is the mean of its rounds, p50 their median,
 * p99 the worst.
 */
export async function loadInTurns(
  sides: [{ base: string; c: LoadCase }, { base: string; c: LoadCase }],
  seconds: number,
  rounds: number,
): Promise<[LoadResult, LoadResult]> {
  const each = Math.max(2, seconds / rounds);
  const runs: [LoadResult[], LoadResult[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const side of order) {
      runs[side].push(await load(sides[side].base, sides[side].c, each, 10, round === 0));
    }
  }
  return [combined(runs[0]), combined(runs[1])];
}

function combined(runs: LoadResult[]): LoadResult {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    rps: runs.reduce((sum, r) => sum + r.rps, 0) / runs.length,
    p50: median(runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

// One load run with autocannon: a warm-up second, then the measured run.
import autocannon from 'autocannon';
import type { LoadCase } from './cases.ts';
import { cpuMs } from './server-process.ts';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
  /** The server's CPU (user + system) per answered request, in us, when its pid was given. */
  cpuUs?: number;
}

export async function load(
  base: string,
  c: LoadCase,
  seconds: number,
  connections = 10,
  warmUp = true,
  pid?: number,
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
  const cpuBefore = pid === undefined ? 0 : cpuMs(pid);
  const r = await autocannon({ url, connections, duration: seconds, requests, ...post });
  const answered = r.requests.total;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    requests: answered,
    ...(pid === undefined ? {} : { cpuUs: ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, answered) }),
  };
}

/**
 * Servers loaded in turns, `rounds` short runs each, the first to go moving round by round: a
 * shared machine's load drifts over seconds, and turns spread the drift over every side of a ratio
 * instead of onto one. Each side's req/s is the mean of its rounds, p50 their median, p99 the worst.
 * With a side's pid, its server's CPU per request over all its rounds: a steadier figure than req/s
 * on a machine shared with the load generator.
 */
export async function loadInTurns(
  sides: Array<{ base: string; c: LoadCase; pid?: number }>,
  seconds: number,
  rounds: number,
): Promise<LoadResult[]> {
  const each = Math.max(2, seconds / rounds);
  const runs: LoadResult[][] = sides.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < sides.length; turn++) {
      const side = (round + turn) % sides.length;
      const { base, c, pid } = sides[side];
      runs[side].push(await load(base, c, each, 10, round === 0, pid));
    }
  }
  return runs.map(combined);
}

function combined(runs: LoadResult[]): LoadResult {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const sum = (of: (r: LoadResult) => number) => runs.reduce((total, r) => total + of(r), 0);
  const requests = sum((r) => r.requests);
  return {
    rps: sum((r) => r.rps) / runs.length,
    p50: median(runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    requests,
    ...(runs.every((r) => r.cpuUs !== undefined)
      ? { cpuUs: sum((r) => r.cpuUs! * r.requests) / Math.max(1, requests) }
      : {}),
  };
}

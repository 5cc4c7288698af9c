// Durable writes under concurrency: N keep-alive connections each sending creates back to back.
// Reports throughput, latency percentiles and, for fairness, how long each connection waited for
// its first answer and the longest wait between two answers on one connection.
import { Agent, request } from 'node:http';

export interface WriteLoadResult {
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Connections whose first answer took over a second. */
  slowFirst: number;
  maxFirst: number;
  /** The longest any connection waited for one answer. */
  maxWait: number;
}

function post(agent: Agent, url: URL, path: string, body: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;
}

export async function writeLoad(
  base: string,
  token: string,
  connections: number,
  seconds: number,
  label: string,
  path = '/api/tags',
): Promise<WriteLoadResult> {
  const url = new URL(base);
  const latencies: number[] = [];
  const firsts: number[] = [];
  let errors = 0;
  let n = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const one = async (c: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let first = true;
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const status = await post(
        agent,
        url,
        path,
        JSON.stringify({ data: { name: `${label}-${c}-${n++}` } }),
        token,
      ).catch(() => 0);
      const t1 = performance.now();
      if (status !== 200) errors++;
      latencies.push(t1 - t0);
      if (first) firsts.push(t1 - start);
      first = false;
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: connections }, (_, c) => one(c)));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    errors,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    slowFirst: firsts.filter((f) => f > 1000).length,
    maxFirst: Math.max(0, ...firsts),
    maxWait: latencies[latencies.length - 1] ?? 0,
  };
}

export function writeLoadRow(name: string, r: WriteLoadResult): string[] {
  const ms = (v: number) => v.toFixed(0);
  return [
    name,
    String(r.connections),
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    ms(r.maxWait),
    ms(r.maxFirst),
    String(r.slowFirst),
    r.errors ? `${r.errors} errors` : '',
  ];
}

export const WRITE_LOAD_HEADER = [
  'case',
  'connections',
  'creates/s',
  'p50 ms',
  'p99 ms',
  'longest wait ms',
  'longest first answer ms',
  'first answer > 1 s',
  '',
];

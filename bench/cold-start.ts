// Cold start: from spawning `tessera serve` to the first 200 of a content-API read, in wall time
// and in the CPU time the server used by then (which a loaded machine inflates less), beside the
// same measure for Node alone, run in the same environment.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { cpuMs, root, serveArgs } from './server-process.ts';

/** A port nothing listens on now: a random one was sometimes taken (a client's), and the start failed. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The server's environment; each run can set its own (see `withoutExtraCaCerts`). */
export type StartEnv = NodeJS.ProcessEnv;

/**
 * This environment without NODE_EXTRA_CA_CERTS, or undefined when it is not set. Node 20 reads that
 * file into its root certificate store before it runs any script (~100 ms on a machine whose
 * file holds the whole system bundle), so the bench shows starts with and without it.
 */
export function withoutExtraCaCerts(env: StartEnv): StartEnv | undefined {
  if (!env.NODE_EXTRA_CA_CERTS) return undefined;
  const { NODE_EXTRA_CA_CERTS: _dropped, ...rest } = env;
  return rest;
}

/** The floor of a start: Node answering 200 from a bare `node:http` server, nothing loaded. */
const BARE_NODE_SERVER =
  "require('node:http').createServer((q, s) => s.end('{}')).listen(Number(process.argv[1]), '127.0.0.1')";

export function nodeFloorStart(env: StartEnv): Promise<{ ms: number; cpuMs: number }> {
  return firstAnswer((port) => ['-e', BARE_NODE_SERVER, String(port)], '/', env);
}

export function coldStart(
  project: string,
  db: string,
  env: StartEnv = process.env,
  path = '/api/articles',
): Promise<{ ms: number; cpuMs: number }> {
  return firstAnswer((port) => serveArgs(project, db, port), path, { ...env, NODE_ENV: 'production' });
}

/** Spawns Node with `args(port)` and polls `path` until it answers 200. */
async function firstAnswer(
  args: (port: number) => string[],
  path: string,
  env: StartEnv,
): Promise<{ ms: number; cpuMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args(port), { cwd: root, stdio: 'ignore', env });
  try {
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}${path}`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return { ms: performance.now() - started, cpuMs: cpuMs(child.pid!) };
      if (child.exitCode !== null) throw new Error(`${args(port).slice(0, 2).join(' ')} exited ${child.exitCode}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

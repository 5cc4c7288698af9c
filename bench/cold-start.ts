// Cold start: from spawning `tessera serve` to the first 200 of a content-API read, in wall time
// and in the CPU time the server used by then (which a loaded machine inflates less).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { root } from './server-process.ts';

/** user + system CPU of a process so far (Linux /proc; 0 elsewhere), in ms at 100 ticks a second. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

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

export async function coldStart(
  project: string,
  db: string,
  path = '/api/articles',
): Promise<{ ms: number; cpuMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(root, 'bin', 'tessera.js'), 'serve', project, '--db', db, '--port', String(port), '--env', 'production'],
    { cwd: root, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } },
  );
  try {
    for (;;) {
      const status = await fetch(`http://127.0.0.1:${port}${path}`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return { ms: performance.now() - started, cpuMs: cpuMs(child.pid!) };
      if (child.exitCode !== null) throw new Error(`tessera serve exited ${child.exitCode}`);
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

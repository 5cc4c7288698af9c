// Cold start: from spawning `tessera serve` to the first 200 of a content-API read.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './server-process.ts';

export async function coldStart(project: string, db: string, port: number, path = '/api/articles'): Promise<number> {
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
      if (status === 200) return performance.now() - started;
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

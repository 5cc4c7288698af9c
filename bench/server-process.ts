// Starts Tessera (or the bare Express ceiling) in a child process for the benchmarks.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');

/** The bundle bin/tessera.js runs when it is up to date: what users start, without tsx compiling on the fly. */
export function buildServer(): void {
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`build-server: ${r.stderr}`);
}

/** The arguments that start `tessera serve` on the embedded database, in production mode. */
export function serveArgs(project: string, db: string, port = 0): string[] {
  return [join(root, 'bin', 'tessera.js'), 'serve', project, '--db', db, '--port', String(port), '--env', 'production'];
}

export function cli(...args: string[]): string {
  const r = spawnSync(process.execPath, [join(root, 'bin', 'tessera.js'), ...args], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tessera ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

export async function startChild(
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv = {},
): Promise<{ base: string; child: ChildProcess; ready: RegExpExecArray }> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  // Until it is ready, the output is kept to find the address and to explain a failed start. After
  // that the request log is read and dropped: the pipe must never fill (the child would block on
  // its writes), and the parent, which also drives the load, must not spend its CPU on the lines.
  let out = '';
  const collect = (d: Buffer) => (out += d);
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const matched = await new Promise<RegExpExecArray>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`did not start:\n${out}`)), 60000);
    const found = () => {
      const m = ready.exec(out);
      if (!m) return;
      clearTimeout(t);
      child.stdout!.off('data', found);
      resolve(m);
    };
    child.stdout!.on('data', found);
    child.once('exit', (c) => {
      clearTimeout(t);
      reject(new Error(`exited ${c}:\n${out}`));
    });
  });
  child.stdout!.off('data', collect);
  child.stderr!.off('data', collect);
  child.stdout!.resume();
  child.stderr!.resume();
  return { base: matched[1], child, ready: matched };
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The CPU time (user + system) a child process has used so far, in ms (Linux's /proc; 0 elsewhere). */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

// Runs `node bin/tessera.js serve ...` as a real child process on a free loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface RunningServer {
  base: string;
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function startServer(
  root: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  startTimeoutMs = 30000,
): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(root, 'bin', 'tessera.js'), 'serve', ...args, '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve did not start in ${startTimeoutMs / 1000} s:\n${out}`));
    }, startTimeoutMs);
    const check = () => {
      const m = /REST\s+(http:\/\/[^\s]+)\/api/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited ${code}:\n${out}`));
    });
  });
  return {
    base,
    child,
    output: () => out,
    stop: (signal: NodeJS.Signals = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}

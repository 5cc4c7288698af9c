// Test helpers that drive Tessera the way a user does: copy a project to a temp folder, run
// `node bin/tessera.js …` as a child process, serve it on a free port and talk HTTP to it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequestRaw } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = join(ROOT, 'bin', 'tessera.js');
export const FIXTURE = join(ROOT, 'test', 'conformance', 'fixture');
export const SQLITE3 = '/usr/bin/sqlite3';

const temps: string[] = [];
const servers = new Set<Served>();

/** The environment children run in: no NODE_ENV/PORT/HOST leaking in from the test runner. */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const k of ['NODE_ENV', 'PORT', 'HOST', 'NODE_OPTIONS']) delete env[k];
  return env;
}

export function tempDir(prefix = 'tessera-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** Copies a project (the read-only conformance fixture by default) into a fresh, writable temp folder. */
export function copyProject(source: string = FIXTURE): string {
  const dir = join(tempDir(), 'project');
  cpSync(source, dir, { recursive: true, filter: (src) => !src.includes(`${join(source, '.tmp')}`) });
  makeWritable(dir);
  return dir;
}

function makeWritable(path: string): void {
  const st = statSync(path);
  chmodSync(path, st.mode | 0o200 | (st.isDirectory() ? 0o700 : 0));
  if (st.isDirectory()) for (const n of readdirSync(path)) makeWritable(join(path, n));
}

/** Writes files (objects as JSON) under a folder, creating parents. */
export function writeFiles(dir: string, files: Record<string, string | object>): void {
  for (const [rel, content] of Object.entries(files)) {
    const file = join(dir, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
}

/** A project folder made of the given files, with an empty config. */
export function makeProject(files: Record<string, string | object>): string {
  const dir = join(tempDir(), 'project');
  mkdirSync(join(dir, 'config'), { recursive: true });
  writeFiles(dir, files);
  return dir;
}

/** A content-type schema.json at its Strapi path. */
export function contentType(
  singular: string,
  attributes: Record<string, object>,
  extra: Record<string, unknown> = {},
): Record<string, object> {
  return {
    [`src/api/${singular}/content-types/${singular}/schema.json`]: {
      kind: 'collectionType',
      collectionName: `${singular}s`,
      info: { singularName: singular, pluralName: `${singular}s`, displayName: singular },
      options: { draftAndPublish: false },
      ...extra,
      attributes,
    },
  };
}

export interface CliResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

let scratch: string | null = null;
/** Commands run in an empty folder unless told otherwise, so a stray default PROJECT (".") touches nothing real. */
function defaultCwd(): string {
  scratch ??= tempDir('tessera-cwd-');
  return scratch;
}

/** Runs `node bin/tessera.js ...args` to completion. */
export function cli(args: string[], options: { cwd?: string; timeout?: number } = {}): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? defaultCwd(),
    env: childEnv(),
    encoding: 'utf8',
    timeout: options.timeout ?? 30000,
  });
  return { status: r.status, signal: r.signal, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** The same, without blocking the test worker (for tests that run concurrently). */
export function cliAsync(args: string[], options: { cwd?: string; timeout?: number } = {}): Promise<CliResult> {
  return new Promise((resolveRun) => {
    const proc = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? defaultCwd(),
      env: childEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d) => {
      stdout += String(d);
    });
    proc.stderr.on('data', (d) => {
      stderr += String(d);
    });
    const timer = setTimeout(() => proc.kill('SIGKILL'), options.timeout ?? 30000);
    proc.once('close', (status, signal) => {
      clearTimeout(timer);
      resolveRun({ status, signal, stdout, stderr });
    });
  });
}

/** Lines of a command's output, without the trailing empty one. */
export function lines(text: string): string[] {
  const all = text.split('\n');
  if (all[all.length - 1] === '') all.pop();
  return all;
}

export interface Served {
  proc: ChildProcess;
  pid: number;
  /** http://127.0.0.1:PORT */
  base: string;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `serve PROJECT --port 0 ...extra`; resolves once it prints its REST URL, rejects if it exits first. */
export function serve(
  project: string,
  extra: string[] = [],
  options: { startTimeoutMs?: number; bin?: string } = {},
): Promise<Served> {
  const startTimeoutMs = options.startTimeoutMs ?? 45000;
  const proc = spawn(process.execPath, [options.bin ?? BIN, 'serve', project, '--port', '0', ...extra], {
    cwd: ROOT,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => {
    // 'close' comes after the output streams have ended, so stdout/stderr are complete.
    proc.once('close', (code, signal) => res({ code, signal }));
  });
  return new Promise<Served>((resolveServed, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(
        new Error(`serve did not print its REST URL within ${startTimeoutMs / 1000}s\nstdout: ${out}\nstderr: ${err}`),
      );
    }, startTimeoutMs);
    proc.stderr!.on('data', (d) => {
      err += String(d);
    });
    proc.stdout!.on('data', (d) => {
      out += String(d);
      const m = /^ {2}REST {5}(http:\/\/127\.0\.0\.1:(\d+))\/api$/m.exec(out);
      if (m && Number(m[2]) > 0) {
        clearTimeout(timer);
        const served: Served = {
          proc,
          pid: proc.pid!,
          base: m[1],
          exited,
          stdout: () => out,
          stderr: () => err,
          stop: (signal = 'SIGTERM') => {
            if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
            return exited.finally(() => servers.delete(served));
          },
        };
        servers.add(served);
        resolveServed(served);
      }
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        Object.assign(new Error(`serve exited (${code ?? signal}) before listening\nstdout: ${out}\nstderr: ${err}`), {
          code,
          stdout: out,
          stderr: err,
        }),
      );
    });
  });
}

/** Starts `serve` expecting it to refuse: resolves with how it exited, or `started` (and stops it) if it listened. */
export async function serveRefusal(
  project: string,
  extra: string[] = [],
): Promise<{ started: boolean; code: number | null; stdout: string; stderr: string }> {
  try {
    const s = await serve(project, extra);
    await s.stop('SIGKILL');
    return { started: true, code: null, stdout: s.stdout(), stderr: s.stderr() };
  } catch (err) {
    const e = err as Error & { code?: number | null; stdout?: string; stderr?: string };
    if (e.stderr === undefined) throw err;
    return { started: false, code: e.code ?? null, stdout: e.stdout ?? '', stderr: e.stderr };
  }
}

export interface HttpResult {
  status: number;
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One HTTP request on a fresh connection (agent: false): a pooled keep-alive socket can be closed
 * by the server's idle timeout just as the next request goes out, which fails it spuriously.
 */
export function httpRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<HttpResult> {
  return new Promise((resolveReq, reject) => {
    const req = httpRequestRaw(
      url,
      {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            /* not JSON */
          }
          resolveReq({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A small HTTP client for a served project: JSON in, JSON (or text) out, optional bearer token. */
export function client(served: Served, token?: string) {
  const request = (method: string, path: string, body?: unknown): Promise<HttpResult> => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return httpRequest(`${served.base}${path}`, method, headers, body === undefined ? undefined : JSON.stringify(body));
  };
  return {
    get: (path: string) => request('GET', path),
    post: (path: string, data: unknown) => request('POST', path, { data }),
    put: (path: string, data: unknown) => request('PUT', path, { data }),
    del: (path: string) => request('DELETE', path),
    request,
  };
}

/** Runs the sqlite3 CLI on a file; rows as `|`-separated lines. */
export function sqlite3(file: string, sql: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(SQLITE3, [file, sql], { encoding: 'utf8', timeout: 30000 });
  return { status: r.status, stdout: (r.stdout ?? '').trim(), stderr: (r.stderr ?? '').trim() };
}

/** `token create` and return the token (asserting the command succeeded). */
export function createToken(project: string, args: string[]): string {
  const r = cli(['token', 'create', ...args, project]);
  if (r.status !== 0) throw new Error(`token create failed (${r.status}): ${r.stderr}`);
  return r.stdout.trim();
}

/** `role grant ROLE ...actions PROJECT` (asserting the command succeeded). */
export function grant(project: string, role: 'public' | 'authenticated', ...actions: string[]): void {
  const r = cli(['role', 'grant', role, ...actions, project]);
  if (r.status !== 0) throw new Error(`role grant failed (${r.status}): ${r.stderr}`);
}

/** Kills every server still running and removes temp folders: call from afterAll/afterEach. */
export async function cleanup(): Promise<void> {
  await Promise.all([...servers].map((s) => s.stop('SIGKILL')));
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
  scratch = null;
}

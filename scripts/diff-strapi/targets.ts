// The two servers under comparison: Tessera set up through its CLI contract (token create, locale
// add, role grant, serve) on a copy of the project, and real Strapi, either already running on the
// project or started here through ../shared/oracle/run.sh. Each comes with its own secrets.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cli as runCli, serve } from '../../test/helpers/tessera.ts';
import type { CorpusSetup } from './corpus.ts';

export interface Target {
  name: 'strapi' | 'tessera';
  base: string;
  secrets: Record<string, string>;
  /** Strapi's work folder (its src/, config/ and .tmp/), when run.sh was started here. */
  work?: string;
  /** Tessera's embedded database file: whole once `stopServing` has resolved. */
  database?: string;
  /** Stops answering and leaves its files for reading (`stop` then removes them). */
  stopServing?(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Tessera set up through its CLI on an embedded file; with `database`, that file is then copied into
 * the (empty) PostgreSQL database by `tessera export --to`, and Tessera serves from there.
 */
export async function startTessera(
  projectDir: string,
  setup: CorpusSetup,
  { database }: { database?: string } = {},
): Promise<Target> {
  const work = mkdtempSync(join(tmpdir(), 'diff-strapi-tessera-'));
  const project = join(work, 'project');
  const db = join(work, 'data.db');
  cpSync(projectDir, project, { recursive: true });
  const cli = (...args: string[]) => {
    const r = runCli([...args, project, '--db', db], { cwd: work, timeout: 300_000 });
    if (r.status !== 0) throw new Error(`tessera ${args.slice(0, 3).join(' ')} failed: ${r.stderr || r.stdout}`);
    return r.stdout.trim();
  };
  const secrets = {
    '<FULL_ACCESS_TOKEN>': cli('token', 'create', '--type', 'full-access', '--name', 'diff-full'),
    '<READ_ONLY_TOKEN>': cli('token', 'create', '--type', 'read-only', '--name', 'diff-read'),
  };
  for (const l of setup.locales) cli('locale', 'add', l.code, '--name', l.name);
  cli('role', 'grant', 'public', ...setup.grants.public);
  cli('role', 'grant', 'authenticated', ...setup.grants.authenticated);
  if (database) cli('export', '--to', database);
  // Beside a starting Strapi on a busy machine, Tessera may take longer than a test allows.
  const server = await serve(
    project,
    [...(database ? ['--database', database] : ['--db', db]), '--env', 'development'],
    {
      startTimeoutMs: 180000,
    },
  );
  let stopped: Promise<unknown> | undefined;
  // Once, however often asked: `stop` asks again after the stored orders were read.
  const stopServing = async () => {
    await (stopped ??= server.stop());
  };
  return {
    name: 'tessera',
    base: server.base,
    secrets,
    ...(database ? {} : { database: db }),
    stopServing,
    async stop() {
      await stopServing();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * Tessera started on real Strapi's own work folder as it is: its config (database.js naming Strapi's
 * PostgreSQL database, the token salt of admin.js) and the data Strapi wrote, with Strapi's tokens.
 */
export async function startTesseraOnStrapi(strapi: Target): Promise<Target> {
  if (!strapi.work) throw new Error('Strapi was not started here: its work folder is unknown');
  // The work folder as the user's project was: run.sh's own bootstrap (tokens, grants) set aside.
  const project = join(mkdtempSync(join(tmpdir(), 'diff-strapi-on-strapi-')), 'project');
  for (const part of ['src', 'config', 'package.json'])
    cpSync(join(strapi.work, part), join(project, part), { recursive: true });
  rmSync(join(project, 'src', 'index.js'));
  const own = join(project, 'src', 'index.project.js');
  if (existsSync(own)) renameSync(own, join(project, 'src', 'index.js'));
  const server = await serve(project, ['--env', 'development'], { startTimeoutMs: 180000 });
  return {
    name: 'tessera',
    base: server.base,
    secrets: strapi.secrets,
    async stop() {
      await server.stop();
      rmSync(dirname(project), { recursive: true, force: true });
    },
  };
}

/** The oracle's work folder for a port, where run.sh keeps the database and tokens.json. */
export function oracleTokensFile(port: number): string {
  const home = process.env.STRAPI_ORACLE_HOME ?? join(homedir(), '.cache', 'strapi4-oracle');
  return join(home, `work-${port}`, '.tmp', 'tokens.json');
}

export function connectStrapi(url: string, tokensFile: string): Target {
  if (!existsSync(tokensFile)) throw new Error(`no tokens file ${tokensFile} (give --strapi-tokens FILE)`);
  return { name: 'strapi', base: url.replace(/\/$/, ''), secrets: tokenSecrets(tokensFile), async stop() {} };
}

/** run.sh's environment for a setup: the locales and the two roles' grants. */
export function oracleEnv(setup: CorpusSetup): Record<string, string> {
  return {
    ORACLE_LOCALES: setup.locales.map((l) => l.code).join(','),
    ORACLE_PUBLIC: setup.grants.public.join(','),
    ORACLE_AUTHENTICATED: setup.grants.authenticated.join(','),
  };
}

export async function startOracle(
  runScript: string,
  projectDir: string,
  setup: CorpusSetup,
  ports: number[],
  { fresh = true, pg }: { fresh?: boolean; pg?: string } = {},
): Promise<Target> {
  const port = await firstFreePort(ports);
  const args = [projectDir, '--port', String(port), ...(fresh ? ['--fresh'] : []), ...(pg ? ['--pg', pg] : [])];
  const child = spawn(runScript, args, {
    env: { ...process.env, ...oracleEnv(setup) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  child.stderr.on('data', (d) => (out += String(d)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Strapi did not start in 240 s:\n${out.slice(-2000)}`)), 240000);
    child.stdout.on('data', () => {
      if (/Strapi 4\.\S+ on .* at http/.test(out)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`run.sh exited ${code}:\n${out.slice(-2000)}`));
    });
  });
  const tokens = /tokens: (\S+?)\)/.exec(out)?.[1] ?? oracleTokensFile(port);
  return {
    name: 'strapi',
    base: `http://127.0.0.1:${port}`,
    secrets: tokenSecrets(tokens),
    work: dirname(dirname(tokens)),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}

function tokenSecrets(file: string): Record<string, string> {
  const tokens = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return { '<FULL_ACCESS_TOKEN>': tokens['oracle-full-access'], '<READ_ONLY_TOKEN>': tokens['oracle-read-only'] };
}

async function firstFreePort(ports: number[]): Promise<number> {
  for (const port of ports) if (await isFree(port)) return port;
  throw new Error(`none of the ports ${ports.join(', ')} is free`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

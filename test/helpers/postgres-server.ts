// PostgreSQL for the tests and the tools beside them (bench, diff-strapi): scratch databases on a
// server, and a throwaway server started from Debian's PostgreSQL 15 as the `postgres` user, in a
// temporary folder on a free local port, the way `.ci/run` starts the tests' server.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PgEngine } from '../../server/db/postgres/pg-engine.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = await PgEngine.open({ url: serverUrl, source: 'the PostgreSQL server' });
  try {
    await admin.ddl(sql);
  } finally {
    await admin.close();
  }
}

/** A new, empty database beside the server's `postgres` database; drop() removes it. */
export async function createScratchDatabase(serverUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `tessera_${label}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export interface LocalPostgres {
  /** A URL to the server's `postgres` database; the bench makes its own database beside it. */
  url: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function asPostgres(args: string[]): void {
  const r = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')}: ${r.stderr || r.error}`);
}

export const NO_LOCAL_POSTGRES =
  'give --pg postgres://user@host:port/postgres, or install PostgreSQL 15 (apt-get install -y postgresql) and run as root to have one started';

/** The server to run on, or null when none is given and none can be started here. */
export async function localPostgres(given: string | undefined): Promise<LocalPostgres | null> {
  if (given) return { url: given, stop: () => {} };
  if (!existsSync(join(PG_BIN, 'pg_ctl')) || process.getuid?.() !== 0) return null;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-pg-'));
  chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), -1);
  const port = await freePort();
  asPostgres([join(PG_BIN, 'initdb'), '-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust']);
  // The defaults are sized for a small machine; a benchmark wants the working set in memory.
  asPostgres([
    join(PG_BIN, 'pg_ctl'),
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=512MB -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPostgres([join(PG_BIN, 'pg_ctl'), '-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

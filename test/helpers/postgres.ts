// A scratch PostgreSQL database per test file, on the server TESSERA_TEST_POSTGRES_URL names (.ci/run
// starts one). Without it the PostgreSQL tests are skipped, and say so in one line.
import { randomBytes } from 'node:crypto';
import { PgEngine } from '../../server/db/postgres/pg-engine.ts';

export const postgresUrl = process.env.TESSERA_TEST_POSTGRES_URL;

export const POSTGRES_SKIP_REASON =
  'PostgreSQL tests skipped: set TESSERA_TEST_POSTGRES_URL=postgres://user@127.0.0.1:PORT/postgres to run them (.ci/run does)';

if (!postgresUrl) console.warn(POSTGRES_SKIP_REASON);

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the test server; drop() removes it. */
export async function scratchDatabase(label: string): Promise<ScratchDatabase> {
  const name = `tessera_test_${label}_${randomBytes(4).toString('hex')}`;
  const admin = await PgEngine.open({ url: postgresUrl!, source: 'TESSERA_TEST_POSTGRES_URL' });
  try {
    await admin.ddl(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = await PgEngine.open({ url: postgresUrl!, source: 'TESSERA_TEST_POSTGRES_URL' });
      try {
        await again.ddl(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await again.close();
      }
    },
  };
}

/** Runs a pg_dump script (schema or data) on the engine: psql's meta-commands and search_path reset left out. */
export function dumpStatements(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !line.includes("set_config('search_path'"))
    .join('\n');
}

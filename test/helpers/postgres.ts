// A scratch PostgreSQL database per test file, on the server TESSERA_TEST_POSTGRES_URL names (.ci/run
// starts one). Without it the PostgreSQL tests are skipped, and say so in one line.
import { createScratchDatabase, type ScratchDatabase } from './postgres-server.ts';

export type { ScratchDatabase };

export const postgresUrl = process.env.TESSERA_TEST_POSTGRES_URL;

export const POSTGRES_SKIP_REASON =
  'PostgreSQL tests skipped: set TESSERA_TEST_POSTGRES_URL=postgres://user@127.0.0.1:PORT/postgres to run them (.ci/run does)';

if (!postgresUrl) console.warn(POSTGRES_SKIP_REASON);

/** A new, empty database on the test server; drop() removes it. */
export function scratchDatabase(label: string): Promise<ScratchDatabase> {
  return createScratchDatabase(postgresUrl!, label);
}

/** Runs a pg_dump script (schema or data) on the engine: psql's meta-commands and search_path reset left out. */
export function dumpStatements(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !line.includes("set_config('search_path'"))
    .join('\n');
}

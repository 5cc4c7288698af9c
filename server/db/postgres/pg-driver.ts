// The pg driver, loaded when a PostgreSQL database is first opened: a server on an embedded file
// never loads it (about a tenth of a cold start).
import type pgModule from 'pg';

export type PgDriver = typeof pgModule;

let driver: Promise<PgDriver> | null = null;

export function loadPgDriver(): Promise<PgDriver> {
  driver ??= import('pg').then((m) => m.default);
  return driver;
}

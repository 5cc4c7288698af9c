// Loads the sql.js WebAssembly module once per process.
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | null = null;

export function loadSqlJs(): Promise<SqlJsStatic> {
  loading ??= initSqlJs();
  return loading;
}

export const SQLITE_HEADER = 'SQLite format 3\u0000';

export function looksLikeSqlite(bytes: Uint8Array): boolean {
  return bytes.length >= 100 && Buffer.from(bytes.subarray(0, 16)).toString('latin1') === SQLITE_HEADER;
}

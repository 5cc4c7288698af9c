// Loads the sql.js WebAssembly module once per process.
import initSqlJs, { type SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | null = null;

/**
 * A timer is held while the module compiles. WebAssembly compiles on V8's threads, which keep no
 * event loop handle alive: with nothing else pending (a server starting), Node's loop ran dry, and
 * Node then waited for every V8 background task to finish before polling again, the optimising
 * compiles that the start-up's SQL had set off among them. The server answered its first request
 * only after them: 300 ms of a 1 s cold start on a loaded machine, idle.
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  if (!loading) {
    const keepLoopAlive = setInterval(() => {}, 60_000);
    loading = initSqlJs().finally(() => clearInterval(keepLoopAlive));
  }
  return loading;
}

export const SQLITE_HEADER = 'SQLite format 3\u0000';

export function looksLikeSqlite(bytes: Uint8Array): boolean {
  return bytes.length >= 100 && Buffer.from(bytes.subarray(0, 16)).toString('latin1') === SQLITE_HEADER;
}

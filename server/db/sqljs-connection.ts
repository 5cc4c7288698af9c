// The sql.js connection as Tessera runs it: tuned for a database that lives in memory and is made
// durable by Tessera's own journal, loaded from the files that journal and its snapshot leave.
import type { Database as SqlJsDatabase, SqlJsStatic } from 'sql.js';
import type { Statement } from './journal.ts';
import type { RecoveredState } from './recovery.ts';
import type { StatementCache } from './statement-cache.ts';
import { ProjectError } from '../errors.ts';

/**
 * sql.js keeps the database in an in-memory file that SQLite reads page by page through a copy:
 * its default 2 MiB page cache makes every scan of a large table copy all of it again. A larger
 * cache (filled only as pages are read, so a small database costs nothing more) and sorts kept in
 * memory rather than in temporary files of that file system halve the time of large scans.
 */
const PAGE_CACHE_KIB = 64 * 1024;

/**
 * Durability comes from Tessera's journal, never from SQLite's files, which live in sql.js's
 * in-memory file system: a rollback journal kept in memory (a transaction still rolls back) spares
 * every write transaction creating, writing and deleting a journal file there. The connection is
 * the file's only one, so it holds its lock for good: in the default locking mode every statement
 * takes and drops a lock and reads the file's change counter again through the emulated file system,
 * which doubled the time of a one-row read and dropped the page cache between transactions.
 * Together they cut a small write transaction's cost about tenfold.
 */
export function tuned(sql: SqlJsDatabase): SqlJsDatabase {
  sql.run(`PRAGMA cache_size = -${PAGE_CACHE_KIB}`);
  sql.run('PRAGMA temp_store = MEMORY');
  sql.run('PRAGMA journal_mode = MEMORY');
  sql.run('PRAGMA locking_mode = EXCLUSIVE');
  return sql;
}

/** sql.js closes and reopens the database to export it, which resets the connection's settings. */
export function exportAndRetune(sql: SqlJsDatabase): Uint8Array {
  const bytes = sql.export();
  tuned(sql);
  return bytes;
}

/** The database the files describe: the snapshot, with the journal's transactions applied. */
export function loaded(SQL: SqlJsStatic, state: RecoveredState, statements: StatementCache): SqlJsDatabase {
  const sql = tuned(new SQL.Database(state.snapshot));
  replay(sql, statements, state.transactions);
  return sql;
}

/**
 * Applies the journal's transactions in order. A journal repeats a few statement texts thousands of
 * times: each is compiled once, which makes replaying a long journal at start several times faster.
 */
function replay(sql: SqlJsDatabase, statements: StatementCache, transactions: Statement[][]): void {
  for (const tx of transactions) {
    sql.run('BEGIN');
    try {
      for (const [text, params] of tx) {
        // Schema changes carry no parameters and come seldom: those are run as they are.
        if (!params.length) sql.run(text);
        else statements.run(sql, text, params);
      }
      sql.run('COMMIT');
    } catch (err) {
      sql.run('ROLLBACK');
      throw new ProjectError(`the database journal could not be replayed: ${(err as Error).message}`);
    }
  }
}

// The database: sql.js in memory, made durable by a journal of committed transactions over a
// snapshot that is only ever replaced whole (write elsewhere, fsync, rename).
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database as SqlJsDatabase, SqlJsStatic } from 'sql.js';
import { quoteDoubled } from './dialect/identifiers.ts';
import { FileLock } from './file-lock.ts';
import { Journal, type Param, type Statement } from './journal.ts';
import { recover } from './recovery.ts';
import { exportAndRetune, loaded, tuned } from './sqljs-connection.ts';
import { loadSqlJs, looksLikeSqlite } from './sqljs.ts';
import { StatementCache, type Row } from './statement-cache.ts';
import { isInsert, TableMemos } from './table-memos.ts';
import { writeFileAtomic } from './write-file-atomic.ts';
import { ProjectError } from '../errors.ts';

export type { Row };

export interface OpenOptions {
  /** Hold the lock (a server or a writing CLI command); readers such as `export` do not. */
  lock?: boolean;
  /** fsync each commit (the durability contract). Tests of other things may turn it off. */
  fsync?: boolean;
  readOnly?: boolean;
}

export class Database {
  private pending: Statement[] | null = null;
  private depth = 0;
  private compactScheduled = false;
  private closed = false;
  private lastCommit = 0;
  /** An SQLite transaction holds this turn's commits until seal() (their journal lines are written). */
  private groupOpen = false;
  private sealScheduled = false;
  /** Grows with every committed change; caches of query results compare against it. */
  generation = 0;
  private readonly memos = new TableMemos();

  private constructor(
    private sql: SqlJsDatabase,
    readonly file: string | null,
    private readonly journal: Journal | null,
    private readonly lock: FileLock | null,
    private snapshotSize: number,
    private epoch: number,
    private readonly statements: StatementCache,
    private readonly module: SqlJsStatic,
  ) {}

  static async open(file: string | null, options: OpenOptions = {}): Promise<Database> {
    const SQL = await loadSqlJs();
    if (!file) return new Database(tuned(new SQL.Database()), null, null, null, 0, 0, new StatementCache(SQL), SQL);
    mkdirSync(dirname(file), { recursive: true });
    const lock = options.lock === false || options.readOnly ? null : new FileLock(`${file}.lock`);
    lock?.acquire();
    try {
      const state = recover(file, { readOnly: options.readOnly });
      const statements = new StatementCache(SQL);
      const sql = loaded(SQL, state, statements);
      const journal = options.readOnly
        ? null
        : new Journal(`${file}.journal`, options.fsync !== false, state.journalLength);
      const db = new Database(sql, file, journal, lock, state.snapshot?.length ?? 0, state.epoch, statements, SQL);
      if (journal && state.needsCompaction) db.compact();
      return db;
    } catch (err) {
      lock?.release();
      throw err;
    }
  }

  /** Rows as objects. */
  all(sql: string, params: Param[] = []): Row[] {
    return this.statements.all(this.sql, sql, params);
  }

  get(sql: string, params: Param[] = []): Row | undefined {
    return this.all(sql, params)[0];
  }

  /** A write. Inside transaction() it joins it; alone it is its own transaction. */
  run(sql: string, params: Param[] = []): { changes: number; lastId: number } {
    if (this.depth === 0) return this.transaction(() => this.run(sql, params));
    this.statements.run(this.sql, sql, params);
    this.pending!.push([sql, params]);
    const changes = this.sql.getRowsModified();
    // Only an insert makes a row id worth a query (a create with links runs several updates and inserts).
    const lastId = isInsert(sql) ? Number(this.get('SELECT last_insert_rowid() AS id')?.id ?? 0) : 0;
    return { changes, lastId };
  }

  /** Schema changes: applied and journaled like writes, and the statement cache is dropped. */
  ddl(sql: string): void {
    this.statements.clear();
    if (this.depth === 0) {
      this.transaction(() => this.ddl(sql));
      return;
    }
    this.sql.run(sql);
    this.pending!.push([sql, []]);
  }

  /** Whether close() has run: work scheduled beside the requests (statistics-upkeep.ts) then stops. */
  get isClosed(): boolean {
    return this.closed;
  }

  /**
   * Takes SQLite's planner statistics of one table or index again (ANALYZE), between transactions.
   * Not journaled: they follow from the rows, and a start that finds them missing or stale takes
   * them again (table-statistics.ts). Values kept from reads are dropped (plan hints read them).
   */
  analyze(tableOrIndex: string): void {
    if (this.depth > 0) throw new Error('analyze cannot run inside a transaction');
    this.statements.clear();
    this.sql.run(`ANALYZE ${quoteDoubled(tableOrIndex)}`);
    this.memos.replaced();
  }

  transaction<T>(fn: () => T): T {
    if (this.depth > 0) {
      this.depth++;
      try {
        return fn();
      } finally {
        this.depth--;
      }
    }
    this.begin();
    let result: T;
    try {
      result = fn();
    } catch (err) {
      this.rollback();
      throw err;
    }
    this.commit();
    return result;
  }

  /**
   * The steps of transaction(), for a caller whose work awaits in between (the async engine, which
   * lets nothing else reach this database until it commits or rolls back).
   */
  begin(): void {
    if (this.depth > 0) throw new Error('a transaction is already open');
    // BEGIN, SAVEPOINT, RELEASE and COMMIT are prepared once and kept: sql.js's run() compiles the
    // text every time (a rollback, rare, still goes through it).
    if (!this.groupOpen) {
      this.statements.run(this.sql, 'BEGIN', []);
      this.groupOpen = true;
    }
    this.statements.run(this.sql, 'SAVEPOINT tx', []);
    this.depth = 1;
    this.pending = [];
  }

  commit(): void {
    const pending = this.pending!;
    // The journal line first: a write the disk refuses rolls back this transaction alone.
    let seq = 0;
    try {
      if (pending.length && this.journal) seq = this.journal.append(pending);
    } catch (err) {
      this.rollback();
      throw err;
    }
    try {
      this.statements.run(this.sql, 'RELEASE tx', []);
    } catch (err) {
      // Its line is written, so it is committed: memory is read back from the files that hold it.
      if (!seq) {
        this.rollback();
        throw err;
      }
      this.reloadFromFiles();
    }
    this.depth = 0;
    this.pending = null;
    if (pending.length) {
      if (seq) this.lastCommit = seq;
      this.generation++;
      this.memos.committed(pending.map(([sql]) => sql));
    }
    this.scheduleSeal();
    this.maybeCompact();
  }

  rollback(): void {
    try {
      this.sql.run('ROLLBACK TO tx');
      this.sql.run('RELEASE tx');
      this.statements.clear();
    } catch {
      // No savepoint left: SQLite rolled the whole group back itself (an error such as running out
      // of memory can), this turn's commits before this one with it.
      this.reloadFromFiles();
    } finally {
      this.depth = 0;
      this.pending = null;
      this.scheduleSeal();
    }
  }

  /**
   * Group commit in SQLite: the transactions of one turn of the event loop are savepoints inside one
   * SQLite transaction, committed together at the turn's end (a tenth of a small create's CPU went
   * to its own BEGIN and COMMIT, which writes the changed pages into sql.js's in-memory file). Each
   * transaction's journal line is written as it commits, so what is durable never waits for this.
   */
  private seal(): void {
    if (!this.groupOpen || this.depth > 0) return;
    try {
      this.statements.run(this.sql, 'COMMIT', []);
      this.groupOpen = false;
    } catch {
      this.reloadFromFiles();
    }
  }

  /** At the end of this turn; a transaction still open then (its work awaits) seals when it ends. */
  private scheduleSeal(): void {
    if (!this.groupOpen || this.sealScheduled) return;
    this.sealScheduled = true;
    setImmediate(() => {
      this.sealScheduled = false;
      if (!this.closed) this.seal();
    });
  }

  /**
   * Memory lost commits SQLite itself undid with a failed statement's whole transaction: the
   * snapshot and the journal hold every one, so the database is read back from them (in memory
   * only, the files untouched). A database without files keeps what SQLite kept.
   */
  private reloadFromFiles(): void {
    try {
      this.sql.run('ROLLBACK');
    } catch {
      // Already rolled back.
    }
    // Kept by text alone: those of this connection must go before the replay prepares the next one's.
    this.statements.clear();
    this.groupOpen = false;
    this.generation++;
    this.memos.replaced();
    if (!this.file) return;
    const next = loaded(this.module, recover(this.file, { readOnly: true }), this.statements);
    this.sql.close();
    this.sql = next;
  }

  /**
   * Loads many rows at once without journaling each statement: the work is made durable by the
   * snapshot written right after it, so a crash midway leaves the previous snapshot intact.
   */
  bulkLoad<T>(fn: () => T): T {
    if (this.depth > 0) throw new Error('bulkLoad cannot run inside a transaction');
    this.seal();
    this.sql.run('BEGIN');
    this.depth = 1;
    this.pending = [];
    try {
      const result = fn();
      this.sql.run('COMMIT');
      this.generation++;
      this.memos.replaced();
      this.pending = null;
      this.depth = 0;
      this.compact();
      return result;
    } catch (err) {
      this.sql.run('ROLLBACK');
      throw err;
    } finally {
      this.depth = 0;
      this.pending = null;
    }
  }

  /**
   * A value read from `tables`, kept until a committed write touches one of them: for lookups every
   * request makes (an API token, the Public role, the default locale) that rarely change.
   */
  memo<T>(key: string, tables: readonly string[], read: () => T): T {
    // Inside a transaction a read may see changes that are rolled back: never keep those.
    if (this.depth > 0) return read();
    return this.memos.get(key, tables, read);
  }

  export(): Uint8Array {
    this.seal();
    // sql.js frees every prepared statement on export: drop the cache first, or the next query reuses a freed one.
    this.statements.clear();
    return exportAndRetune(this.sql);
  }

  /**
   * Resolves once every write committed so far is on disk. A writer answers its client only after
   * this: commits are applied in memory at once, and the fsyncs of concurrent writers are shared.
   */
  whenDurable(): Promise<void> {
    return this.journal ? this.journal.whenDurable(this.lastCommit) : Promise.resolve();
  }

  /** Counts commits: a caller compares it before and after its work to know whether it wrote. */
  get commits(): number {
    return this.lastCommit;
  }

  /** The fsyncs group commit has made so far: `commits / fsyncs` is how many writers one served. */
  get fsyncs(): number {
    return this.journal?.fsyncs ?? 0;
  }

  /**
   * Replaces the whole database with the SQLite file `source` holds (a snapshot restore), between
   * two requests: in memory it is one swap, so no reader sees a mix of both; `alongside` runs in the
   * same synchronous step. On disk it is an ordinary compaction: until the new snapshot's rename a
   * start finds the old state, after it the restored one (recovery knows the journal is stale).
   */
  async replaceWith(source: string, alongside?: () => void): Promise<void> {
    const bytes = readFileSync(source);
    if (!looksLikeSqlite(bytes)) throw new ProjectError(`${source} is not a SQLite database`);
    const SQL = await loadSqlJs();
    const next = tuned(new SQL.Database(bytes));
    // Nothing may run between here and the swap: the steps below are synchronous.
    if (this.depth > 0) {
      next.close();
      throw new Error('replaceWith cannot run inside a transaction');
    }
    this.seal();
    this.statements.clear();
    this.sql.close();
    this.sql = next;
    this.generation++;
    this.memos.replaced();
    alongside?.();
    this.compact();
  }

  /**
   * Writes a fresh snapshot (never over the live file in place) and empties the journal. The new
   * snapshot carries the next epoch, and so does the emptied journal's header: if a kill lands
   * between the two, the next start sees the old journal's epoch and knows the snapshot holds it.
   */
  compact(): void {
    this.seal();
    if (!this.file || !this.journal) return;
    this.statements.clear(); // export() needs no open statements
    const epoch = this.epoch + 1;
    this.sql.run(`PRAGMA user_version = ${epoch}`);
    const bytes = exportAndRetune(this.sql);
    writeFileAtomic(this.file, bytes);
    this.epoch = epoch;
    this.journal.reset(epoch);
    this.snapshotSize = bytes.length;
  }

  close(): void {
    this.seal();
    this.closed = true;
    if (this.journal && this.journal.entries > 0) this.compact();
    this.statements.clear();
    this.journal?.close();
    this.sql.close();
    this.lock?.release();
  }

  private maybeCompact(): void {
    if (!this.journal || this.compactScheduled) return;
    // Compaction copies the whole database; doing it only when the journal has grown to a share of
    // the snapshot keeps the average cost of a write independent of the database size.
    if (this.journal.size < Math.max(4 * 1024 * 1024, this.snapshotSize)) return;
    this.compactScheduled = true;
    setImmediate(() => {
      this.compactScheduled = false;
      if (this.depth === 0 && !this.closed) this.compact();
    });
  }
}

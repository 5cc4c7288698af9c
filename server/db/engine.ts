// The database as the data path sees it, whichever engine holds it: sql.js in memory (the embedded
// default) or PostgreSQL. Every call is asynchronous because PostgreSQL's are; the sql.js engine
// answers at once underneath, with already-settled promises.
import type { Database, Row } from './database.ts';
import type { Dialect } from './dialect/dialect.ts';
import { sqliteDialect } from './dialect/sqlite.ts';
import { IndexAdvisor } from './index-advisor.ts';
import { StatisticsUpkeep } from './statistics-upkeep.ts';
import type { Param } from './journal.ts';
import type { IndexSpec } from './tessera-indexes.ts';

export type { Param, Row };

export interface RunResult {
  /** Rows the statement inserted, changed or deleted. */
  changes: number;
  /** The id of the last row an INSERT made (0 for other statements). */
  lastId: number;
}

/** What a transaction's work runs against: the same calls, all inside that one transaction. */
export interface Queries {
  readonly dialect: Dialect;
  /** Rows as objects. Statements are written with `?` placeholders; each engine adapts them. */
  all(sql: string, params?: Param[]): Promise<Row[]>;
  get(sql: string, params?: Param[]): Promise<Row | undefined>;
  /** A write; outside a transaction it is its own transaction. */
  run(sql: string, params?: Param[]): Promise<RunResult>;
  /** A schema change. */
  ddl(sql: string): Promise<void>;
  /**
   * A value read from `tables`, kept until a committed write touches one of them: for lookups every
   * request makes (the Public role, a token, the default locale) that rarely change. Inside a
   * transaction it is read each time (what it sees may still be rolled back).
   */
  memo<T>(key: string, tables: readonly string[], read: () => Promise<T>): Promise<T>;
}

export interface Engine extends Queries {
  /**
   * Runs `work` as one transaction, all or nothing: committed when it resolves, rolled back when it
   * throws. Nothing else is written in between, and nothing outside sees its changes before the commit.
   */
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  /** Grows with every committed change: caches of query results compare it before and after a read. */
  readonly generation: number;
  /** Resolves once every write committed so far would survive a crash. */
  whenDurable(): Promise<void>;
  /**
   * For an engine other processes write too (PostgreSQL): called as a request starts, it moves the
   * generation if another instance committed since this one last looked.
   */
  catchUp?(): Promise<void>;
  /**
   * A count of a large table read every row where `index` would have served it: an engine whose
   * planner cannot combine single-column indexes makes it once the filter recurs (index-advisor.ts).
   */
  countedWithoutIndex?(table: string, index: IndexSpec): void;
  close(): Promise<void>;
}

/**
 * A write the database's constraints refused, with the same message on both engines (SQLite's
 * wording, e.g. `UNIQUE constraint failed: articles.slug`).
 */
export class ConstraintError extends Error {
  constructor(
    readonly constraint: 'unique' | 'foreign key' | 'not null' | 'check',
    message: string,
  ) {
    super(message);
    this.name = 'ConstraintError';
  }
}

const SQLITE_CONSTRAINT = /^(UNIQUE|FOREIGN KEY|NOT NULL|CHECK) constraint failed/;

/** sql.js reports a refused write as a plain Error; name its kind the way the PostgreSQL engine does. */
export function sqliteConstraintError(err: unknown): unknown {
  if (!(err instanceof Error) || err instanceof ConstraintError) return err;
  const m = SQLITE_CONSTRAINT.exec(err.message);
  if (!m) return err;
  return new ConstraintError(m[1].toLowerCase() as ConstraintError['constraint'], err.message);
}

/**
 * The sql.js database behind the engine interface. Its synchronous API stays for today's callers.
 * A transaction whose work awaits holds the engine: other calls wait for its end, so they neither
 * see its uncommitted rows nor join it.
 */
export class SqlJsEngine implements Engine {
  readonly dialect = sqliteDialect;
  /** Settles when the open transaction ends; null when none is open. */
  private held: Promise<void> | null = null;
  private readonly inside: Queries;
  private readonly advisor = new IndexAdvisor(this);
  /** Analyzes again a table that grows past its statistics while the server runs. */
  readonly statistics: StatisticsUpkeep;

  constructor(readonly db: Database) {
    this.statistics = new StatisticsUpkeep(db, async () => {
      while (this.held) await this.held;
    });
    this.inside = {
      dialect: this.dialect,
      all: async (sql, params) => this.db.all(sql, params),
      get: async (sql, params) => this.db.get(sql, params),
      run: async (sql, params) =>
        this.counted(
          sql,
          this.write(() => this.db.run(sql, params)),
        ),
      ddl: async (sql) => this.write(() => this.db.ddl(sql)),
      memo: (_key, _tables, read) => read(),
    };
  }

  async all(sql: string, params?: Param[]): Promise<Row[]> {
    while (this.held) await this.held;
    return this.db.all(sql, params);
  }

  async get(sql: string, params?: Param[]): Promise<Row | undefined> {
    while (this.held) await this.held;
    return this.db.get(sql, params);
  }

  async run(sql: string, params?: Param[]): Promise<RunResult> {
    while (this.held) await this.held;
    return this.counted(
      sql,
      this.write(() => this.db.run(sql, params)),
    );
  }

  async ddl(sql: string): Promise<void> {
    while (this.held) await this.held;
    this.write(() => this.db.ddl(sql));
  }

  async transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
    while (this.held) await this.held;
    let release!: () => void;
    this.held = new Promise((resolve) => (release = resolve));
    try {
      this.db.begin();
      let result: T;
      try {
        result = await work(this.inside);
      } catch (err) {
        this.db.rollback();
        throw sqliteConstraintError(err);
      }
      this.db.commit();
      return result;
    } finally {
      this.held = null;
      release();
    }
  }

  get generation(): number {
    return this.db.generation;
  }

  async memo<T>(key: string, tables: readonly string[], read: () => Promise<T>): Promise<T> {
    // A caller here is outside any transaction, but another request's may be open, awaiting between
    // its statements: the database then keeps nothing (it cannot tell that caller from one inside),
    // and under concurrent writes the token, role and locale lookups were read again per request.
    // After it ends, this reads (and keeps) committed rows only.
    while (this.held) await this.held;
    // A commit to `tables` after the read began makes the kept promise stale, so it is read again.
    return this.db.memo(key, tables, read);
  }

  whenDurable(): Promise<void> {
    return this.db.whenDurable();
  }

  countedWithoutIndex(table: string, index: IndexSpec): void {
    this.advisor.sighted(table, index);
  }

  async close(): Promise<void> {
    while (this.held) await this.held;
    this.db.close();
  }

  private write<T>(fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      throw sqliteConstraintError(err);
    }
  }

  private counted(sql: string, result: RunResult): RunResult {
    this.statistics.wrote(sql, result.changes);
    return result;
  }
}

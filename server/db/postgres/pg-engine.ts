// PostgreSQL behind the engine interface, through a `pg` pool. Rows come back in the shapes the
// sql.js engine gives (numbers for times, 0/1 for booleans, JSON as text), so code above the engine
// reads them one way; a transaction runs on one pooled client from BEGIN to COMMIT. A transaction
// that wrote tells the other instances on the database which tables it changed, as part of itself
// (pg-change-feed.ts); the engine's generation counts the changes of all of them.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Change, ChangeFeed } from '../change-feed.ts';
import type { Row } from '../database.ts';
import { postgresDialect } from '../dialect/postgres.ts';
import type { Engine, Param, Queries, RunResult } from '../engine.ts';
import { writtenTable } from '../table-memos.ts';
import { PostgresTarget, describeTarget } from './target.ts';
import { connectionLost, postgresError, unreachableError } from './errors.ts';
import { PgChangeFeed, notifyStatement } from './pg-change-feed.ts';
import { loadPgDriver, type PgDriver } from './pg-driver.ts';
import { BUMP_CHANGE_COUNT, ChangeCount, changeCountTable } from './change-count.ts';

/** Type parsers by PostgreSQL type oid: each value as SQLite (and so the rest of Tessera) has it. */
const PARSERS: Record<number, (text: string) => unknown> = {
  16: (t) => (t === 't' ? 1 : 0), // boolean
  20: Number, // bigint
  1700: Number, // numeric
  114: (t) => t, // json
  3802: (t) => t, // jsonb
  1082: (t) => t, // date, kept as 'YYYY-MM-DD'
  1114: (t) => Date.parse(`${t.replace(' ', 'T')}Z`), // timestamp without time zone, as UTC
  1184: (t) => Date.parse(t.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')), // timestamptz
};

function typeParsers(driver: PgDriver) {
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      const own = PARSERS[oid];
      if (own && format !== 'binary') return own;
      return driver.types.getTypeParser(oid, format as 'text');
    },
  };
}

const CONNECT_TIMEOUT_MS = 10_000;

const INSERT = /^\s*INSERT\b/i;
const RETURNING = /\bRETURNING\b/i;

export interface PgEngineOptions {
  /** Hear the other instances' changes (a serving instance); commands that only run statements do not. */
  listen?: boolean;
}

export class PgEngine implements Engine {
  readonly dialect = postgresDialect;
  private readonly direct: Queries;
  private changes = 0;
  private readonly changeCount = new ChangeCount();
  private readonly memos = new Map<string, Promise<unknown>>();
  private memoGeneration = -1;

  private constructor(
    private readonly pool: pg.Pool,
    readonly target: PostgresTarget,
    /** This engine's name in the change feed's messages. */
    readonly instance: string,
    /** What other instances tell this one; null when it does not listen. */
    readonly feed: ChangeFeed | null,
    /** Whether the database keeps the count of changes (change-count.ts). */
    private readonly counted: boolean,
  ) {
    this.direct = queriesOn(pool);
  }

  /** Connects once, so that a database that cannot be reached stops start-up with the reason. */
  static async open(target: PostgresTarget, options: PgEngineOptions = {}): Promise<PgEngine> {
    const driver = await loadPgDriver();
    const config = {
      connectionString: target.url,
      ...(target.connection ?? {}),
      ssl: target.ssl,
      options: target.schema ? `-c search_path=${target.schema}` : undefined,
      types: typeParsers(driver),
      // A server that vanished without closing the socket (a host down, a cable out) is noticed, and a
      // connection that cannot be made in time is a 503 rather than a request waiting for ever.
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    } as pg.ClientConfig;
    const pool = new driver.Pool({
      ...config,
      min: target.pool?.min ?? 0,
      max: target.pool?.max ?? 10,
    } as pg.PoolConfig);
    // An idle client that loses its connection must not take the process down: the pool drops it.
    pool.on('error', () => {});
    const instance = randomUUID();
    let feed: PgChangeFeed | null = null;
    let counted: boolean;
    try {
      counted = await changeCountTable(pool, options.listen === true);
      if (options.listen) feed = await PgChangeFeed.start(config, pool, instance);
    } catch (err) {
      await pool.end().catch(() => {});
      throw unreachableError(describeTarget(target), err);
    }
    const engine = new PgEngine(pool, target, instance, feed, counted);
    if (feed) {
      feed.subscribe((change) => {
        if (change.kind === 'data' || change.kind === 'missed') engine.changes++;
      });
    }
    return engine;
  }

  /**
   * Grows with every change committed to the database, by this instance or, as the feed tells it,
   * by another; caches of query results compare against it. While this instance cannot hear the
   * others it grows at every look, so that nothing is answered from a cache meanwhile.
   */
  get generation(): number {
    if (this.feed && !this.feed.listening) this.changes++;
    return this.changes;
  }

  /**
   * At the start of a request: a commit made before it on another instance whose notice has not
   * arrived yet still empties this instance's caches, so that no answer is older than the request.
   */
  async catchUp(): Promise<void> {
    if (!this.counted) return;
    const unheard = await this.changeCount.unheardCommits(this.pool).catch((err) => {
      throw postgresError(err);
    });
    if (unheard) this.changes++;
  }

  all(sql: string, params?: Param[]): Promise<Row[]> {
    return this.direct.all(sql, params);
  }

  get(sql: string, params?: Param[]): Promise<Row | undefined> {
    return this.direct.get(sql, params);
  }

  /**
   * A statement on Tessera's own bookkeeping tables (rate-limit windows, revoked studio sessions),
   * from which no cached answer derives: outside the change feed and the generation, so that counting
   * a sign-in attempt or a sign-out empties no cache on any instance.
   */
  bookkeeping(sql: string, params?: Param[]): Promise<Row[]> {
    return this.direct.all(sql, params);
  }

  memo<T>(key: string, _tables: readonly string[], read: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    if (this.memoGeneration !== generation) {
      this.memos.clear();
      this.memoGeneration = generation;
    }
    let kept = this.memos.get(key) as Promise<T> | undefined;
    if (!kept) {
      kept = read();
      this.memos.set(key, kept);
      // A read that overlapped a commit may hold the state before it: keep it only if none came.
      const drop = () => this.memos.get(key) === kept && this.memos.delete(key);
      kept.then(() => generation === this.generation || drop(), drop);
    }
    return kept;
  }

  /** A write on its own is a transaction of its own, so that its message travels with its commit. */
  run(sql: string, params?: Param[]): Promise<RunResult> {
    return this.transaction((tx) => tx.run(sql, params));
  }

  /** Outside a transaction (CREATE DATABASE cannot run in one); the others hear of it after. */
  async ddl(sql: string): Promise<void> {
    await this.direct.ddl(sql);
    this.changes++;
    if (this.counted)
      await this.pool.query(BUMP_CHANGE_COUNT).catch((err) => {
        throw postgresError(err);
      });
    await this.pool.query(notifyStatement(this.instance, { kind: 'data', tables: '*' })).catch((err) => {
      throw postgresError(err);
    });
  }

  async transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
    const client = await this.pool.connect().catch((err) => {
      throw postgresError(err);
    });
    const written = new WrittenTables();
    let broken: Error | undefined;
    // A connection lost between two statements is reported as an event on the client: without a
    // listener it would end the process. The next statement fails with it, which the request gets.
    const lost = (err: Error) => (broken = err);
    client.on('error', lost);
    try {
      await client.query('BEGIN');
      let result: T;
      let count: number | undefined;
      try {
        result = await work(queriesOn(client, written));
        const change = written.change();
        if (change && this.counted) count = Number((await client.query(BUMP_CHANGE_COUNT)).rows[0]?.n);
        if (change) await client.query(notifyStatement(this.instance, change));
      } catch (err) {
        await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        throw connectionLost(err) ?? err;
      }
      await client.query('COMMIT').catch((e: Error) => {
        broken = e;
        throw postgresError(e);
      });
      if (written.any) this.changes++;
      if (count !== undefined) this.changeCount.committed(count);
      return result;
    } catch (err) {
      const lostConnection = connectionLost(err);
      if (lostConnection) broken ??= err as Error;
      throw lostConnection ?? err;
    } finally {
      // A client whose rollback or commit failed may still be inside the transaction (or has lost its
      // connection): never hand it out again.
      client.off('error', lost);
      client.release(broken);
    }
  }

  /** A commit PostgreSQL acknowledged is already durable (synchronous_commit). */
  whenDurable(): Promise<void> {
    return Promise.resolve();
  }

  async close(): Promise<void> {
    await this.feed?.close();
    await this.pool.end();
  }
}

/** The tables a transaction wrote, for its message to the other instances. */
class WrittenTables {
  private readonly tables = new Set<string>();
  private everything = false;

  get any(): boolean {
    return this.everything || this.tables.size > 0;
  }

  /** A statement in PostgreSQL's quoting; one whose reach is not one table (a delete's cascades, DDL) changes them all. */
  note(sql: string): void {
    const table = writtenTable(sql);
    if (table === null) this.everything = true;
    else this.tables.add(table);
  }

  change(): Change | null {
    if (!this.any) return null;
    return { kind: 'data', tables: this.everything ? '*' : [...this.tables] };
  }
}

function queriesOn(on: pg.Pool | pg.PoolClient, written?: WrittenTables): Queries {
  const query = async (sql: string, params: Param[] = []) => {
    try {
      return await on.query({ text: postgresDialect.statement(sql), values: params as unknown[] });
    } catch (err) {
      throw postgresError(err);
    }
  };
  return {
    dialect: postgresDialect,
    async all(sql, params) {
      return (await query(sql, params)).rows as Row[];
    },
    async get(sql, params) {
      return (await query(sql, params)).rows[0] as Row | undefined;
    },
    async run(sql, params) {
      written?.note(postgresDialect.statement(sql));
      const withId = INSERT.test(sql) && !RETURNING.test(sql) ? `${sql}${postgresDialect.returningId}` : sql;
      const result = await query(withId, params);
      const last = result.rows.length ? result.rows[result.rows.length - 1] : undefined;
      return { changes: result.rowCount ?? 0, lastId: last && 'id' in last ? Number(last.id) : 0 };
    },
    async ddl(sql) {
      written?.note(postgresDialect.statement(sql));
      await query(sql);
    },
    memo: (_key, _tables, read) => read(),
  };
}

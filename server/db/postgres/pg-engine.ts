// PostgreSQL behind the engine interface, through a `pg` pool. Rows come back in the shapes the
// sql.js engine gives (numbers for times, 0/1 for booleans, JSON as text), so code above the engine
// reads them one way; a transaction runs on one pooled client from BEGIN to COMMIT.
import pg from 'pg';
import type { Row } from '../database.ts';
import { postgresDialect } from '../dialect/postgres.ts';
import type { Engine, Param, Queries, RunResult } from '../engine.ts';
import { PostgresTarget, describeTarget } from './target.ts';
import { postgresError, unreachableError } from './errors.ts';

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

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    const own = PARSERS[oid];
    if (own && format !== 'binary') return own;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

const INSERT = /^\s*INSERT\b/i;
const RETURNING = /\bRETURNING\b/i;

export class PgEngine implements Engine {
  readonly dialect = postgresDialect;
  generation = 0;
  private readonly direct: Queries;
  private readonly memos = new Map<string, Promise<unknown>>();
  private memoGeneration = -1;

  private constructor(
    private readonly pool: pg.Pool,
    readonly target: PostgresTarget,
  ) {
    this.direct = queriesOn(pool);
  }

  /** Connects once, so that a database that cannot be reached stops start-up with the reason. */
  static async open(target: PostgresTarget): Promise<PgEngine> {
    const pool = new pg.Pool({
      connectionString: target.url,
      ...(target.connection ?? {}),
      ssl: target.ssl,
      min: target.pool?.min ?? 0,
      max: target.pool?.max ?? 10,
      options: target.schema ? `-c search_path=${target.schema}` : undefined,
      types,
    } as pg.PoolConfig);
    // An idle client that loses its connection must not take the process down: the pool drops it.
    pool.on('error', () => {});
    try {
      await pool.query('SELECT 1');
    } catch (err) {
      await pool.end().catch(() => {});
      throw unreachableError(describeTarget(target), err);
    }
    return new PgEngine(pool, target);
  }

  all(sql: string, params?: Param[]): Promise<Row[]> {
    return this.direct.all(sql, params);
  }

  get(sql: string, params?: Param[]): Promise<Row | undefined> {
    return this.direct.get(sql, params);
  }

  async run(sql: string, params?: Param[]): Promise<RunResult> {
    try {
      return await this.direct.run(sql, params);
    } finally {
      this.generation++;
    }
  }

  async ddl(sql: string): Promise<void> {
    try {
      await this.direct.ddl(sql);
    } finally {
      this.generation++;
    }
  }

  memo<T>(key: string, _tables: readonly string[], read: () => Promise<T>): Promise<T> {
    if (this.memoGeneration !== this.generation) {
      this.memos.clear();
      this.memoGeneration = this.generation;
    }
    let kept = this.memos.get(key) as Promise<T> | undefined;
    if (!kept) {
      const generation = this.generation;
      kept = read();
      this.memos.set(key, kept);
      // A read that overlapped a commit may hold the state before it: keep it only if none came.
      const drop = () => this.memos.get(key) === kept && this.memos.delete(key);
      kept.then(() => generation === this.generation || drop(), drop);
    }
    return kept;
  }

  async transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      let result: T;
      try {
        result = await work(queriesOn(client));
      } catch (err) {
        await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        throw err;
      }
      await client.query('COMMIT').catch((e) => {
        throw postgresError(e);
      });
      this.generation++;
      return result;
    } finally {
      // A client whose rollback failed may still be inside the transaction: never hand it out again.
      client.release(broken);
    }
  }

  /** A commit PostgreSQL acknowledged is already durable (synchronous_commit). */
  whenDurable(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

function queriesOn(on: pg.Pool | pg.PoolClient): Queries {
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
      const withId = INSERT.test(sql) && !RETURNING.test(sql) ? `${sql}${postgresDialect.returningId}` : sql;
      const result = await query(withId, params);
      const last = result.rows.length ? result.rows[result.rows.length - 1] : undefined;
      return { changes: result.rowCount ?? 0, lastId: last && 'id' in last ? Number(last.id) : 0 };
    },
    async ddl(sql) {
      await query(sql);
    },
    memo: (_key, _tables, read) => read(),
  };
}

// Runs a FindQuery: one SELECT for the page, one COUNT when asked, then batched population.
import type { Engine, Queries } from '../db/engine.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';
import type { Condition, FindQuery } from './ast.ts';
import { populate } from './populate.ts';
import { AliasCounter, q } from './sql/fragment.ts';
import { compileOrderBy, decodeRow, selectList, selectedFields, type Entity } from './sql/select.ts';
import { compileWhere } from './sql/where.ts';

export interface QueryContext {
  db: Queries;
  /** The engine when reading outside a transaction: counts are kept per engine until its next commit. */
  engine?: Engine;
  registry: SchemaRegistry;
  /** Internal callers (login, tokens) read private fields; API output never does. */
  includePrivate?: boolean;
  /** The most entries one answer may carry once populated (`api.populate.maxEntries`; 0 = no bound). */
  maxPopulatedEntries?: number;
}

export async function findMany(ctx: QueryContext, model: Model, query: FindQuery): Promise<Entity[]> {
  const alias = 't';
  const aliases = new AliasCounter();
  const attrs = selectedFields(model, query.fields, ctx.includePrivate);
  const where = query.where ? compileWhere(ctx.registry, model, alias, query.where, aliases, ctx.db.dialect) : null;
  const order = compileOrderBy(ctx.registry, model, alias, query.sort);
  let sql = `SELECT ${selectList(alias, attrs)} FROM ${q(model.tableName)} ${alias}`;
  const params = [];
  if (where) {
    sql += ` WHERE ${where.sql}`;
    params.push(...where.params);
  }
  sql += ` ORDER BY ${order.sql}`;
  params.push(...order.params);
  if (query.limit !== undefined && query.limit !== null && query.limit >= 0) {
    sql += ' LIMIT ? OFFSET ?';
    params.push(sqlRowCount(query.limit), sqlRowCount(query.offset ?? 0));
  } else if (query.offset) {
    sql += ` ${ctx.db.dialect.offsetOnly}`;
    params.push(sqlRowCount(query.offset));
  }
  const rows = (await ctx.db.all(sql, params)).map((r) => decodeRow(r, attrs));
  if (query.populate) await populate(ctx, model, rows, query.populate);
  return rows;
}

/** SQLite refuses a LIMIT or OFFSET past 2^63 (`datatype mismatch`); any count that large already means "all rows". */
function sqlRowCount(n: number): number {
  return Math.min(n, Number.MAX_SAFE_INTEGER);
}

const counts = new WeakMap<Engine, { generation: number; values: Map<string, number> }>();

/**
 * Counting a large filtered table is the costliest part of a page; the answer only changes when
 * something is written, so it is kept until the next committed write (as every page of one
 * listing asks for the same count).
 */
export async function count(ctx: QueryContext, model: Model, where: Condition | undefined): Promise<number> {
  const alias = 't';
  let sql = `SELECT COUNT(*) AS n FROM ${q(model.tableName)} ${alias}`;
  const params = [];
  if (where) {
    const w = compileWhere(ctx.registry, model, alias, where, new AliasCounter(), ctx.db.dialect);
    sql += ` WHERE ${w.sql}`;
    params.push(...w.params);
  }
  const engine = ctx.engine;
  if (!engine) return Number((await ctx.db.get(sql, params))?.n ?? 0);
  const before = engine.generation;
  let cache = counts.get(engine);
  if (!cache || cache.generation !== before) {
    cache = { generation: before, values: new Map() };
    counts.set(engine, cache);
  }
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const known = cache.values.get(key);
  if (known !== undefined) return known;
  const n = Number((await ctx.db.get(sql, params))?.n ?? 0);
  // A count whose read overlapped a commit may predate it: answer it, but do not keep it.
  if (engine.generation !== before || counts.get(engine) !== cache) return n;
  if (cache.values.size > 2000) cache.values.clear();
  cache.values.set(key, n);
  return n;
}

export async function findOne(
  ctx: QueryContext,
  model: Model,
  id: number,
  query: Omit<FindQuery, 'limit' | 'offset' | 'sort'> = {},
): Promise<Entity | null> {
  const idCond: Condition = { type: 'compare', attribute: 'id', op: '$eq', value: id };
  const where: Condition = query.where ? { type: 'and', items: [idCond, query.where] } : idCond;
  return (await findMany(ctx, model, { ...query, where, limit: 1 }))[0] ?? null;
}

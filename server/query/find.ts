// Runs a FindQuery: one SELECT for the page, one COUNT when asked, then batched population.
import type { Engine, Queries } from '../db/engine.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';
import type { Condition, FindQuery } from './ast.ts';
import { populate } from './populate.ts';
import { AliasCounter, q, statementText, type Fragment } from './sql/fragment.ts';
import { compileOrderBy, decodeRow, selectHead, selectedFields, type Entity } from './sql/select.ts';
import { countReadsWholeTable, indexForFilter } from './sql/plan-hints/count-access.ts';
import { pinsOneRow } from './sql/plan-hints/conditions.ts';
import { pageAccess } from './sql/plan-hints/page-access.ts';
import { measureRanges } from './sql/plan-hints/ranges.ts';
import { compileWhere, tablesRead } from './sql/where.ts';

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

/** Strapi reads DISTINCT rows when its filter or sort joins a relation, which PostgreSQL sorts by id to do. */
function readsThroughRelation(ctx: QueryContext, model: Model, query: FindQuery): boolean {
  return (query.sort ?? []).some((s) => s.path.length > 1) || tablesRead(ctx.registry, model, query.where).length > 1;
}

export async function findMany(ctx: QueryContext, model: Model, query: FindQuery): Promise<Entity[]> {
  const alias = 't';
  const attrs = selectedFields(model, query.fields, ctx.includePrivate);
  const { dialect } = ctx.db;
  const plain = query.where ? compileWhere(ctx.registry, model, alias, query.where, new AliasCounter(), dialect) : null;
  // A filter that pins one row, or none, leaves the planner nothing to be told: not even asked.
  const planned = query.where !== undefined && !pinsOneRow(query.where);
  const hints = planned ? await measureRanges(ctx.db, model, query.where) : undefined;
  const where = hints
    ? compileWhere(ctx.registry, model, alias, query.where!, new AliasCounter(), dialect, hints)
    : plain;
  const tiesById = dialect.tiesInIdOrder || readsThroughRelation(ctx, model, query);
  const order = compileOrderBy(ctx.registry, model, alias, query.sort, tiesById);
  const limit = rowLimit(query.limit);
  const limited = limit !== null;
  const rowsWanted = (query.offset ?? 0) + (limit ?? 0);
  const plan = limited && planned ? await pageAccess(ctx.db, model, query.where, plain, query.sort, rowsWanted) : null;
  const read = (access: string | null | undefined, also?: Fragment) => {
    let sql = ` FROM ${q(model.tableName)} ${alias}`;
    if (access) sql += ` ${access}`;
    const params = [];
    const filter =
      where && also
        ? { sql: `(${where.sql}) AND ${also.sql}`, params: [...where.params, ...also.params] }
        : (where ?? also);
    if (filter) {
      sql += ` WHERE ${filter.sql}`;
      params.push(...filter.params);
    }
    if (order.sql) {
      sql += ` ORDER BY ${order.sql}`;
      params.push(...order.params);
    }
    if (limited) {
      // The limit is written into the statement, the offset bound: SQLite's planner reads a bound
      // LIMIT's value, so binding one compiled the whole statement again on every run (a page, and
      // every findOne, cost several times its lookup); a page size takes few values.
      sql += ` LIMIT ${sqlRowCount(limit!)} OFFSET ?`;
      params.push(sqlRowCount(query.offset ?? 0));
    } else if (query.offset) {
      sql += ` ${ctx.db.dialect.offsetOnly}`;
      params.push(sqlRowCount(query.offset));
    }
    return ctx.db.all(statementText(selectHead(alias, attrs), sql), params);
  };
  const group = plan?.firstGroup;
  // A full page from the first group is the page: those rows come before every other.
  let found = group ? await read(group.access, group.where) : null;
  if (!found || found.length < sqlRowCount(limit!)) found = await read(plan?.access);
  const rows = found.map((r) => decodeRow(r, attrs));
  if (query.populate) await populate(ctx, model, rows, query.populate);
  return rows;
}

/** The rows a limit bounds a page to; null for none (absent, or negative: `limit: -1` is all). */
function rowLimit(limit: number | null | undefined): number | null {
  return limit === undefined || limit === null || limit < 0 ? null : limit;
}

/** SQLite refuses a LIMIT or OFFSET past 2^63 (`datatype mismatch`); any count that large already means "all rows". */
function sqlRowCount(n: number): number {
  return Math.min(Math.trunc(n), Number.MAX_SAFE_INTEGER);
}

/**
 * Counting a large filtered table is the costliest part of a page; the answer only changes when
 * something is written, so it is kept until a write touches a table its filter reads (as every
 * page of one listing asks for the same count). Keyed by the filter without planner hints: a known
 * count needs nothing measured.
 */
export async function count(ctx: QueryContext, model: Model, where: Condition | undefined): Promise<number> {
  const alias = 't';
  const table = `${q(model.tableName)} ${alias}`;
  const { dialect } = ctx.db;
  const plain = where ? compileWhere(ctx.registry, model, alias, where, new AliasCounter(), dialect) : null;
  const read = async (): Promise<number> => {
    if (!where || !plain) return Number((await ctx.db.get(`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0);
    const hints = await measureRanges(ctx.db, model, where);
    const w = hints ? compileWhere(ctx.registry, model, alias, where, new AliasCounter(), dialect, hints) : plain;
    const wholeTable = await countReadsWholeTable(ctx.db, model, where, plain, hints);
    if (wholeTable && ctx.engine?.countedWithoutIndex) {
      const index = indexForFilter(model, where);
      if (index) ctx.engine.countedWithoutIndex(model.tableName, index);
    }
    const scan = wholeTable ? ` ${dialect.plannerHints!.notIndexed}` : '';
    return Number((await ctx.db.get(`SELECT COUNT(*) AS n FROM ${table}${scan} WHERE ${w.sql}`, w.params))?.n ?? 0);
  };
  if (!ctx.engine) return read();
  const key = `count:${table}${plain ? ` WHERE ${plain.sql}\u0000${JSON.stringify(plain.params)}` : ''}`;
  return ctx.engine.memo(key, tablesRead(ctx.registry, model, where), read);
}

/**
 * The total a page shows by itself: one that is not full holds the last of the matches, so they
 * number its offset and its rows, without counting (which reads every match again). Unknown (null)
 * for a full page, and for an empty one past the start, whose offset may be past the end.
 */
export function totalShownByPage(found: number, offset: number, limit: number | null | undefined): number | null {
  const bound = rowLimit(limit);
  if (bound !== null && found >= bound) return null;
  if (found === 0 && offset > 0) return null;
  return offset + found;
}

export function findOne(
  ctx: QueryContext,
  model: Model,
  id: number,
  query: Omit<FindQuery, 'limit' | 'offset' | 'sort'> = {},
): Promise<Entity | null> {
  const idCond: Condition = { type: 'compare', attribute: 'id', op: '$eq', value: id };
  const where: Condition = query.where ? { type: 'and', items: [idCond, query.where] } : idCond;
  // Spelled out, not spread, as entry-service's findMany is: one shape for findMany's reads.
  return findMany(ctx, model, { where, fields: query.fields, populate: query.populate, limit: 1 }).then(
    (rows) => rows[0] ?? null,
  );
}

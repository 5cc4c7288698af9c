// What a planner without value statistics cannot know, measured cheaply before a query on a large
// table runs. sql.js's SQLite is built without STAT4: ANALYZE tells it how many rows share a value,
// but it takes every range (`views > ?`) as keeping a quarter of the rows, whatever the bound, and
// it prices a lookup through an index far below what it costs in wasm. A broad range then drives
// tens of thousands of lookups (half a second at 100k rows, where reading the whole table takes
// 10-20 ms), and a sorted page of a broad filter gathers and sorts every match instead of walking
// the sort key's index until the page is full. Engines with their own statistics (PostgreSQL)
// have no `plannerHints` in their dialect, and nothing here runs for them.
import type { Queries } from '../../db/engine.ts';
import { HAS_STATISTICS } from '../../db/dialect/sqlite.ts';
import type { Param } from '../../db/journal.ts';
import { implicitColumns, isIndexedType, recurringFilterIndex, type IndexSpec } from '../../db/tessera-indexes.ts';
import type { Model } from '../../schema/types.ts';
import type { Condition, SortItem } from '../ast.ts';
import type { Fragment } from './fragment.ts';
import { q } from './fragment.ts';
import { compileCompare } from './where.ts';

/** Below this many rows every plan is fast: nothing is measured. */
export const LARGE_TABLE_ROWS = 10_000;

/** The share of rows a broad range is said to keep (any share well above a quarter serves). */
const BROAD_LIKELIHOOD = 0.5;

/** A filter keeping this share of the rows or more is counted by reading the table once. */
const BROAD_SHARE = 0.1;

/** A row found through an index costs about as much as this many rows read in order (measured in wasm). */
const LOOKUP_COST = 4;

/** Comparisons no index serves (SQLite's LIKE optimisation needs a case-insensitive column): they narrow nothing. */
const UNINDEXED_OPERATORS = new Set([
  '$eqi',
  '$ne',
  '$nei',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$notNull',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
]);

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte', '$between']);

/** Rowid blocks read to estimate the share of rows a whole filter keeps. */
const SAMPLE_BLOCKS = 8;
const SAMPLE_BLOCK_ROWS = 128;

export interface WhereHints {
  /** Range comparisons with the share of rows each was measured to keep. */
  shares: ReadonlyMap<Condition, number>;
  /** A measured comparison's SQL, as the planner is to see it. */
  likely(sql: string, share: number): string;
}

interface IndexStats {
  name: string;
  columns: string[];
  /** Rows sharing a value of the first column, from ANALYZE (1 when not analyzed). */
  rowsPerValue: number;
}

interface TableStats {
  rows: number;
  minId: number;
  maxId: number;
  indexes: IndexStats[];
}

/** Row count, id range and indexes of a table, read once per database generation. */
function tableStats(db: Queries, table: string): Promise<TableStats> {
  return db.memo(`plan-hints:${table}`, [table], async () => {
    const one = async (sql: string) => Number((await db.get(sql))?.n ?? 0);
    const rows = await one(`SELECT COUNT(*) AS n FROM ${q(table)}`);
    if (rows < LARGE_TABLE_ROWS) return { rows, minId: 0, maxId: 0, indexes: [] };
    const minId = await one(`SELECT MIN(${q('id')}) AS n FROM ${q(table)}`);
    const maxId = await one(`SELECT MAX(${q('id')}) AS n FROM ${q(table)}`);
    const analyzed = (await db.get(HAS_STATISTICS)) !== undefined;
    const stat1 = analyzed ? await db.all('SELECT idx, stat FROM sqlite_stat1 WHERE tbl = ?', [table]) : [];
    const perValue = new Map(stat1.map((r) => [String(r.idx), Number(String(r.stat).split(' ')[1] ?? 1)] as const));
    const indexes: IndexStats[] = [];
    for (const r of await db.all("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", [table])) {
      const name = String(r.name);
      const columns = (await db.all(`PRAGMA index_info(${q(name)})`)).map((c) => String(c.name));
      indexes.push({ name, columns, rowsPerValue: perValue.get(name) ?? 1 });
    }
    return { rows, minId, maxId, indexes };
  });
}

async function largeTable(db: Queries, model: Model): Promise<TableStats | null> {
  if (!db.dialect.plannerHints) return null;
  const stats = await tableStats(db, model.tableName);
  return stats.rows >= LARGE_TABLE_ROWS ? stats : null;
}

/**
 * The share of rows each range comparison of a filter's top-level AND keeps, on a large table:
 * counted through the range's own index, stopping at 2 % of the table (a walk of a few thousand
 * index entries). A broad range is said to keep half the rows, so it drives no lookups; a narrow
 * one its share, rounded up to a power of two (few distinct statements), so it drives them even
 * where the page is sorted by another indexed column.
 */
export async function measureRanges(
  db: Queries,
  model: Model,
  where: Condition | undefined,
): Promise<WhereHints | undefined> {
  const ranges = where && !pinsOneRow(where) ? conjuncts(where).filter(measurable) : [];
  const stats = ranges.length ? await largeTable(db, model) : null;
  const hints = db.dialect.plannerHints;
  if (!stats || !hints) return undefined;
  const enough = Math.max(1000, Math.ceil(stats.rows / 50));
  const shares = new Map<Condition, number>();
  for (const cond of ranges) {
    const column = columnOf(model, cond.attribute);
    const index = column && ledBy(stats, column);
    if (!index) continue;
    const test = compileCompare(`t.${q(column)}`, cond.op, cond.value);
    const probe =
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${q(model.tableName)} t ${hints.indexedBy(index.name)} ` +
      `WHERE ${test.sql} LIMIT ?)`;
    const kept = await measured(db, model, probe, [...test.params, enough]);
    shares.set(
      cond,
      kept >= enough ? BROAD_LIKELIHOOD : 2 ** Math.max(-20, Math.ceil(Math.log2(Math.max(kept, 1) / stats.rows))),
    );
  }
  return shares.size ? { shares, likely: hints.likely } : undefined;
}

/**
 * How a page of a filtered large table reads it, appended to `table alias`: through the sort key's
 * index, walked in order until the page is full (skipping what fails the filter, and reading whole
 * groups of rows that tie on the key), when that reads fewer rows than the filter keeps; else, for
 * a broad filter, row by row, as lookups of so many matches through another index cost more.
 */
export async function pageAccess(
  db: Queries,
  model: Model,
  where: Condition | undefined,
  compiled: Fragment | null,
  sort: SortItem[] | undefined,
  rowsWanted: number,
): Promise<string | null> {
  if (!where || !compiled || pinsOneRow(where) || !sampled(model, where)) return null;
  const stats = await largeTable(db, model);
  const hints = db.dialect.plannerHints;
  if (!stats || !hints) return null;
  const share = await filterShare(db, model, stats, compiled);
  const matches = share * stats.rows;
  if (matches < 1) return null;
  const wholeTable = share >= BROAD_SHARE ? hints.notIndexed : null;
  const first = sort?.[0];
  const column = first && first.path.length === 1 ? columnOf(model, first.path[0]) : null;
  const index = column && ledBy(stats, column);
  if (!first || !index) return wholeTable;
  // Where the index's order is not the page's whole order, the walk reads each group of rows tying
  // on the key before it can emit any: the first group it meets is measured (on the index alone).
  const worthIt = Math.ceil(matches / 2);
  const partial = first.order === 'desc' || sort!.length > 1 || !tiesInIdOrder(index);
  const ties = partial
    ? Math.max(index.rowsPerValue, await firstGroupRows(db, model, column!, index.name, first.order, worthIt))
    : 0;
  const walked = (rowsWanted * stats.rows) / matches + ties;
  return walked < worthIt ? hints.indexedBy(index.name) : wholeTable;
}

/** Ties of an index's key come in id order where nothing but the id follows it. */
function tiesInIdOrder(index: IndexStats): boolean {
  return index.columns.length === 1 || index.columns[1] === 'id';
}

/**
 * An index whose first column is `column`, one that walks ties in id order first: Tessera's own
 * indexes carry the implicit locale and publication columns after it, Strapi's have it alone.
 */
function ledBy(stats: TableStats, column: string): IndexStats | undefined {
  const led = stats.indexes.filter((i) => i.columns[0] === column);
  return led.find(tiesInIdOrder) ?? led[0];
}

/** How many rows share the first value of a walk of the index (counted up to `limit`, on the index alone). */
function firstGroupRows(
  db: Queries,
  model: Model,
  column: string,
  index: string,
  order: 'asc' | 'desc',
  limit: number,
): Promise<number> {
  const through = `${q(model.tableName)} t ${db.dialect.plannerHints!.indexedBy(index)}`;
  const col = `t.${q(column)}`;
  return measured(
    db,
    model,
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${through} WHERE ${col} IS ` +
      `(SELECT ${col} FROM ${through} ORDER BY ${col} ${order === 'desc' ? 'DESC' : 'ASC'} LIMIT 1) LIMIT ?)`,
    [limit],
  );
}

/**
 * Whether a count should read the whole table rather than look rows up through an index: its
 * filter keeps a large share of a large table, and no one index holds every column it tests (that
 * index alone would be counted, without reading rows).
 */
export async function countReadsWholeTable(
  db: Queries,
  model: Model,
  where: Condition,
  compiled: Fragment,
  ranges?: WhereHints,
): Promise<boolean> {
  const columns = testedColumns(model, where);
  if (!columns || pinsOneRow(where)) return false;
  const stats = await largeTable(db, model);
  if (!stats) return false;
  const covers = (i: IndexStats) => [...columns].every((c) => c === 'id' || i.columns.includes(c));
  if (stats.indexes.some(covers)) return false;
  if (rowsAnIndexReads(model, stats, where, ranges) * LOOKUP_COST >= stats.rows) return true;
  return (await filterShare(db, model, stats, compiled)) >= BROAD_SHARE;
}

/**
 * The index that would serve a filter's count without reading rows: equalities on some columns and
 * at most one range on another, besides what every find tests; null for any other filter (an OR, a
 * pattern no index serves, a relation), and for one column (its own index serves that).
 */
export function indexForFilter(model: Model, where: Condition): IndexSpec | null {
  const implicit = implicitColumns(model);
  const equal = new Set<string>();
  let range: string | null = null;
  for (const cond of conjuncts(where)) {
    if (cond.type !== 'compare') return null;
    const attr = model.attributes[cond.attribute];
    if (attr?.kind !== 'scalar' || !isIndexedType(attr.type)) return null;
    if (implicit.includes(attr.column)) continue;
    const single = cond.value !== null && !Array.isArray(cond.value);
    if ((cond.op === '$eq' && single) || (cond.op === '$in' && Array.isArray(cond.value))) equal.add(attr.column);
    else if (RANGE_OPERATORS.has(cond.op) && (range === null || range === attr.column)) range = attr.column;
    else return null;
  }
  equal.delete(range ?? '');
  if (equal.size === 0 || equal.size + (range ? 1 : 0) < 2) return null;
  return recurringFilterIndex(model, [...equal].sort(), range);
}

/**
 * The fewest rows an index could narrow a filter to before the rest of it is tested: per top-level
 * equality, the rows ANALYZE says share a value; per range, its measured share. 0 where a part of
 * the filter could be served some other way (ids, alternatives, negations): nothing is assumed there.
 */
function rowsAnIndexReads(model: Model, stats: TableStats, where: Condition, ranges?: WhereHints): number {
  let fewest = stats.rows;
  for (const cond of conjuncts(where)) {
    if (cond.type !== 'compare') return 0;
    if (UNINDEXED_OPERATORS.has(cond.op) || (cond.op === '$null' && cond.value !== true)) continue;
    const column = columnOf(model, cond.attribute);
    if (!column) return 0;
    const share = ranges?.shares.get(cond);
    if (share !== undefined) {
      fewest = Math.min(fewest, share * stats.rows);
      continue;
    }
    const index = stats.indexes.find((i) => i.columns[0] === column);
    if (!index) continue;
    if (RANGE_OPERATORS.has(cond.op)) return 0;
    const values = cond.op === '$in' && Array.isArray(cond.value) ? cond.value.length : 1;
    fewest = Math.min(fewest, values * index.rowsPerValue);
  }
  return fewest;
}

/**
 * Whether a filter's share is estimated on a sample: not through relations, whose `IN (…)` reads
 * every matching link once per statement (sampling would read them a third time), and which the
 * planner already drives from the links.
 */
function sampled(model: Model, where: Condition): boolean {
  return testedColumns(model, where) !== null;
}

/** The share of rows a filter keeps, estimated on a few blocks of rows spread over the table. */
async function filterShare(db: Queries, model: Model, stats: TableStats, where: Fragment): Promise<number> {
  const span = stats.maxId - stats.minId + 1;
  const blocks: Param[] = [];
  for (let i = 0; i < SAMPLE_BLOCKS; i++) {
    const start = stats.minId + Math.floor((span * i) / SAMPLE_BLOCKS);
    blocks.push(start, start + SAMPLE_BLOCK_ROWS - 1);
  }
  const inBlocks = Array.from({ length: SAMPLE_BLOCKS }, () => `t.${q('id')} BETWEEN ? AND ?`).join(' OR ');
  const sampled = await measured(
    db,
    model,
    `SELECT COUNT(*) AS n FROM ${q(model.tableName)} t WHERE ${inBlocks}`,
    blocks,
  );
  if (sampled === 0) return 0;
  // Read through the blocks' ids, never an index of the filter (which could read most of the table).
  const kept = await measured(
    db,
    model,
    `SELECT COUNT(*) AS n FROM ${q(model.tableName)} t ${db.dialect.plannerHints!.notIndexed} WHERE (${inBlocks}) AND ${where.sql}`,
    [...blocks, ...where.params],
  );
  return kept / sampled;
}

/**
 * A measuring count (a page and its count measure the same filter), kept until the model's table
 * is written: it only steers a plan, so a share through a relation may lag its links' changes.
 */
function measured(db: Queries, model: Model, sql: string, params: Param[]): Promise<number> {
  return db.memo(`plan-hints:${sql}\u0000${JSON.stringify(params)}`, [model.tableName], async () =>
    Number((await db.get(sql, params))?.n ?? 0),
  );
}

/** A range comparison with one bound (or a `$between`): what measureRanges can count through an index. */
function measurable(cond: Condition): cond is Extract<Condition, { type: 'compare' }> {
  if (cond.type !== 'compare' || !RANGE_OPERATORS.has(cond.op)) return false;
  return cond.op === '$between' || (!Array.isArray(cond.value) && cond.value !== null);
}

/**
 * A filter that holds `id = value` keeps one row at most, read through the primary key whatever
 * else it tests: nothing is worth measuring (an entry read back after its write is the common case,
 * and inside a transaction nothing measured is kept, so every write would count its table again).
 */
function pinsOneRow(where: Condition): boolean {
  return conjuncts(where).some(
    (c) =>
      c.type === 'compare' && c.attribute === 'id' && c.op === '$eq' && c.value !== null && !Array.isArray(c.value),
  );
}

function conjuncts(cond: Condition): Condition[] {
  return cond.type === 'and' ? cond.items.flatMap(conjuncts) : [cond];
}

/** The columns of the table a condition tests, or null when it also looks through a relation. */
function testedColumns(model: Model, cond: Condition): Set<string> | null {
  switch (cond.type) {
    case 'and':
    case 'or': {
      const out = new Set<string>();
      for (const item of cond.items) {
        const inner = testedColumns(model, item);
        if (!inner) return null;
        for (const c of inner) out.add(c);
      }
      return out;
    }
    case 'not':
      return testedColumns(model, cond.item);
    case 'compare':
      return new Set([columnOf(model, cond.attribute) ?? 'id']);
    case 'nested':
      return null;
  }
}

function columnOf(model: Model, attribute: string): string | null {
  if (attribute === 'id') return null;
  const attr = model.attributes[attribute];
  return attr?.kind === 'scalar' ? attr.column : null;
}

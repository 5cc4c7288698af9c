// How a page reads its table: in the order of the sort key's index, in id order, or row by row,
// where SQLite left to itself would look up and sort every match.
import type { Queries } from '../../../db/engine.ts';
import { implicitColumns } from '../../../db/tessera-indexes.ts';
import type { Model } from '../../../schema/types.ts';
import type { Condition, SortItem } from '../../ast.ts';
import { joinFragments, q, type Fragment } from '../fragment.ts';
import { compileCompare } from '../where.ts';
import { columnOf, conjuncts, pinsOneRow, sampled, UNINDEXED_OPERATORS } from './conditions.ts';
import {
  BROAD_SHARE,
  filterShare,
  LARGE_TABLE_ROWS,
  LOOKUP_COST,
  measured,
  measuredAs,
  tableStats,
  ledBy,
  tiesInIdOrder,
} from './statistics.ts';

/**
 * How a page reads its table: `access` is appended to `table alias` (null: as SQLite plans it).
 * `firstGroup`, where set, is tried first: the rows that share the sort key's first value, read
 * in id order through `access`, hold a page that lies wholly among them (see pageAccess).
 */
export interface PagePlan {
  access: string | null;
  firstGroup?: { where: Fragment; access: string };
}

/**
 * How a page of a filtered table reads it. A large table: through the sort key's index, walked in
 * order until the page is full (skipping what fails the filter, and reading whole groups of rows
 * that tie on the key), when that reads fewer rows than the filter keeps; else, for a broad filter,
 * row by row, as lookups of so many matches through another index cost more. A small one: row by
 * row in id order where the page is in id order (below).
 *
 * Where the key's first value is shared by so many rows that a walk against the index's order (a
 * descending sort, whose ties come in id order) would read them all (a key of few values, as an
 * enumeration; rows loaded at one instant), the page probably lies among those rows, which come
 * first: they are read in id order, stopping once the page is full, and only a page that runs past
 * them is read as it would have been.
 */
export async function pageAccess(
  db: Queries,
  model: Model,
  where: Condition | undefined,
  compiled: Fragment | null,
  sort: SortItem[] | undefined,
  rowsWanted: number,
): Promise<PagePlan | null> {
  if (!where || !compiled || pinsOneRow(where) || !sampled(where)) return null;
  const hints = db.dialect.plannerHints;
  if (!hints) return null;
  const stats = await tableStats(db, model.tableName);
  if (stats.rows < LARGE_TABLE_ROWS) {
    return (await smallTableInIdOrder(db, model, stats.rows, where, sort)) ? { access: hints.notIndexed } : null;
  }
  const share = await filterShare(db, model, stats, compiled);
  const matches = share * stats.rows;
  if (matches < 1) return null;
  const wholeTable = { access: share >= BROAD_SHARE ? hints.notIndexed : null };
  const first = sort?.[0];
  const column = first && first.path.length === 1 ? columnOf(model, first.path[0]) : null;
  const index = column && ledBy(stats, column);
  if (!first || !index) return wholeTable;
  // Where the index's order is not the page's whole order, the walk reads each group of rows tying
  // on the key before it can emit any: the first group it meets is measured (on the index alone).
  const worthIt = Math.ceil(matches / 2);
  const partial = first.order === 'desc' || sort!.length > 1 || !tiesInIdOrder(index);
  const firstGroup = partial ? await firstGroupRows(db, model, column!, index.name, first.order, worthIt) : 0;
  const walked = (rowsWanted * stats.rows) / matches + Math.max(index.rowsPerValue, firstGroup);
  // The first group read alone, through the index where it holds ties in id order (a descending
  // walk meets them in reverse), when that looks up fewer rows than the walk would read, and costs
  // less than reading the table whole. Its matches are estimated on the group measured, not on ANALYZE's
  // average, lest a small first group be read in vain; twice the page among them leaves room for a
  // filter that keeps fewer of them than of the table.
  const lookups = (rowsWanted / share) * LOOKUP_COST;
  if (
    sort!.length === 1 &&
    tiesInIdOrder(index) &&
    rowsWanted * 2 <= firstGroup * share &&
    lookups < Math.min(walked * LOOKUP_COST, stats.rows)
  ) {
    const key = (alias: string) => `${alias}.${q(column!)}`;
    const through = `${q(model.tableName)} g ${hints.indexedBy(index.name)}`;
    const firstValue = `(SELECT ${key('g')} FROM ${through} ORDER BY ${key('g')} ${first.order === 'desc' ? 'DESC' : 'ASC'} LIMIT 1)`;
    return {
      access: wholeTable.access,
      firstGroup: { where: { sql: `${key('t')} IS ${firstValue}`, params: [] }, access: hints.indexedBy(index.name) },
    };
  }
  if (walked < worthIt) return { access: hints.indexedBy(index.name) };
  return wholeTable;
}

/**
 * Whether a page in id order of a small table is read in that order, stopping once it is full,
 * rather than through the index of the locale and publication state every find tests, which
 * SQLite prefers without statistics: it looks each match up and sorts them all, three times the
 * work of reading a small table whole (wasm makes lookups and sorts dear). Only where nothing
 * but those columns could narrow the filter through an index (a pattern on text never does), and
 * those columns keep at least a share of the rows that makes their lookups cost as much as the
 * whole table (counted on their index, up to that many, kept until the table is written).
 */
async function smallTableInIdOrder(
  db: Queries,
  model: Model,
  rows: number,
  where: Condition,
  sort: SortItem[] | undefined,
): Promise<boolean> {
  const first = sort?.[0];
  if (first && !(first.path.length === 1 && first.path[0] === 'id')) return false;
  const implicit = implicitColumns(model);
  const tests: Array<{ column: string; op: string; value: unknown }> = [];
  for (const cond of conjuncts(where)) {
    if (cond.type !== 'compare') return false;
    const column = columnOf(model, cond.attribute);
    if (column && implicit.includes(column)) tests.push({ column, op: cond.op, value: cond.value });
    else if (!UNINDEXED_OPERATORS.has(cond.op)) return false;
  }
  if (tests.length === 0) return false;
  const enough = Math.ceil(rows / LOOKUP_COST);
  let key = `id-order:${model.tableName}\u0000${enough}`;
  for (const { column, op, value } of tests) key += `\u0000${column}\u0000${op}\u0000${JSON.stringify(value)}`;
  const kept = await measuredAs(db, model, key, () => {
    const test = joinFragments(
      tests.map(({ column, op, value }) => compileCompare(`t.${q(column)}`, op, value)),
      ' AND ',
    );
    const sql = `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${q(model.tableName)} t WHERE ${test.sql} LIMIT ?)`;
    return { sql, params: [...test.params, enough] };
  });
  return kept >= enough;
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

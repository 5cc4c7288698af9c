// How a page of a large table reads it: in the order of the sort key's index, or row by row, where
// SQLite left to itself would look up and sort every match.
import type { Queries } from '../../../db/engine.ts';
import type { Model } from '../../../schema/types.ts';
import type { Condition, SortItem } from '../../ast.ts';
import type { Fragment } from '../fragment.ts';
import { q } from '../fragment.ts';
import { columnOf, pinsOneRow, sampled } from './conditions.ts';
import { BROAD_SHARE, filterShare, largeTable, ledBy, measured, tiesInIdOrder } from './statistics.ts';

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

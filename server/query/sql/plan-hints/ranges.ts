// How much of a large table each range comparison keeps, counted through the range's own index:
// SQLite without STAT4 takes every range as keeping a quarter of the rows.
import type { Queries } from '../../../db/engine.ts';
import type { Model } from '../../../schema/types.ts';
import type { Condition } from '../../ast.ts';
import { q } from '../fragment.ts';
import { compileCompare } from '../where.ts';
import { columnOf, conjuncts, measurable, pinsOneRow } from './conditions.ts';
import { largeTable, ledBy, measured } from './statistics.ts';

/** The share of rows a broad range is said to keep (any share well above a quarter serves). */
const BROAD_LIKELIHOOD = 0.5;
export interface WhereHints {
  /** Range comparisons with the share of rows each was measured to keep. */
  shares: ReadonlyMap<Condition, number>;
  /** A measured comparison's SQL, as the planner is to see it. */
  likely(sql: string, share: number): string;
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

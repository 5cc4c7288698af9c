// How a count reads its table, and which index would let a recurring filter's count skip the rows.
import type { Queries } from '../../../db/engine.ts';
import { implicitColumns, isIndexedType, recurringFilterIndex, type IndexSpec } from '../../../db/tessera-indexes.ts';
import type { Model } from '../../../schema/types.ts';
import type { Condition } from '../../ast.ts';
import type { Fragment } from '../fragment.ts';
import {
  asksPublishedOnly,
  columnOf,
  conjuncts,
  pinsOneRow,
  RANGE_OPERATORS,
  testedColumns,
  UNINDEXED_OPERATORS,
} from './conditions.ts';
import type { WhereHints } from './ranges.ts';
import {
  BROAD_SHARE,
  filterShare,
  largeTable,
  LOOKUP_COST,
  serves,
  type IndexStats,
  type TableStats,
} from './statistics.ts';

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
  const published = asksPublishedOnly(model, where);
  const covers = (i: IndexStats) =>
    serves(i, published) && [...columns].every((c) => c === 'id' || i.columns.includes(c));
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
  return recurringFilterIndex(model, [...equal].sort(), range, asksPublishedOnly(model, where));
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
    const index = stats.indexes.find((i) => i.columns[0] === column && serves(i, false));
    if (!index) continue;
    if (RANGE_OPERATORS.has(cond.op)) return 0;
    const values = cond.op === '$in' && Array.isArray(cond.value) ? cond.value.length : 1;
    fewest = Math.min(fewest, values * index.rowsPerValue);
  }
  return fewest;
}

// What a filter's top-level conditions are, as the plan hints read them: which columns they test,
// which an index could serve, and whether one pins a single row.
import type { Model } from '../../../schema/types.ts';
import type { Condition } from '../../ast.ts';

/** Comparisons no index serves (SQLite's LIKE optimisation needs a case-insensitive column): they narrow nothing. */
export const UNINDEXED_OPERATORS = new Set([
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

export const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte', '$between']);
/**
 * Whether a filter's share is estimated on a sample: not through relations, whose `IN (…)` reads
 * every matching link once per statement (sampling would read them a third time), and which the
 * planner already drives from the links.
 */
export function sampled(where: Condition): boolean {
  return !testsThroughRelation(where);
}

/** Whether a condition looks through a relation anywhere (its tested columns are then not the table's alone). */
function testsThroughRelation(cond: Condition): boolean {
  switch (cond.type) {
    case 'and':
    case 'or':
      return cond.items.some(testsThroughRelation);
    case 'not':
      return testsThroughRelation(cond.item);
    case 'nested':
      return true;
    default:
      return false;
  }
}

/** A range comparison with one bound (or a `$between`): what measureRanges can count through an index. */
export function measurable(cond: Condition): cond is Extract<Condition, { type: 'compare' }> {
  if (cond.type !== 'compare' || !RANGE_OPERATORS.has(cond.op)) return false;
  return cond.op === '$between' || (!Array.isArray(cond.value) && cond.value !== null);
}

/**
 * A filter that holds `id = value` keeps one row at most, read through the primary key whatever
 * else it tests: nothing is worth measuring (an entry read back after its write is the common case,
 * and inside a transaction nothing measured is kept, so every write would count its table again).
 */
export function pinsOneRow(where: Condition): boolean {
  return conjuncts(where).some(
    (c) =>
      c.type === 'compare' && c.attribute === 'id' && c.op === '$eq' && c.value !== null && !Array.isArray(c.value),
  );
}

/**
 * Whether a filter keeps published entries only, tested as every find in the live state tests it:
 * an index of published rows alone (db/tessera-indexes.ts) serves such a filter, and no other.
 */
export function asksPublishedOnly(model: Model, where: Condition): boolean {
  return conjuncts(where).some(
    (c) =>
      c.type === 'compare' &&
      c.op === '$notNull' &&
      c.value === true &&
      columnOf(model, c.attribute) === 'published_at',
  );
}

/** The conditions a top-level AND joins (nested ANDs flattened); the condition itself when it is no AND. */
export function conjuncts(cond: Condition, into: Condition[] = []): Condition[] {
  if (cond.type === 'and') for (const item of cond.items) conjuncts(item, into);
  else into.push(cond);
  return into;
}

/** The columns of the table a condition tests, or null when it also looks through a relation. */
export function testedColumns(model: Model, cond: Condition): Set<string> | null {
  if (testsThroughRelation(cond)) return null;
  const out = new Set<string>();
  addTestedColumns(model, cond, out);
  return out;
}

function addTestedColumns(model: Model, cond: Condition, out: Set<string>): void {
  switch (cond.type) {
    case 'and':
    case 'or':
      for (const item of cond.items) addTestedColumns(model, item, out);
      return;
    case 'not':
      return addTestedColumns(model, cond.item, out);
    case 'compare':
      out.add(columnOf(model, cond.attribute) ?? 'id');
      return;
    case 'search':
      for (const a of cond.attributes) out.add(columnOf(model, a) ?? 'id');
      return;
  }
}

export function columnOf(model: Model, attribute: string): string | null {
  if (attribute === 'id') return null;
  const attr = model.attributes[attribute];
  return attr?.kind === 'scalar' ? attr.column : null;
}

// The indexes Tessera adds to Strapi's layout (Strapi itself indexes no scalar column of a content
// type): what they hold, and how they are told apart from Strapi's, so that both engines' syncs drop
// the ones a model or this rule no longer asks for.
import type { Model, ScalarAttribute } from '../schema/types.ts';

export const TESSERA_INDEX_SUFFIX = '_tessera_index';

/**
 * Ends the name of an index made for a filter that recurred (db/index-advisor.ts): no name of the
 * rule above ends so, whatever its column is called.
 */
export const RECURRING_FILTER_SUFFIX = '_tessera_filter_index';

/**
 * Ends the name of such an index of published rows only (`publishedOnly`): a name of the rule
 * above has `_tessera` right before `_filter_index`, so neither rule's names end as the other's.
 */
export const PUBLISHED_FILTER_SUFFIX = '_tessera_published_filter_index';

/** The condition of an index of published rows only, as written in its DDL. */
export const PUBLISHED_ROWS = '`published_at` IS NOT NULL';

export function isTesseraIndex(name: string): boolean {
  return name.endsWith(TESSERA_INDEX_SUFFIX);
}

export function isRecurringFilterIndex(name: string): boolean {
  return name.endsWith(RECURRING_FILTER_SUFFIX) || name.endsWith(PUBLISHED_FILTER_SUFFIX);
}

/**
 * Tessera's indexes among `existing` that `wanted` no longer holds: they are derived data, and one
 * this rule no longer makes (or a removed field's) is only a cost to every write.
 */
export function staleTesseraIndexes(existing: Iterable<string>, wanted: ReadonlySet<string>): string[] {
  return [...existing].filter((name) => isTesseraIndex(name) && !wanted.has(name));
}

/** Scalar types filters and sorts compare by value (not long text, JSON or passwords). */
const INDEXED: ReadonlySet<string> = new Set([
  'string',
  'uid',
  'enumeration',
  'email',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
  'date',
  'time',
  'datetime',
  'timestamp',
]);

/** Whether filters and sorts compare an attribute of this type by value, so that an index serves them. */
export function isIndexedType(type: string): boolean {
  return INDEXED.has(type);
}

export interface IndexSpec {
  name: string;
  columns: string[];
  unique?: boolean;
  /** Entries for published rows only (`WHERE PUBLISHED_ROWS`): only a query that asks for those alone can use it. */
  publishedOnly?: boolean;
}

/**
 * The columns every default find of the type tests besides its filter: one locale, published
 * entries only. An index holding them after its own column answers a count of a filter on that
 * column from the index alone; without them every such count read the table's rows (at 100k
 * articles, `category = ?` took 12 ms to count, 1.4-2.9 ms through the index).
 */
export function implicitColumns(model: Model): string[] {
  return [...(model.localized ? ['locale'] : []), ...(model.draftAndPublish ? ['published_at'] : [])];
}

/**
 * A filterable column's index: the column, then `id` (a sort on the column, whose ties Tessera
 * orders by id, walks the index in its exact order and stops at the page's last row), then the
 * implicit columns. None for the locale of a type that also has drafts: the locale-and-published
 * index serves it.
 */
export function scalarIndex(model: Model, attr: ScalarAttribute): IndexSpec | null {
  if (!isIndexedType(attr.type) || model.modelType !== 'contentType' || model.plugin) return null;
  const implicit = implicitColumns(model).filter((c) => c !== attr.column);
  if (attr.column === 'locale' && model.localized && model.draftAndPublish) return null;
  if (implicit.length === 0)
    return { name: `${model.tableName}_${attr.column}${TESSERA_INDEX_SUFFIX}`, columns: [attr.column] };
  const carried = implicit.map((c) => (c === 'published_at' ? 'published' : c)).join('_');
  return {
    name: `${model.tableName}_${attr.column}_${carried}${TESSERA_INDEX_SUFFIX}`,
    columns: [attr.column, 'id', ...implicit],
  };
}

/** Indexes of the type as a whole. */
export function modelIndexes(model: Model): IndexSpec[] {
  // Every default find of such a type asks for one locale's published entries.
  if (model.localized && model.draftAndPublish)
    return [
      { name: `${model.tableName}_locale_published${TESSERA_INDEX_SUFFIX}`, columns: ['locale', 'published_at'] },
    ];
  return [];
}

/**
 * The index for a filter of equalities on `equal` and a range on `range` (or none), counted again
 * and again: those columns, with the locale every find of a localized type asks for among the
 * equalities, then `id` and the other implicit columns, so that the filter's count is one walk of
 * adjacent index entries and its page looks up only the rows that pass. The locale after the range
 * was tested at each entry walked: at 100k articles, counting a category's 21,000 entries over a
 * bound of views took 4.7 ms that way, 4.3 with the locale among the walk's bounds.
 *
 * `published`: the filter asks for published entries only (every public find of a type with
 * drafts). Its index then holds published rows alone: a count walks no draft's entry and tests no
 * entry's publication (at 100k articles, a fifth of them drafts, counting a category over a bound
 * of views took 3.0-3.2 ms against 4.2-5.5 through an index of every row). The publication column
 * stays in it, so that it still holds every column such a filter tests.
 */
export function recurringFilterIndex(
  model: Model,
  equal: string[],
  range: string | null,
  published = false,
): IndexSpec {
  const locale = model.localized && !equal.includes('locale') && range !== 'locale' ? ['locale'] : [];
  const key = [...equal, ...locale, ...(range ? [range] : [])];
  const publishedOnly = published && model.draftAndPublish;
  return {
    // Columns joined by `__`: `a_b` then `c` is told from `a` then `b_c`.
    name: `${model.tableName}__${key.join('__')}${publishedOnly ? PUBLISHED_FILTER_SUFFIX : RECURRING_FILTER_SUFFIX}`,
    columns: [...key, 'id', ...implicitColumns(model).filter((c) => !key.includes(c))],
    ...(publishedOnly ? { publishedOnly } : {}),
  };
}

/**
 * Whether a recurring filter's index of these columns has the layout recurringFilterIndex gives
 * today: on a localized type, one whose key (the columns before `id`) lacks the locale was made by
 * an earlier rule, and is dropped at start to be made again once its filter recurs.
 */
export function hasRecurringFilterLayout(localized: boolean, columns: readonly string[]): boolean {
  const id = columns.indexOf('id');
  return !localized || columns.slice(0, id < 0 ? columns.length : id).includes('locale');
}

// The list view's filters: rows of (attribute, operator, value) as the studio edits them, the
// operators each attribute kind offers, and the REST `filters` object they become.
import { PRESENCE_OPERATORS } from '../../../shared/filter-operators.ts';
import type { StudioAttribute, StudioModel } from '../../../server/admin/studio-contract.ts';

export interface FilterRow {
  field: string;
  op: string;
  value: string;
}

export const OPERATOR_LABELS: Record<string, string> = {
  $eq: 'is',
  $ne: 'is not',
  $containsi: 'contains',
  $notContainsi: 'does not contain',
  $startsWithi: 'starts with',
  $endsWithi: 'ends with',
  $gt: 'is greater than',
  $gte: 'is greater than or equal to',
  $lt: 'is lower than',
  $lte: 'is lower than or equal to',
  $null: 'is empty',
  $notNull: 'is not empty',
};

const TEXT_OPS = ['$eq', '$ne', '$containsi', '$notContainsi', '$startsWithi', '$endsWithi', '$null', '$notNull'];
const ORDERED_OPS = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$null', '$notNull'];
const NUMBER_TYPES = new Set(['integer', 'biginteger', 'float', 'decimal']);
const DATE_TYPES = new Set(['date', 'datetime', 'time', 'timestamp']);
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid']);

/** Attributes the list can filter on: scalars with a comparable value, and relations (by id). */
export function filterableAttributes(model: StudioModel): StudioAttribute[] {
  return model.attributes.filter(
    (a) =>
      a.name !== 'localizations' &&
      a.type !== 'password' &&
      ((a.kind === 'scalar' && !['json', 'blocks'].includes(a.type)) ||
        (a.kind === 'relation' && !a.relation?.startsWith('morph'))),
  );
}

export function operatorsFor(attr: StudioAttribute | undefined): string[] {
  if (!attr) return [];
  if (attr.kind === 'relation') return ['$eq', '$ne', '$null', '$notNull'];
  if (attr.type === 'boolean') return ['$eq', '$ne', '$null', '$notNull'];
  if (attr.type === 'enumeration') return ['$eq', '$ne', '$null', '$notNull'];
  if (NUMBER_TYPES.has(attr.type) || DATE_TYPES.has(attr.type)) return ORDERED_OPS;
  if (TEXT_TYPES.has(attr.type)) return TEXT_OPS;
  return ['$eq', '$ne', '$null', '$notNull'];
}

export function needsValue(op: string): boolean {
  return !PRESENCE_OPERATORS.has(op);
}

/** Rows → REST `filters`: each row one `$and` item; relations compare the target's id. */
export function rowsToFilters(model: StudioModel, rows: FilterRow[]): Record<string, unknown> | undefined {
  const items = rows.flatMap((row) => {
    const attr = model.attributes.find((a) => a.name === row.field);
    if (!attr || !operatorsFor(attr).includes(row.op)) return [];
    if (needsValue(row.op) && row.value === '') return [];
    const value = needsValue(row.op) ? row.value : true;
    const comparison = { [row.op]: value };
    return [{ [attr.name]: attr.kind === 'relation' ? { id: comparison } : comparison }];
  });
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { $and: items };
}

export function describeRow(model: StudioModel, row: FilterRow): string {
  const attr = model.attributes.find((a) => a.name === row.field);
  const op = OPERATOR_LABELS[row.op] ?? row.op;
  return `${attr?.name ?? row.field} ${op}${needsValue(row.op) ? ` ${row.value}` : ''}`;
}

export function encodeRows(rows: FilterRow[]): string {
  return rows.length ? JSON.stringify(rows) : '';
}

export function decodeRows(raw: string | null): FilterRow[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw);
    return Array.isArray(parsed)
      ? parsed
          .filter((r) => r && typeof r.field === 'string' && typeof r.op === 'string')
          .map((r) => ({ field: r.field, op: r.op, value: String(r.value ?? '') }))
      : [];
  } catch {
    return [];
  }
}

// The REST tester's query form and the Strapi query parameters it stands for, both ways: the form
// becomes `qs` parameters (and so the query string a client sends), and a query string typed by
// hand becomes the form again, as far as the form can show it.
import qs from 'qs';
import { LIST_OPERATORS, PRESENCE_OPERATORS } from '../../../shared/filter-operators.ts';

export interface FilterRow {
  /** An attribute path: `title`, `author.name`. */
  field: string;
  op: string;
  value: string;
}

export interface SortRow {
  field: string;
  order: 'asc' | 'desc';
}

export interface QueryForm {
  filterMode: '$and' | '$or';
  filters: FilterRow[];
  sort: SortRow[];
  pagination: {
    mode: 'none' | 'page' | 'offset';
    page: string;
    pageSize: string;
    start: string;
    limit: string;
    withCount: '' | 'true' | 'false';
  };
  fields: string[];
  /** `['*']` for everything, or attribute names. */
  populate: string[];
  publicationState: '' | 'live' | 'preview';
  locale: string;
}

export function emptyForm(): QueryForm {
  return {
    filterMode: '$and',
    filters: [],
    sort: [],
    fields: [],
    populate: [],
    publicationState: '',
    locale: '',
    pagination: { mode: 'none', page: '1', pageSize: '25', start: '0', limit: '25', withCount: '' },
  };
}

type Params = Record<string, unknown>;

export function formToParams(form: QueryForm): Params {
  const params: Params = {};
  const filters = filtersOf(form);
  if (filters) params.filters = filters;
  if (form.sort.length) params.sort = form.sort.filter((s) => s.field).map((s) => `${s.field}:${s.order}`);
  const p = form.pagination;
  if (p.mode === 'page')
    params.pagination = { page: p.page, pageSize: p.pageSize, ...(p.withCount ? { withCount: p.withCount } : {}) };
  if (p.mode === 'offset')
    params.pagination = { start: p.start, limit: p.limit, ...(p.withCount ? { withCount: p.withCount } : {}) };
  if (form.fields.length) params.fields = form.fields;
  if (form.populate.length) params.populate = form.populate.includes('*') ? '*' : form.populate;
  if (form.publicationState) params.publicationState = form.publicationState;
  if (form.locale) params.locale = form.locale;
  return params;
}

function filtersOf(form: QueryForm): Params | undefined {
  const items = form.filters
    .filter((r) => r.field && r.op && (PRESENCE_OPERATORS.has(r.op) || r.value !== ''))
    .map(rowToFilter);
  if (items.length === 0) return undefined;
  if (form.filterMode === '$or') return items.length === 1 ? items[0] : { $or: items };
  // `$and` of rows on different attributes reads best merged: filters[title][$eq]=…&filters[views][$gt]=…
  const merged: Params = {};
  for (const item of items) {
    if (!mergeInto(merged, item)) return { $and: items };
  }
  return merged;
}

function rowToFilter(row: FilterRow): Params {
  const value = PRESENCE_OPERATORS.has(row.op)
    ? true
    : LIST_OPERATORS.has(row.op)
      ? row.value
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v !== '')
      : row.value;
  return row.field.split('.').reduceRight<Params>((inner, key) => ({ [key]: inner }), { [row.op]: value });
}

/** Deep-merges `source` into `target`; false when both set the same operator. */
function mergeInto(target: Params, source: Params): boolean {
  for (const [k, v] of Object.entries(source)) {
    if (k.startsWith('$')) {
      if (k in target) return false;
      target[k] = v;
    } else {
      const inner = (target[k] ?? {}) as Params;
      if (!mergeInto(inner, v as Params)) return false;
      target[k] = inner;
    }
  }
  return true;
}

export function toQueryString(params: Params): string {
  return qs.stringify(params, { encodeValuesOnly: true });
}

export interface ParsedQuery {
  form: QueryForm;
  /** Parameters the form cannot show; they stay in the query string as typed. */
  unrepresented: string[];
}

export function queryStringToForm(text: string): ParsedQuery {
  const params = qs.parse(text.replace(/^\?/, ''), { depth: 20, arrayLimit: 100 }) as Params;
  const form = emptyForm();
  const unrepresented: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    const ok =
      key === 'filters'
        ? readFilters(value, form)
        : key === 'sort'
          ? readSort(value, form)
          : key === 'pagination'
            ? readPagination(value, form)
            : key === 'fields'
              ? readList(value, (l) => (form.fields = l))
              : key === 'populate'
                ? readList(value, (l) => (form.populate = l))
                : key === 'publicationState'
                  ? (value === 'live' || value === 'preview') && ((form.publicationState = value), true)
                  : key === 'locale'
                    ? typeof value === 'string' && ((form.locale = value), true)
                    : false;
    if (!ok) unrepresented.push(key);
  }
  return { form, unrepresented };
}

function readFilters(value: unknown, form: QueryForm): boolean {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length === 1 && (keys[0] === '$or' || keys[0] === '$and')) {
    const list = Array.isArray(value[keys[0]])
      ? (value[keys[0]] as unknown[])
      : Object.values(value[keys[0]] as Params);
    const rows: FilterRow[] = [];
    for (const item of list) {
      const r = flatten(item, []);
      if (!r) return false;
      rows.push(...r);
    }
    form.filterMode = keys[0];
    form.filters = rows;
    return true;
  }
  const rows = flatten(value, []);
  if (!rows) return false;
  form.filters = rows;
  return true;
}

/** `{ author: { name: { $eq: 'Ada' } } }` → rows; null when the shape is beyond the form. */
function flatten(value: unknown, path: string[]): FilterRow[] | null {
  if (!isObject(value)) return null;
  const rows: FilterRow[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (k === '$and' || k === '$or' || k === '$not') return null;
    if (k.startsWith('$')) {
      if (path.length === 0) return null;
      const text = Array.isArray(v) ? v.join(',') : PRESENCE_OPERATORS.has(k) ? '' : typeof v === 'string' ? v : null;
      if (text === null) return null;
      rows.push({ field: path.join('.'), op: k, value: text });
    } else {
      const inner = flatten(v, [...path, k]);
      if (!inner) return null;
      rows.push(...inner);
    }
  }
  return rows;
}

function readSort(value: unknown, form: QueryForm): boolean {
  const list =
    typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? (value as string[])
        : null;
  if (!list) return false;
  form.sort = list.filter(Boolean).map((s) => {
    const [field, order] = s.trim().split(':');
    return { field, order: order?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
  });
  return true;
}

function readPagination(value: unknown, form: QueryForm): boolean {
  if (!isObject(value)) return false;
  const p = form.pagination;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  if (value.withCount !== undefined)
    p.withCount = value.withCount === 'false' || value.withCount === 'f' || value.withCount === '0' ? 'false' : 'true';
  if (value.page !== undefined || value.pageSize !== undefined) {
    p.mode = 'page';
    p.page = str(value.page) ?? '1';
    p.pageSize = str(value.pageSize) ?? '25';
  } else if (value.start !== undefined || value.limit !== undefined) {
    p.mode = 'offset';
    p.start = str(value.start) ?? '0';
    p.limit = str(value.limit) ?? '25';
  }
  return Object.keys(value).every((k) => ['page', 'pageSize', 'start', 'limit', 'withCount'].includes(k));
}

function readList(value: unknown, set: (list: string[]) => void): boolean {
  if (typeof value === 'string') {
    set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
    return true;
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
    set(value as string[]);
    return true;
  }
  if (isObject(value) && Object.values(value).every((v) => typeof v === 'string')) {
    set(Object.values(value) as string[]);
    return true;
  }
  return false;
}

function isObject(v: unknown): v is Params {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

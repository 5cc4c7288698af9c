// How the studio reads entries: the list query (search, filters, sort, status, locale, page) and
// the populate map of the edit form (every relation, media, component and dynamic-zone item).
import { statusScope } from '../entries/draft-publish.ts';
import { ValidationError } from '../errors.ts';
import { and, type Condition, type PopulateMap, type SortItem } from '../query/ast.ts';
import { parseFilters } from '../query/params/parse-filters.ts';
import { parseSort } from '../query/params/parse-sort.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';

const SEARCHABLE = new Set(['string', 'text', 'richtext', 'email', 'uid', 'enumeration']);
const FULL_ACCESS = { canRead: () => true };

export interface ListQuery {
  where?: Condition;
  sort: SortItem[];
  page: number;
  pageSize: number;
  locale?: string;
}

export function parseListQuery(registry: SchemaRegistry, model: Model, query: Record<string, unknown>): ListQuery {
  const page = positiveInt(query.page, 1, 'page');
  const pageSize = Math.min(positiveInt(query.pageSize, 10, 'pageSize'), 200);
  const where = and(
    parseFilters(registry, model, query.filters, FULL_ACCESS),
    searchCondition(model, typeof query.search === 'string' ? query.search.trim() : ''),
    statusCondition(model, query.status),
  );
  const sort = parseSort(registry, model, query.sort, FULL_ACCESS) ?? [{ path: ['id'], order: 'desc' as const }];
  const locale = typeof query.locale === 'string' && query.locale ? query.locale : undefined;
  return { where, sort, page, pageSize, locale };
}

/** `search` looks in every text attribute (case-insensitive), and matches an id exactly. */
export function searchCondition(model: Model, search: string): Condition | undefined {
  if (!search) return undefined;
  const items: Condition[] = Object.values(model.attributes)
    .filter((a) => a.kind === 'scalar' && !a.system && a.type !== 'password' && SEARCHABLE.has(a.type))
    .map((a) => ({ type: 'compare', attribute: a.name, op: '$containsi', value: search }));
  if (/^\d+$/.test(search)) items.push({ type: 'compare', attribute: 'id', op: '$eq', value: Number(search) });
  return items.length ? { type: 'or', items } : { type: 'compare', attribute: 'id', op: '$eq', value: -1 };
}

function statusCondition(model: Model, status: unknown): Condition | undefined {
  if (status === undefined || status === '') return undefined;
  if (status === 'draft' || status === 'published' || status === 'all') return statusScope(model, status);
  if (!model.draftAndPublish) return undefined;
  throw new ValidationError('status must be draft, published or all');
}

function positiveInt(v: unknown, fallback: number, name: string): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new ValidationError(`${name} must be a positive integer`);
  return n;
}

/** One level of relations and media, for list cells. */
export function listPopulate(model: Model): PopulateMap {
  const map: PopulateMap = {};
  for (const a of Object.values(model.attributes)) {
    if ((a.kind === 'relation' && a.name !== 'localizations' && !a.morph) || a.kind === 'media') map[a.name] = {};
  }
  return map;
}

/** Everything the edit form shows: relations (their own fields), media, components and zones, all the way down. */
export function editPopulate(registry: SchemaRegistry, model: Model, depth = 0): PopulateMap {
  const map: PopulateMap = {};
  if (depth > 10) return map;
  for (const a of Object.values(model.attributes)) {
    if (a.kind === 'relation') {
      if (a.morph) continue;
      map[a.name] =
        a.name === 'localizations'
          ? { fields: ['locale', ...(registry.get(a.target).draftAndPublish ? ['publishedAt'] : [])] }
          : {};
    } else if (a.kind === 'media') {
      map[a.name] = {};
    } else if (a.kind === 'component') {
      map[a.name] = { populate: editPopulate(registry, registry.get(a.component), depth + 1) };
    } else if (a.kind === 'dynamiczone') {
      map[a.name] = {
        on: Object.fromEntries(
          a.components.map((c) => [c, { populate: editPopulate(registry, registry.get(c), depth + 1) }]),
        ),
      };
    }
  }
  return map;
}

// The REST query parameters of a read, parsed into the query AST for one model.
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';
import { and, type Condition, type PopulateMap, type SortItem } from '../query/ast.ts';
import { invalidParameter, isPlainObject, type ParamContext } from '../query/params/invalid.ts';
import { parseFields } from '../query/params/parse-fields.ts';
import { parseFilters } from '../query/params/parse-filters.ts';
import { parsePopulate } from '../query/params/parse-populate.ts';
import { parseSearch } from '../query/params/parse-search.ts';
import { parseSort } from '../query/params/parse-sort.ts';
import type { PublicationState } from '../entries/draft-publish.ts';
import type { ScopeOptions } from '../entries/entry-service.ts';

export interface ReadParams {
  where?: Condition;
  sort?: SortItem[];
  fields: string[] | null;
  populate?: PopulateMap;
  scope: ScopeOptions;
}

/**
 * `ctx.valuesUnused` for the routes of one entry: Strapi checks their filters and sort keys but
 * never runs them (nor the publication state); fields and populate are always used.
 */
export function parseReadParams(
  registry: SchemaRegistry,
  model: Model,
  query: Record<string, unknown>,
  ctx: ParamContext,
): ReadParams {
  const locale = parseLocale(registry, model, query.locale, ctx);
  return {
    where: and(parseFilters(registry, model, query.filters, ctx), parseSearch(model, query._q, ctx), locale.where),
    sort: parseSort(registry, model, query.sort, ctx),
    fields: parseFields(model, query.fields),
    populate: parsePopulate(registry, model, query.populate, { canRead: ctx.canRead, valuesUnused: false }),
    scope: { publicationState: parsePublicationState(query.publicationState, ctx), locale: locale.scope },
  };
}

function parsePublicationState(v: unknown, ctx: ParamContext): PublicationState | undefined {
  if (v === undefined) return undefined;
  if (v === 'live' || v === 'preview') return v;
  if (ctx.valuesUnused) return undefined;
  throw invalidParameter('publicationState');
}

/**
 * `locale`: a code, a list of codes, or `all`. An object (or null) is what Strapi's i18n makes of it, a filter
 * on the locale field in place of the default locale (`locale[$ne]=en`; an unknown operator keeps
 * every locale), on a localized type's lists and single type; elsewhere it is not read.
 */
function parseLocale(
  registry: SchemaRegistry,
  model: Model,
  v: unknown,
  ctx: ParamContext,
): { scope?: string | string[]; where?: Condition } {
  if (v === undefined) return {};
  // An empty code is a code like any other that no entry has (Strapi filters on it: an empty list).
  if (typeof v === 'string') return { scope: v };
  if (Array.isArray(v) && v.every((code) => typeof code === 'string')) return { scope: v as string[] };
  // `?locale` with no value (null) filters on a missing locale, as `filters[locale]` would.
  if (isPlainObject(v) || v === null) {
    if (!model.localized || ctx.valuesUnused) return {};
    return { scope: 'all', where: parseFilters(registry, model, { locale: v }, ctx) };
  }
  throw invalidParameter('locale');
}

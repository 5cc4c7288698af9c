// The REST query parameters of a read, parsed into the query AST for one model.
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';
import { and, type Condition, type PopulateMap, type SortItem } from '../query/ast.ts';
import { invalidParameter, type ParamContext } from '../query/params/invalid.ts';
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
  return {
    where: and(parseFilters(registry, model, query.filters, ctx), parseSearch(model, query._q, ctx)),
    sort: parseSort(registry, model, query.sort, ctx),
    fields: parseFields(model, query.fields),
    populate: parsePopulate(registry, model, query.populate, { ...ctx, valuesUnused: false }),
    scope: { publicationState: parsePublicationState(query.publicationState, ctx), locale: parseLocale(query.locale) },
  };
}

function parsePublicationState(v: unknown, ctx: ParamContext): PublicationState | undefined {
  if (v === undefined) return undefined;
  if (v === 'live' || v === 'preview') return v;
  if (ctx.valuesUnused) return undefined;
  throw invalidParameter('publicationState');
}

function parseLocale(v: unknown): string | string[] | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((code) => typeof code === 'string')) return v as string[];
  throw invalidParameter('locale');
}

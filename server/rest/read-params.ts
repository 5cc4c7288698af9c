// The REST query parameters of a read, parsed into the query AST for one model.
import { ValidationError } from '../errors.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';
import type { Condition, PopulateMap, SortItem } from '../query/ast.ts';
import type { ParamContext } from '../query/rest-params/invalid.ts';
import { parseFields } from '../query/rest-params/parse-fields.ts';
import { parseFilters } from '../query/rest-params/parse-filters.ts';
import { parsePopulate } from '../query/rest-params/parse-populate.ts';
import { parseSort } from '../query/rest-params/parse-sort.ts';
import type { PublicationState, ScopeOptions } from '../entries/entry-service.ts';

export interface ReadParams {
  where?: Condition;
  sort?: SortItem[];
  fields: string[] | null;
  populate?: PopulateMap;
  scope: ScopeOptions;
}

export function parseReadParams(registry: SchemaRegistry, model: Model, query: Record<string, unknown>, ctx: ParamContext): ReadParams {
  return {
    where: parseFilters(registry, model, query.filters, ctx),
    sort: parseSort(registry, model, query.sort, ctx),
    fields: parseFields(model, query.fields),
    populate: parsePopulate(registry, model, query.populate, ctx),
    scope: { publicationState: parsePublicationState(query.publicationState), locale: parseLocale(query.locale) },
  };
}

function parsePublicationState(v: unknown): PublicationState | undefined {
  if (v === undefined) return undefined;
  if (v === 'live' || v === 'preview') return v;
  throw new ValidationError(`Invalid parameter publicationState: expected 'live' or 'preview', got ${JSON.stringify(v)}`);
}

function parseLocale(v: unknown): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw new ValidationError('Invalid parameter locale: expected a locale code');
  return v;
}

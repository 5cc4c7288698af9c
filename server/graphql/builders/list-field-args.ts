// The arguments of list fields: `(filters, pagination = {}, sort = [], publicationState = LIVE)`.
import { GraphQLList, GraphQLString, type GraphQLFieldConfigArgumentMap } from 'graphql';
import type { Model } from '../../schema/types.ts';
import { modelFiltersType } from './filter-types.ts';
import { PaginationArgType, PublicationStateType } from './shared-types.ts';
import type { SchemaTypes } from './type-cache.ts';

export function listArgs(
  types: SchemaTypes,
  model: Model,
  withPublicationState: boolean,
): GraphQLFieldConfigArgumentMap {
  const args: GraphQLFieldConfigArgumentMap = {
    filters: { type: modelFiltersType(types, model) },
    pagination: { type: PaginationArgType, defaultValue: {} },
    sort: { type: new GraphQLList(GraphQLString), defaultValue: [] },
  };
  if (withPublicationState) args.publicationState = { type: PublicationStateType, defaultValue: 'live' };
  return args;
}

// Types every generated schema shares: Pagination, ResponseCollectionMeta, PaginationArg,
// PublicationState and Error (what an empty dynamic zone resolves to).
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
} from 'graphql';
import type { ScopeOptions } from '../../entries/entry-service.ts';
import type { Condition } from '../../query/ast.ts';
import { totalShownByPage } from '../../query/find.ts';
import type { Model } from '../../schema/types.ts';
import type { GraphqlContext } from '../context.ts';
import type { SchemaTypes } from './type-cache.ts';

/**
 * What a collection query hands its `meta` field: the count runs only when `pagination` is asked for.
 * A custom resolver (format service) may hand a ready `pagination` instead.
 */
export type CollectionMeta = QueryMeta | { pagination: PaginationMeta };

interface QueryMeta {
  model: Model;
  where: Condition | undefined;
  scope: ScopeOptions;
  start: number;
  /** -1: no limit. */
  limit: number;
  /** `limit: -1` was asked for (and `limit` may be amountLimit's cap). */
  unlimited?: boolean;
  /** The entries on the page: one not full tells the total without a count. */
  found: number;
}

export interface PaginationMeta {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

export function paginationMeta(total: number, start: number, limit: number, unlimited = limit === -1): PaginationMeta {
  // Strapi's meta for `limit: -1`: everything from `start` is one page, its size `total - start`
  // (negative past the end, as Strapi reports it). When amountLimit cut that page short, the answer
  // is a page of the cap's size and says so.
  if (unlimited && (limit === -1 || total - start <= limit))
    return { total, page: 1, pageSize: total - start, pageCount: 1 };
  return { total, page: Math.floor(start / limit) + 1, pageSize: limit, pageCount: Math.ceil(total / limit) };
}

// Object types are built per schema (resolvers get wrapped per schema); inputs and enums are shared.
export function responseCollectionMetaType(types: SchemaTypes): GraphQLObjectType {
  const pagination = types.memo(
    'Pagination',
    () =>
      new GraphQLObjectType({
        name: 'Pagination',
        fields: {
          total: { type: new GraphQLNonNull(GraphQLInt) },
          page: { type: new GraphQLNonNull(GraphQLInt) },
          pageSize: { type: new GraphQLNonNull(GraphQLInt) },
          pageCount: { type: new GraphQLNonNull(GraphQLInt) },
        },
      }),
  );
  return types.memo(
    'ResponseCollectionMeta',
    () =>
      new GraphQLObjectType<CollectionMeta, GraphqlContext>({
        name: 'ResponseCollectionMeta',
        fields: {
          pagination: {
            type: new GraphQLNonNull(pagination),
            resolve: async (meta, _args, ctx) => {
              if ('pagination' in meta) return meta.pagination;
              const total =
                totalShownByPage(meta.found, meta.start, meta.limit) ??
                (await ctx.runtime.entries.count(meta.model, meta.where, meta.scope));
              return paginationMeta(total, meta.start, meta.limit, meta.unlimited);
            },
          },
        },
      }),
  );
}

export const PaginationArgType = new GraphQLInputObjectType({
  name: 'PaginationArg',
  fields: {
    page: { type: GraphQLInt },
    pageSize: { type: GraphQLInt },
    start: { type: GraphQLInt },
    limit: { type: GraphQLInt },
  },
});

export const PublicationStateType = new GraphQLEnumType({
  name: 'PublicationState',
  values: { LIVE: { value: 'live' }, PREVIEW: { value: 'preview' } },
});

export function errorType(types: SchemaTypes): GraphQLObjectType {
  return types.memo(
    'Error',
    () =>
      new GraphQLObjectType({
        name: 'Error',
        fields: {
          code: { type: new GraphQLNonNull(GraphQLString) },
          message: { type: GraphQLString },
        },
      }),
  );
}

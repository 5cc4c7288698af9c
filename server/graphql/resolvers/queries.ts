// Root query resolvers (find, findOne, single-type find). Each reads its arguments into the query
// AST and looks ahead at its selection, so one findMany loads the whole response tree.
import { getNamedType, isObjectType, type GraphQLFieldResolver, type GraphQLResolveInfo } from 'graphql';
import type { PublicationState } from '../../entries/draft-publish.ts';
import type { ScopeOptions } from '../../entries/entry-service.ts';
import type { FindQuery, PopulateMap } from '../../query/ast.ts';
import type { Model } from '../../schema/types.ts';
import { readListArgs } from '../args/list-args.ts';
import type { CollectionMeta } from '../builders/shared-types.ts';
import type { GraphqlContext } from '../context.ts';
import { keptPlan } from '../lookahead/plan-cache.ts';
import { lookaheadScope, readsForResponse } from '../lookahead/populate-plan.ts';
import { parseRowId } from '../../input/row-id.ts';

type Resolver = GraphQLFieldResolver<unknown, GraphqlContext, Record<string, unknown>>;

export function readScope(args: Record<string, unknown>): ScopeOptions {
  return {
    publicationState: (args.publicationState as PublicationState | undefined) ?? 'live',
    // A variable's locale is not checked (Strapi's scalar passes it): an unknown one finds nothing.
    locale: args.locale === undefined || args.locale === null ? undefined : String(args.locale),
  };
}

export function populateFor(model: Model, info: GraphQLResolveInfo, ctx: GraphqlContext): PopulateMap {
  return readsOf(model, info, ctx).populate ?? {};
}

/** The attributes and the tree a query's selection reads: one findMany loads just that. */
export function readsOf(
  model: Model,
  info: GraphQLResolveInfo,
  ctx: GraphqlContext,
): Pick<FindQuery, 'fields' | 'populate'> {
  const type = getNamedType(info.returnType);
  if (!isObjectType(type)) return { populate: {} };
  const key = {
    schema: info.schema,
    credentials: ctx.state.credentials,
    nodes: info.fieldNodes,
    fragments: info.fragments,
    model,
    selectsColumns: ctx.runtime.onlyOwnResolvers(),
  };
  return keptPlan(
    key,
    (unloaded) =>
      readsForResponse({ ...lookaheadScope(info, ctx), notPreloaded: unloaded }, model, type, info.fieldNodes),
    (node) => ctx.notPreloaded.add(node),
  );
}

export function findResolver(model: Model): Resolver {
  return async (_parent, args, ctx, info) => {
    const { registry, entries, access, config } = ctx.runtime;
    const limits = { defaultLimit: config.defaultLimit, maxLimit: config.maxLimit, amountLimit: config.amountLimit };
    const list = readListArgs(registry, model, args, { canRead: access.reader(ctx.state.credentials) }, limits);
    const scope = readScope(args);
    const { start, limit, unlimited } = list.window;
    const rows = await entries.findMany(
      model,
      {
        where: list.where,
        sort: list.sort,
        offset: start,
        limit: limit === -1 ? null : limit,
        ...readsOf(model, info, ctx),
      },
      scope,
    );
    const meta: CollectionMeta = { model, where: list.where, scope, start, limit, unlimited, found: rows.length };
    return { data: rows, meta };
  };
}

export function findOneResolver(model: Model): Resolver {
  return async (_parent, args, ctx, info) => {
    const id = parseRowId(args.id);
    // findOne ignores publicationState and locale, as Strapi's does: a draft is found by its id.
    const entity = id === null ? null : await ctx.runtime.entries.findOne(model, id, readsOf(model, info, ctx));
    return { data: entity };
  };
}

export function singleTypeFindResolver(model: Model): Resolver {
  return async (_parent, args, ctx, info) => {
    const rows = await ctx.runtime.entries.findMany(model, { limit: 1, ...readsOf(model, info, ctx) }, readScope(args));
    return { data: rows[0] ?? null };
  };
}

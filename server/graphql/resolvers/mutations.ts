// Root mutation resolvers. GraphQL creates entries as drafts unless `publishedAt` is given (REST
// publishes); a missing entry is `data: null`, not an error, as in Strapi v4.
import type { GraphQLFieldResolver } from 'graphql';
import { validateInput } from '../../entries/validate-input.ts';
import { NotFoundError } from '../../errors.ts';
import { createLocalization } from '../../plugins/i18n/create-localization.ts';
import type { Model } from '../../schema/types.ts';
import { inputToData } from '../args/input-data.ts';
import type { GraphqlContext } from '../context.ts';
import { entryId, populateFor, readScope } from './queries.ts';

type Resolver = GraphQLFieldResolver<unknown, GraphqlContext, Record<string, unknown>>;

function dataOf(ctx: GraphqlContext, model: Model, args: Record<string, unknown>): Record<string, unknown> {
  const data = inputToData(ctx.runtime.registry, model, args.data);
  if (model.localized && typeof args.locale === 'string') data.locale = args.locale;
  return data;
}

/**
 * Strapi validates a GraphQL create as a draft only when `publishedAt: null` is sent; without it the
 * required attributes are checked, although the entry is then stored unpublished.
 */
function checkRequired(ctx: GraphqlContext, model: Model, data: Record<string, unknown>): void {
  if (model.draftAndPublish && data.publishedAt === undefined) {
    validateInput(ctx.runtime.registry, model, data, { mode: 'create', isDraft: false });
  }
}

export function createResolver(model: Model): Resolver {
  return (_parent, args, ctx, info) => {
    const data = dataOf(ctx, model, args);
    checkRequired(ctx, model, data);
    return { data: ctx.runtime.entries.create(model, data, { populate: populateFor(model, info, ctx) }) };
  };
}

export function updateResolver(model: Model): Resolver {
  return (_parent, args, ctx, info) => {
    const id = entryId(args.id);
    const data = dataOf(ctx, model, args);
    return { data: id === null ? null : ctx.runtime.entries.update(model, id, data, { populate: populateFor(model, info, ctx) }) };
  };
}

export function deleteResolver(model: Model): Resolver {
  return (_parent, args, ctx, info) => {
    const id = entryId(args.id);
    return { data: id === null ? null : ctx.runtime.entries.delete(model, id, { populate: populateFor(model, info, ctx) }) };
  };
}

function currentSingle(ctx: GraphqlContext, model: Model, args: Record<string, unknown>) {
  return ctx.runtime.entries.findMany(model, { fields: ['*'], limit: 1 }, { ...readScope(args), publicationState: 'preview' })[0] ?? null;
}

/** Single types: update the entry, or create it when there is none. */
export function singleTypeUpdateResolver(model: Model): Resolver {
  return (_parent, args, ctx, info) => {
    const data = dataOf(ctx, model, args);
    const populate = populateFor(model, info, ctx);
    const current = currentSingle(ctx, model, args);
    if (current) return { data: ctx.runtime.entries.update(model, current.id, data, { populate }) };
    checkRequired(ctx, model, data);
    return { data: ctx.runtime.entries.create(model, data, { populate }) };
  };
}

export function singleTypeDeleteResolver(model: Model): Resolver {
  return (_parent, args, ctx, info) => {
    const current = currentSingle(ctx, model, args);
    if (!current) throw new NotFoundError('Entity not found');
    return { data: ctx.runtime.entries.delete(model, current.id, { populate: populateFor(model, info, ctx) }) };
  };
}

/** `create<Name>Localization(id, data, locale)`: i18n's localization route, answered as an entity response. */
export function createLocalizationResolver(model: Model): Resolver {
  return (_parent, args, ctx, info) => {
    const { entries } = ctx.runtime;
    const data = inputToData(ctx.runtime.registry, model, args.data);
    let id = entryId(args.id);
    if (model.kind === 'singleType') id = currentSingle(ctx, model, {})?.id ?? null;
    const created = createLocalization(entries, model, id ?? -1, { ...data, locale: args.locale });
    return { data: entries.findOne(model, created.id, { populate: populateFor(model, info, ctx) }) };
  };
}

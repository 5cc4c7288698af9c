// Root mutation resolvers. GraphQL creates entries as drafts unless `publishedAt` is given (REST
// publishes); a missing entry is `data: null`, not an error, as in Strapi v4.
import type { GraphQLFieldResolver } from 'graphql';
import { graphqlCreateChecksRequired } from '../../entries/draft-publish.ts';
import { validateInput } from '../../entries/validate-input.ts';
import { createSingle, currentSingle } from '../../entries/single-type.ts';
import { NotFoundError } from '../../errors.ts';
import { createLocalization, singleTypeSource } from '../../plugins/i18n/create-localization.ts';
import type { Model } from '../../schema/types.ts';
import { inputToData } from '../args/input-data.ts';
import { markDeleted } from './attribute-fields.ts';
import type { GraphqlContext } from '../context.ts';
import { parseRowId } from '../../input/row-id.ts';
import { populateFor, readScope } from './queries.ts';

type Resolver = GraphQLFieldResolver<unknown, GraphqlContext, Record<string, unknown>>;

function dataOf(ctx: GraphqlContext, model: Model, args: Record<string, unknown>): Record<string, unknown> {
  const data = inputToData(ctx.runtime.registry, model, args.data);
  if (model.localized && args.locale !== undefined && args.locale !== null) data.locale = String(args.locale);
  return data;
}

function checkRequired(ctx: GraphqlContext, model: Model, data: Record<string, unknown>): void {
  if (graphqlCreateChecksRequired(model, data))
    validateInput(ctx.runtime.registry, model, data, { mode: 'create', isDraft: false });
}

export function createResolver(model: Model): Resolver {
  return async (_parent, args, ctx, info) => {
    const data = dataOf(ctx, model, args);
    checkRequired(ctx, model, data);
    return { data: await ctx.runtime.entries.create(model, data, { populate: populateFor(model, info, ctx) }) };
  };
}

export function updateResolver(model: Model): Resolver {
  return async (_parent, args, ctx, info) => {
    const id = parseRowId(args.id);
    const data = dataOf(ctx, model, args);
    return {
      data:
        id === null
          ? null
          : await ctx.runtime.entries.update(model, id, data, { populate: populateFor(model, info, ctx) }),
    };
  };
}

/**
 * A deleted entry is answered with its own fields only: Strapi's field resolvers load relations,
 * media and components after the delete, and find nothing.
 */
const AFTER_DELETE = { populate: {} };

export function deleteResolver(model: Model): Resolver {
  return async (_parent, args, ctx) => {
    const id = parseRowId(args.id);
    return { data: id === null ? null : markDeleted(await ctx.runtime.entries.delete(model, id, AFTER_DELETE)) };
  };
}

/** Single types: update the entry in the `locale` asked for, or create it when the type has none. */
export function singleTypeUpdateResolver(model: Model): Resolver {
  return async (_parent, args, ctx, info) => {
    const { entries } = ctx.runtime;
    const populate = populateFor(model, info, ctx);
    const current = await currentSingle(entries, model, { ...readScope(args), publicationState: 'preview' });
    if (current) return { data: await entries.update(model, current.id, dataOf(ctx, model, args), { populate }) };
    // Strapi creates the entry in the default locale whatever `locale` says, and would add a
    // second one beside an entry in another locale; that duplicate is refused here, as in REST.
    const data = inputToData(ctx.runtime.registry, model, args.data);
    checkRequired(ctx, model, data);
    return { data: await createSingle(entries, model, data, { populate }) };
  };
}

export function singleTypeDeleteResolver(model: Model): Resolver {
  return async (_parent, args, ctx) => {
    const current = await currentSingle(ctx.runtime.entries, model, {
      ...readScope(args),
      publicationState: 'preview',
    });
    if (!current) throw new NotFoundError('Entity not found');
    return { data: markDeleted(await ctx.runtime.entries.delete(model, current.id, AFTER_DELETE)) };
  };
}

/** `create<Name>Localization(id, data, locale)`: i18n's localization route, answered as an entity response. */
export function createLocalizationResolver(model: Model): Resolver {
  return async (_parent, args, ctx, info) => {
    const { entries } = ctx.runtime;
    const data = inputToData(ctx.runtime.registry, model, args.data);
    const id = model.kind === 'singleType' ? await singleTypeSource(entries, model) : parseRowId(args.id);
    const created = await createLocalization(entries, model, id, { ...data, locale: args.locale });
    return { data: await entries.findOne(model, created.id, { populate: populateFor(model, info, ctx) }) };
  };
}

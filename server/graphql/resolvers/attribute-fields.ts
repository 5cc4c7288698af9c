// Resolvers of relation, media, component and dynamic-zone fields. The data is normally already on
// the parent entity (the look-ahead populated it); otherwise it is loaded in a batch with the same
// spec the look-ahead would have used. Morph relations have their own batches (morph-loader.ts).
import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';
import type { Entity } from '../../query/sql/select.ts';
import type { Attribute, Model } from '../../schema/types.ts';
import type { GraphqlContext } from '../context.ts';
import { fieldSpec, lookaheadScope } from '../lookahead/populate-plan.ts';
import { morphResolver } from './morph-loader.ts';

/** Entries a delete mutation answers with: their links and components are gone with them. */
const deleted = new WeakSet<Entity>();

export function markDeleted(entity: Entity | null): Entity | null {
  if (entity) deleted.add(entity);
  return entity;
}

/** What Strapi's loaders answer for a deleted entry: nothing, and `null` even for lists of components. */
function afterDelete(attr: Attribute): unknown {
  if (attr.kind === 'relation') return { data: attr.toMany ? [] : null };
  if (attr.kind === 'media') return { data: attr.multiple ? [] : null };
  return null;
}

export function attributeResolver(model: Model, attr: Attribute): GraphQLFieldResolver<Entity, GraphqlContext> {
  if (attr.kind === 'relation' && attr.morph) return morphResolver(model, attr);
  return (parent, _args, ctx, info) => {
    if (deleted.has(parent)) return afterDelete(attr);
    const value = preloaded(parent, attr, ctx, info) ? parent[attr.name] : load(model, attr, parent, ctx, info);
    return value instanceof Promise ? value.then((v) => shape(attr, v)) : shape(attr, value);
  };
}

function preloaded(parent: Entity, attr: Attribute, ctx: GraphqlContext, info: GraphQLResolveInfo): boolean {
  return (
    Object.prototype.hasOwnProperty.call(parent, attr.name) && !info.fieldNodes.some((n) => ctx.notPreloaded.has(n))
  );
}

function load(
  model: Model,
  attr: Attribute,
  parent: Entity,
  ctx: GraphqlContext,
  info: GraphQLResolveInfo,
): Promise<unknown> {
  const def = info.parentType.getFields()[info.fieldName];
  // The field's own auth already ran, so its target is loaded; nested fields still check their own.
  const scope = { ...lookaheadScope(info, ctx), canFind: () => true };
  const spec = fieldSpec(scope, model, attr, def, info.fieldNodes);
  if (!spec) return Promise.resolve(undefined);
  return ctx.loader.load(model, parent, attr.name, spec);
}

function shape(attr: Attribute, value: unknown): unknown {
  switch (attr.kind) {
    case 'relation':
      return { data: attr.toMany ? (value ?? []) : (value ?? null) };
    case 'media':
      // GraphQL answers an empty multiple media field with `[]` (REST says `{ data: null }`).
      return { data: attr.multiple ? (value ?? []) : (value ?? null) };
    case 'component':
      return value ?? (attr.repeatable ? [] : null);
    case 'dynamiczone':
      return value ?? [];
    default:
      return value;
  }
}

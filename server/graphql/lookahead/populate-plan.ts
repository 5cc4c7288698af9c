// Look-ahead: the selection set under a query or mutation field becomes one PopulateMap, so a single
// `entries.findMany` loads the whole tree (one batched query per level, never one per row).
// A field whose data cannot be preloaded here (an alias asking the same relation with other arguments,
// or arguments that fail validation) is marked, and its resolver loads it in a batch instead.
// Each level loads only the columns its selection reads (`fields`), while every resolver is Tessera's own.
import {
  getArgumentValues,
  getNamedType,
  isObjectType,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
} from 'graphql';
import { relationFieldPublishedOnly } from '../../entries/draft-publish.ts';
import type { PopulateMap, PopulateSpec } from '../../query/ast.ts';
import type { ParamContext } from '../../query/params/invalid.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Attribute, Model } from '../../schema/types.ts';
import { readListArgs } from '../args/list-args.ts';
import type { PaginationLimits } from '../args/pagination.ts';
import type { GraphqlContext } from '../context.ts';
import { FILE_MODEL } from '../builders/attributes.ts';
import { typeName } from '../naming.ts';
import { collectSubfields, nodesNamed, type CollectedFields, type SelectionScope } from './collect-fields.ts';

export interface LookaheadScope extends SelectionScope {
  registry: SchemaRegistry;
  params: ParamContext;
  /** Relation fields need `<target>.find`: no point loading what the caller may not see. */
  canFind: (uid: string) => boolean;
  limits: PaginationLimits;
  /** Where the nodes whose data is left to their resolvers are marked. */
  notPreloaded: { add(node: FieldNode): unknown };
  /** No project resolver can read an attribute the query did not select: load only the selected ones. */
  selectsColumns: boolean;
}

export function lookaheadScope(info: GraphQLResolveInfo, ctx: GraphqlContext): LookaheadScope {
  const { access, registry, config } = ctx.runtime;
  const cred = ctx.state.credentials;
  return {
    schema: info.schema,
    fragments: info.fragments,
    variables: info.variableValues,
    registry,
    params: { canRead: access.reader(cred) },
    canFind: (uid) => access.allows(cred, `${uid}.find`),
    limits: { defaultLimit: config.defaultLimit, maxLimit: config.maxLimit, amountLimit: config.amountLimit },
    notPreloaded: ctx.notPreloaded,
    selectsColumns: ctx.runtime.onlyOwnResolvers(),
  };
}

/** What one level of the tree reads: its columns (`fields`, undefined for all) and what it populates. */
export interface LevelReads {
  fields: string[] | undefined;
  populate: PopulateMap;
}

/**
 * For a field returning `<X>EntityResponse`, `<X>EntityResponseCollection` or
 * `<X>RelationResponseCollection`: its selection is walked once for both the columns and the tree.
 */
export function readsForResponse(
  scope: LookaheadScope,
  model: Model,
  responseType: GraphQLObjectType,
  nodes: readonly FieldNode[],
): LevelReads {
  const selection = attributesSelection(scope, responseType, nodes);
  return selection
    ? readsForAttributes(scope, model, selection.type, selection.nodes)
    : { fields: undefined, populate: {} };
}

/** `data { attributes { … } }` under a response type: the attributes type and the nodes selecting on it. */
function attributesSelection(
  scope: LookaheadScope,
  responseType: GraphQLObjectType,
  nodes: readonly FieldNode[],
): { type: GraphQLObjectType; nodes: FieldNode[] } | null {
  const dataField = responseType.getFields().data;
  if (!dataField) return null;
  const entityType = getNamedType(dataField.type);
  if (!isObjectType(entityType)) return null;
  const dataNodes = nodesNamed(collectSubfields(scope, responseType, nodes), 'data');
  const attributesField = entityType.getFields().attributes;
  if (!attributesField) return null;
  const attributesType = getNamedType(attributesField.type);
  if (!isObjectType(attributesType)) return null;
  return { type: attributesType, nodes: nodesNamed(collectSubfields(scope, entityType, dataNodes), 'attributes') };
}

/** For the fields selected on a content type's or component's own object type. */
export function readsForAttributes(
  scope: LookaheadScope,
  model: Model,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
): LevelReads {
  const selected = collectSubfields(scope, type, nodes);
  return { fields: selectedColumns(scope, model, selected), populate: selectedPopulate(scope, model, type, selected) };
}

export function populateForAttributes(
  scope: LookaheadScope,
  model: Model,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
): PopulateMap {
  return selectedPopulate(scope, model, type, collectSubfields(scope, type, nodes));
}

/**
 * The scalar attributes selected on a content type's or component's own object type, as `fields`
 * (long texts and JSON not asked for are not read); undefined for all of them when a project
 * resolver may read any attribute, or the selection names a field that is not one.
 */
function selectedColumns(scope: LookaheadScope, model: Model, selected: CollectedFields): string[] | undefined {
  if (!scope.selectsColumns) return undefined;
  const names: string[] = [];
  for (const fieldNodes of selected.values()) {
    const name = fieldNodes[0].name.value;
    if (name === '__typename') continue;
    const attr = model.attributes[name];
    if (!attr) return undefined;
    if (attr.kind === 'scalar' && !names.includes(name)) names.push(name);
  }
  // No `fields` means every field: a list naming only the id loads the id alone.
  return names.length ? names : ['id'];
}

function selectedPopulate(
  scope: LookaheadScope,
  model: Model,
  type: GraphQLObjectType,
  selected: CollectedFields,
): PopulateMap {
  const map: PopulateMap = {};
  const signatures = new Map<string, string>();
  const fields = type.getFields();
  for (const fieldNodes of selected.values()) {
    const name = fieldNodes[0].name.value;
    const attr = model.attributes[name];
    const def = fields[name];
    if (!attr || attr.kind === 'scalar' || !def) continue;
    let spec: PopulateSpec | null;
    try {
      spec = fieldSpec(scope, model, attr, def, fieldNodes);
    } catch {
      // Its resolver rebuilds the spec and reports the error on this field, as Strapi does.
      fieldNodes.forEach((n) => scope.notPreloaded.add(n));
      continue;
    }
    if (!spec) continue;
    // Aliases that differ only in the attributes they read share one load of the union of them.
    const signature = JSON.stringify(spec, (key, value: unknown) => (key === 'fields' ? undefined : value));
    const taken = signatures.get(name);
    if (taken === undefined) {
      signatures.set(name, signature);
      map[name] = spec;
    } else if (taken === signature) {
      mergeFields(map[name], spec);
    } else {
      fieldNodes.forEach((n) => scope.notPreloaded.add(n));
    }
  }
  return map;
}

/** The PopulateSpec for one relation, media, component or dynamic-zone field; null when nothing is loaded. */
export function fieldSpec(
  scope: LookaheadScope,
  model: Model,
  attr: Attribute,
  def: GraphQLField<unknown, unknown>,
  nodes: readonly FieldNode[],
): PopulateSpec | null {
  const args = getArgumentValues(def, nodes[0], scope.variables);
  const fieldType = getNamedType(def.type);
  switch (attr.kind) {
    case 'relation': {
      if (attr.morph || !scope.canFind(attr.target) || !isObjectType(fieldType)) return null;
      const target = scope.registry.get(attr.target);
      const spec: PopulateSpec = readsForResponse(scope, target, fieldType, nodes);
      if (!attr.toMany) return spec;
      Object.assign(spec, listSpec(scope, target, args));
      const publishedOnly = relationFieldPublishedOnly(target, args.publicationState);
      if (publishedOnly !== undefined) spec.publishedOnly = publishedOnly;
      return spec;
    }
    case 'media': {
      if (!isObjectType(fieldType)) return null;
      const file = scope.registry.get(FILE_MODEL);
      const spec: PopulateSpec = readsForResponse(scope, file, fieldType, nodes);
      return attr.multiple ? Object.assign(spec, listSpec(scope, file, args)) : spec;
    }
    case 'component': {
      if (!isObjectType(fieldType)) return null;
      const component = scope.registry.get(attr.component);
      const spec: PopulateSpec = readsForAttributes(scope, component, fieldType, nodes);
      return attr.repeatable ? Object.assign(spec, listSpec(scope, component, args)) : spec;
    }
    case 'dynamiczone': {
      // Every component of the zone is listed under `on`: items of a type the query has no fragment
      // for are still returned (as `{ __typename }`), as Strapi returns them.
      const on: Record<string, PopulateSpec> = {};
      for (const uid of attr.components) {
        const component = scope.registry.get(uid);
        const type = scope.schema.getType(typeName(component));
        on[uid] = isObjectType(type) ? readsForAttributes(scope, component, type, nodes) : { populate: {} };
      }
      return { on };
    }
    default:
      return null;
  }
}

/** Widens `into`'s fields, level by level, to also read what `other` (the same load otherwise) reads. */
function mergeFields(into: PopulateSpec, other: PopulateSpec): void {
  into.fields = into.fields && other.fields ? [...new Set([...into.fields, ...other.fields])] : undefined;
  for (const [key, sub] of Object.entries(into.populate ?? {})) {
    const next = other.populate?.[key];
    if (next) mergeFields(sub, next);
  }
  for (const [uid, sub] of Object.entries(into.on ?? {})) {
    const next = other.on?.[uid];
    if (next) mergeFields(sub, next);
  }
}

function listSpec(scope: LookaheadScope, target: Model, args: Record<string, unknown>): PopulateSpec {
  const list = readListArgs(scope.registry, target, args, scope.params, scope.limits);
  const spec: PopulateSpec = {};
  if (list.where) spec.where = list.where;
  if (list.sort) spec.sort = list.sort;
  if (list.window.start) spec.offset = list.window.start;
  if (list.window.limit !== -1) spec.limit = list.window.limit;
  return spec;
}

// Output types: `<Name>` (the attributes), `<Name>Entity { id, attributes }` and its response
// wrappers, `Component<…>`, dynamic-zone unions and GenericMorph. Resolvers read the entities the
// look-ahead preloaded (see resolvers/attribute-fields.ts).
import {
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLUnionType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
} from 'graphql';
import type { Entity } from '../../query/sql/select.ts';
import type { Attribute, DynamicZoneAttribute, Model } from '../../schema/types.ts';
import type { GraphqlContext } from '../context.ts';
import {
  dynamicZoneName,
  entityName,
  entityResponseCollectionName,
  entityResponseName,
  relationResponseCollectionName,
  typeName,
} from '../naming.ts';
import { attributeResolver } from '../resolvers/attribute-fields.ts';
import { FILE_MODEL, isMaskedPassword, outputAttributes } from './attributes.ts';
import { listArgs } from './list-field-args.ts';
import { valueTypeFor } from './scalar-types.ts';
import { errorType, responseCollectionMetaType } from './shared-types.ts';
import type { SchemaTypes } from './type-cache.ts';

type FieldMap = GraphQLFieldConfigMap<Entity, GraphqlContext>;

/** `Article`, `UploadFile`, `ComponentSharedSeo`… */
export function modelObjectType(types: SchemaTypes, model: Model): GraphQLObjectType {
  const name = typeName(model);
  return types.memo(
    name,
    () =>
      new GraphQLObjectType<Entity, GraphqlContext>({
        name,
        fields: () => {
          const fields: FieldMap = {};
          if (model.modelType === 'component') fields.id = { type: new GraphQLNonNull(GraphQLID) };
          for (const attr of outputAttributes(types, model)) {
            const field = attributeField(types, model, attr);
            // A required attribute of any kind is non-null in outputs (a required media, component,
            // dynamic zone or relation too, as Strapi types them); system fields never are, nor a masked
            // password (its null answer must not fail the entry).
            const nonNull =
              attr.raw.required === true && !(attr.kind === 'scalar' && attr.system) && !isMaskedPassword(attr);
            if (field) fields[attr.name] = nonNull ? { ...field, type: new GraphQLNonNull(field.type) } : field;
          }
          return fields;
        },
      }),
  );
}

function attributeField(
  types: SchemaTypes,
  model: Model,
  attr: Attribute,
): GraphQLFieldConfig<Entity, GraphqlContext> | null {
  if (attr.kind === 'scalar')
    return { type: valueTypeFor(types, model, attr), ...(isMaskedPassword(attr) ? { resolve: () => null } : {}) };
  const resolve = attributeResolver(model, attr);
  if (attr.kind === 'relation') {
    if (attr.morph) {
      const morph = genericMorphType(types);
      return { type: attr.toMany ? new GraphQLList(morph) : morph, resolve };
    }
    const target = types.registry.get(attr.target);
    if (!attr.toMany) return { type: entityResponseType(types, target), resolve };
    // A list of single-type entries (a localized single type's `localizations`) takes no arguments in Strapi.
    if (target.kind === 'singleType') return { type: relationResponseCollectionType(types, target), resolve };
    return {
      type: relationResponseCollectionType(types, target),
      args: listArgs(types, target, target.draftAndPublish),
      resolve,
    };
  }
  if (attr.kind === 'media') {
    const file = types.registry.get(FILE_MODEL);
    if (!attr.multiple) return { type: entityResponseType(types, file), resolve };
    return { type: relationResponseCollectionType(types, file), args: listArgs(types, file, false), resolve };
  }
  if (attr.kind === 'component') {
    const component = types.registry.get(attr.component);
    const type = modelObjectType(types, component);
    if (!attr.repeatable) return { type, resolve };
    return { type: new GraphQLList(type), args: listArgs(types, component, false), resolve };
  }
  return { type: new GraphQLList(dynamicZoneType(types, model, attr)), resolve };
}

export function entityType(types: SchemaTypes, model: Model): GraphQLObjectType {
  const name = entityName(model);
  return types.memo(
    name,
    () =>
      new GraphQLObjectType<Entity, GraphqlContext>({
        name,
        fields: () => ({
          id: { type: GraphQLID },
          attributes: { type: modelObjectType(types, model), resolve: (e) => e },
        }),
      }),
  );
}

export function entityResponseType(types: SchemaTypes, model: Model): GraphQLObjectType {
  const name = entityResponseName(model);
  return types.memo(
    name,
    () =>
      new GraphQLObjectType({
        name,
        fields: () => ({ data: { type: entityType(types, model) } }),
      }),
  );
}

export function entityResponseCollectionType(types: SchemaTypes, model: Model): GraphQLObjectType {
  const name = entityResponseCollectionName(model);
  const list = (): GraphQLOutputType =>
    new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(entityType(types, model))));
  return types.memo(
    name,
    () =>
      new GraphQLObjectType({
        name,
        fields: () => ({
          data: { type: list() },
          meta: { type: new GraphQLNonNull(responseCollectionMetaType(types)) },
        }),
      }),
  );
}

export function relationResponseCollectionType(types: SchemaTypes, model: Model): GraphQLObjectType {
  const name = relationResponseCollectionName(model);
  return types.memo(
    name,
    () =>
      new GraphQLObjectType({
        name,
        fields: () => ({
          data: { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(entityType(types, model)))) },
        }),
      }),
  );
}

export function dynamicZoneType(types: SchemaTypes, model: Model, attr: DynamicZoneAttribute): GraphQLUnionType {
  const name = dynamicZoneName(model, attr.name);
  return types.memo(
    name,
    () =>
      new GraphQLUnionType({
        name,
        types: () => [
          ...attr.components
            .filter((c) => types.isExposed(c))
            .map((c) => modelObjectType(types, types.registry.get(c))),
          errorType(types),
        ],
        resolveType: (item: Record<string, unknown>) => {
          if (typeof item.__component === 'string' && types.registry.has(item.__component))
            return typeName(types.registry.get(item.__component));
          return 'Error';
        },
      }),
  );
}

/** Every content type and component: what morph relations (`UploadFile.related`) may point at. */
export function genericMorphType(types: SchemaTypes): GraphQLUnionType {
  return types.memo(
    'GenericMorph',
    () =>
      new GraphQLUnionType({
        name: 'GenericMorph',
        types: () => types.exposedModels().map((m) => modelObjectType(types, m)),
        resolveType: (item: Record<string, unknown>) => {
          const uid = typeof item.__type === 'string' ? item.__type : item.__component;
          return typeof uid === 'string' && types.registry.has(uid) ? typeName(types.registry.get(uid)) : undefined;
        },
      }),
  );
}

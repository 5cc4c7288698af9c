// `<Scalar>FilterInput` (one per scalar, Strapi's operator set — no startsWithi/endsWithi in GraphQL)
// and `<Name>FiltersInput` per content type or component.
import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLList,
  type GraphQLInputFieldConfigMap,
  type GraphQLScalarType,
} from 'graphql';
import type { Model } from '../../schema/types.ts';
import { filtersInputName } from '../naming.ts';
import { filterAttributes } from './attributes.ts';
import { scalarFor } from './scalar-types.ts';
import type { SchemaTypes } from './type-cache.ts';

const VALUE_OPERATORS = [
  'eq',
  'eqi',
  'ne',
  'nei',
  'startsWith',
  'endsWith',
  'contains',
  'notContains',
  'containsi',
  'notContainsi',
  'gt',
  'gte',
  'lt',
  'lte',
];

export function scalarFilterType(types: SchemaTypes, scalar: GraphQLScalarType): GraphQLInputObjectType {
  const name = `${scalar.name}FilterInput`;
  return types.memo(name, () => {
    const self: GraphQLInputObjectType = new GraphQLInputObjectType({
      name,
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = {
          and: { type: new GraphQLList(scalar) },
          or: { type: new GraphQLList(scalar) },
          not: { type: self },
        };
        for (const op of VALUE_OPERATORS) fields[op] = { type: scalar };
        fields.null = { type: GraphQLBoolean };
        fields.notNull = { type: GraphQLBoolean };
        for (const op of ['in', 'notIn', 'between']) fields[op] = { type: new GraphQLList(scalar) };
        return fields;
      },
    });
    return self;
  });
}

export function modelFiltersType(types: SchemaTypes, model: Model): GraphQLInputObjectType {
  const name = filtersInputName(model);
  return types.memo(name, () => {
    const self: GraphQLInputObjectType = new GraphQLInputObjectType({
      name,
      fields: () => {
        const fields: GraphQLInputFieldConfigMap = {};
        if (model.modelType === 'contentType') fields.id = { type: scalarFilterType(types, GraphQLID) };
        for (const attr of filterAttributes(types, model)) {
          if (attr.kind === 'scalar') fields[attr.name] = { type: scalarFilterType(types, scalarFor(attr.type)) };
          else if (attr.kind === 'relation')
            fields[attr.name] = { type: modelFiltersType(types, types.registry.get(attr.target)) };
          else if (attr.kind === 'component')
            fields[attr.name] = { type: modelFiltersType(types, types.registry.get(attr.component)) };
        }
        fields.and = { type: new GraphQLList(self) };
        fields.or = { type: new GraphQLList(self) };
        fields.not = { type: self };
        return fields;
      },
    });
    return self;
  });
}

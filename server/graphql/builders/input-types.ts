// `<Name>Input` (create/update data), `Component<…>Input`, and the `<Name><Field>DynamicZoneInput`
// scalar: each dynamic-zone item names its component by `__typename`.
import {
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  Kind,
  valueFromASTUntyped,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import { ApplicationError } from '../../errors.ts';
import type { Attribute, DynamicZoneAttribute, Model } from '../../schema/types.ts';
import { dynamicZoneInputName, inputName, typeName } from '../naming.ts';
import { inputAttributes } from './attributes.ts';
import { valueTypeFor } from './scalar-types.ts';
import type { SchemaTypes } from './type-cache.ts';

export function modelInputType(types: SchemaTypes, model: Model): GraphQLInputObjectType {
  const name = inputName(model);
  return types.memo(
    name,
    () =>
      new GraphQLInputObjectType({
        name,
        fields: () => {
          const fields: GraphQLInputFieldConfigMap = {};
          // A component item with an id is updated in place; without one it is created.
          if (model.modelType === 'component') fields.id = { type: GraphQLID };
          for (const attr of inputAttributes(types, model)) {
            const type = attributeInputType(types, model, attr);
            if (type) fields[attr.name] = { type };
          }
          return fields;
        },
      }),
  );
}

function attributeInputType(types: SchemaTypes, model: Model, attr: Attribute): GraphQLInputType | null {
  switch (attr.kind) {
    case 'scalar':
      return valueTypeFor(types, model, attr);
    case 'relation':
      return attr.toMany ? new GraphQLList(GraphQLID) : GraphQLID;
    case 'media':
      return attr.multiple ? new GraphQLList(GraphQLID) : GraphQLID;
    case 'component': {
      const input = modelInputType(types, types.registry.get(attr.component));
      return attr.repeatable ? new GraphQLList(input) : input;
    }
    case 'dynamiczone':
      return new GraphQLList(new GraphQLNonNull(dynamicZoneInputType(types, model, attr)));
  }
}

export function dynamicZoneInputType(types: SchemaTypes, model: Model, attr: DynamicZoneAttribute): GraphQLScalarType {
  const name = dynamicZoneInputName(model, attr.name);
  return types.memo(name, () => {
    const components = attr.components.filter((c) => types.isExposed(c)).map((uid) => types.registry.get(uid));
    const parse = (value: unknown) => {
      const item = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
      const component = components.find((c) => typeName(c) === item.__typename);
      if (!component)
        throw new ApplicationError(`Component not found. expected one of: ${components.map(typeName).join(', ')}`);
      const { __typename: _t, __component: _c, ...fields } = item;
      return { __component: component.uid, ...fields };
    };
    return new GraphQLScalarType({
      name,
      serialize: (v) => v,
      parseValue: parse,
      // A literal that is no object is no component: graphql-js then says which value it expected.
      parseLiteral: (ast, variables) =>
        ast.kind === Kind.OBJECT ? parse(valueFromASTUntyped(ast, variables)) : undefined,
    });
  });
}

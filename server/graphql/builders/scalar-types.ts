// Field type → GraphQL scalar (Strapi v4's mapping), and the enum type of an enumeration field.
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInt,
  GraphQLString,
  type GraphQLScalarType,
} from 'graphql';
import type { ScalarType } from '../../../shared/model.ts';
import type { Model, ScalarAttribute } from '../../schema/types.ts';
import { normalisedEnumValue } from '../../../shared/attribute-rules.ts';
import { enumName } from '../naming.ts';
import { DateScalar, DateTimeScalar, JSONScalar, LongScalar, TimeScalar } from '../scalars.ts';
import type { SchemaTypes } from './type-cache.ts';

export function scalarFor(type: ScalarType): GraphQLScalarType {
  switch (type) {
    case 'integer':
      return GraphQLInt;
    case 'biginteger':
      return LongScalar;
    case 'float':
    case 'decimal':
      return GraphQLFloat;
    case 'boolean':
      return GraphQLBoolean;
    case 'json':
    case 'blocks':
      return JSONScalar;
    case 'date':
      return DateScalar;
    case 'time':
      return TimeScalar;
    case 'datetime':
    case 'timestamp':
      return DateTimeScalar;
    default:
      return GraphQLString;
  }
}

/**
 * Enumerations get their own enum type in outputs and inputs, valued by the stored strings, so that
 * `draft-ready` is answered as `draft_ready` and `draft_ready` is stored as `draft-ready`. Filters
 * compare them as strings (the stored value).
 */
export function valueTypeFor(
  types: SchemaTypes,
  model: Model,
  attr: ScalarAttribute,
): GraphQLScalarType | GraphQLEnumType {
  const values = Array.isArray(attr.raw.enum) ? (attr.raw.enum as string[]) : null;
  const names = values?.map((v) => normalisedEnumValue(String(v)));
  // Strapi refuses to start on values that regress to no GraphQL name (`2xl`) or to the same one;
  // Tessera serves such a field as a String instead, so its data stays readable.
  if (
    attr.type !== 'enumeration' ||
    !values?.length ||
    !names!.every(isEnumName) ||
    new Set(names).size !== names!.length
  ) {
    return scalarFor(attr.type);
  }
  const name = enumName(model, attr.name);
  return types.memo(
    name,
    () =>
      new GraphQLEnumType({
        name,
        values: Object.fromEntries(values.map((v, i) => [names![i], { value: v }])),
      }),
  );
}

function isEnumName(v: string): boolean {
  return /^[_A-Za-z][_0-9A-Za-z]*$/.test(v) && !['true', 'false', 'null'].includes(v);
}

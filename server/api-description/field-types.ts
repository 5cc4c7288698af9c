// How each scalar field type looks on the wire, and the filter operators that apply to it.
import type { CompareOperator } from '../query/ast.ts';
import type { ScalarAttribute } from '../schema/types.ts';

export type WireType = 'string' | 'integer' | 'number' | 'boolean' | 'json';

/** Operator sets, by the name the generated descriptions give them. */
export type OperatorFamily = 'Text' | 'Ordered' | 'Equality' | 'Json';

export interface FieldShape {
  wire: WireType;
  family: OperatorFamily;
  /** JSON Schema `format` of the value, when it has one. */
  format?: string;
  /** For enumerations: the allowed values. */
  enum?: string[];
  /** Filter operators that mean something for this type. */
  operators: readonly CompareOperator[];
}

const PRESENCE = ['$null', '$notNull'] as const;
const EQUALITY = ['$eq', '$ne', '$in', '$notIn', ...PRESENCE] as const;
const ORDERED = [...EQUALITY, '$lt', '$lte', '$gt', '$gte', '$between'] as const;
const TEXT = [
  ...ORDERED,
  '$eqi',
  '$nei',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
] as const;
const JSON_OPERATORS = ['$contains', '$notContains', '$containsi', '$notContainsi', ...PRESENCE] as const;

export const FAMILY_OPERATORS: Record<OperatorFamily, readonly CompareOperator[]> = {
  Text: TEXT,
  Ordered: ORDERED,
  Equality: EQUALITY,
  Json: JSON_OPERATORS,
};

export function fieldShape(attr: Pick<ScalarAttribute, 'type' | 'raw'>): FieldShape {
  switch (attr.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'email':
    case 'password':
    case 'uid':
      return { wire: 'string', format: attr.type === 'email' ? 'email' : undefined, family: 'Text', operators: TEXT };
    case 'enumeration':
      return { wire: 'string', enum: (attr.raw.enum as string[] | undefined) ?? [], family: 'Text', operators: TEXT };
    case 'date':
      return { wire: 'string', format: 'date', family: 'Ordered', operators: ORDERED };
    case 'time':
      return { wire: 'string', format: 'time', family: 'Ordered', operators: ORDERED };
    case 'datetime':
      return { wire: 'string', format: 'date-time', family: 'Ordered', operators: ORDERED };
    case 'timestamp':
      // Strapi v4 answers a timestamp as epoch milliseconds in a string.
      return { wire: 'string', family: 'Ordered', operators: ORDERED };
    case 'biginteger':
      // Kept as a string so that no digit is lost.
      return { wire: 'string', format: 'int64', family: 'Ordered', operators: ORDERED };
    case 'integer':
      return { wire: 'integer', family: 'Ordered', operators: ORDERED };
    case 'float':
    case 'decimal':
      return { wire: 'number', family: 'Ordered', operators: ORDERED };
    case 'boolean':
      return { wire: 'boolean', family: 'Equality', operators: EQUALITY };
    case 'json':
    case 'blocks':
      return { wire: 'json', family: 'Json', operators: JSON_OPERATORS };
  }
}

/** The shape of `id` in filters and answers. */
export const ID_SHAPE: FieldShape = { wire: 'integer', family: 'Ordered', operators: ORDERED };

// The comparison operators of Strapi v4's `filters` parameter, and the operand each takes. Shared
// by the server (the query AST, the API descriptions) and the studio (the REST tester's form).

export const COMPARE_OPERATORS = [
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$null',
  '$notNull',
  '$between',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
] as const;
export type CompareOperator = (typeof COMPARE_OPERATORS)[number];

/** Operators whose operand is a list of values (`$between`: exactly two). */
export const LIST_OPERATORS: ReadonlySet<string> = new Set<CompareOperator>(['$in', '$notIn', '$between']);

/** Operators whose operand is only `true` or `false`: they test whether there is a value at all. */
export const PRESENCE_OPERATORS: ReadonlySet<string> = new Set<CompareOperator>(['$null', '$notNull']);

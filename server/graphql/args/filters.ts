// GraphQL `<Name>FiltersInput` values → the query AST. Strapi renames GraphQL's operators (`eq` → `$eq`,
// `and` → `$and`…) and validates the result as REST filters; the one filter walk of query/params/ reads
// GraphQL's spelling directly, so checks, casts and error messages are the REST ones word for word.
import type { Condition } from '../../query/ast.ts';
import type { ParamContext } from '../../query/params/invalid.ts';
import { parseFilters, type OperatorSpelling } from '../../query/params/parse-filters.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';

const LOGICAL: ReadonlySet<string> = new Set(['and', 'or', 'not']);

const GRAPHQL_SPELLING: OperatorSpelling = {
  // Beside fields only the logical operators exist (a relation has no `eq` of its own), so an attribute
  // may be called `eq` or `in`.
  besideAttributes: (key) => (LOGICAL.has(key) ? `$${key}` : undefined),
  // Every field of a `<Scalar>FilterInput` is an operator.
  insideAttribute: (key) => `$${key}`,
};

export function filtersToCondition(
  registry: SchemaRegistry,
  model: Model,
  filters: unknown,
  ctx: ParamContext,
): Condition | undefined {
  return parseFilters(registry, model, filters, ctx, GRAPHQL_SPELLING);
}

// GraphQL `<Name>FiltersInput` values → the query AST. Strapi renames the operators (`eq` → `$eq`,
// `and` → `$and`…) and then validates them as REST filters; so does this, through the REST parser.
import type { Condition } from '../../query/ast.ts';
import type { ParamContext } from '../../query/params/invalid.ts';
import { parseFilters } from '../../query/params/parse-filters.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';

const LOGICAL = new Set(['and', 'or', 'not']);

export function filtersToCondition(
  registry: SchemaRegistry,
  model: Model,
  filters: unknown,
  ctx: ParamContext,
): Condition | undefined {
  if (filters === undefined || filters === null) return undefined;
  return parseFilters(registry, model, toRestFilters(registry, model, filters), ctx);
}

function toRestFilters(registry: SchemaRegistry, model: Model, value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (LOGICAL.has(key)) {
      out[`$${key}`] = Array.isArray(v)
        ? v.map((x) => toRestFilters(registry, model, x))
        : toRestFilters(registry, model, v);
      continue;
    }
    const attr = model.attributes[key];
    if (key === 'id' || attr?.kind === 'scalar') out[key] = operators(v);
    else if (attr?.kind === 'relation' && registry.has(attr.target))
      out[key] = toRestFilters(registry, registry.get(attr.target), v);
    else if (attr?.kind === 'component') out[key] = toRestFilters(registry, registry.get(attr.component), v);
    else out[key] = v; // not filterable: the REST parser names it in its error
  }
  return out;
}

/** `{ eq: 1, not: { in: [2] } }` → `{ $eq: 1, $not: { $in: [2] } }`. */
function operators(value: unknown): unknown {
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [op, operand] of Object.entries(value)) out[`$${op}`] = op === 'not' ? operators(operand) : operand;
  return out;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

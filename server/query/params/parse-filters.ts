// REST `filters` → Condition, validated against the model as Strapi v4.26 validates it.
// Two kinds of refusal: a key Strapi's validation rejects ("Invalid parameter KEY", 400 in Strapi too),
// and a value Strapi only trips over when it runs the query (a 500 there, a 400 naming the key here).
// A findOne never runs its filters, so there only the first kind applies (`valuesUnused`).
import type { SchemaRegistry } from '../../schema/registry.ts';
import { linkedModel } from '../../schema/storage-layout.ts';
import type { Model } from '../../schema/types.ts';
import { COMPARE_OPERATORS, type CompareOperator, type Condition } from '../ast.ts';
import { castFilterValue, parseBooleanLoose } from './cast-value.ts';
import { invalidParameter, isPlainObject, type ParamContext } from './invalid.ts';

const CASTS: ReadonlySet<string> = new Set(['$eq', '$ne', '$in', '$notIn', '$gt', '$gte', '$lt', '$lte', '$between']);
const OPERATORS: ReadonlySet<string> = new Set(COMPARE_OPERATORS);

type Target = Parameters<typeof castFilterValue>[0];

export function parseFilters(
  registry: SchemaRegistry,
  model: Model,
  raw: unknown,
  ctx: ParamContext,
): Condition | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!isPlainObject(raw)) return unusable(ctx, 'filters');
  return parseLevel(registry, model, raw, ctx, true);
}

/** A value Strapi accepts at validation but fails on when the query runs. */
function unusable(ctx: ParamContext, key: string): undefined {
  if (ctx.valuesUnused) return undefined;
  throw invalidParameter(key);
}

function parseLevel(
  registry: SchemaRegistry,
  model: Model,
  raw: Record<string, unknown> | unknown[],
  ctx: ParamContext,
  root: boolean,
): Condition | undefined {
  const items: Condition[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const c = parseKey(registry, model, key, value, ctx, root);
    if (c) items.push(c);
  }
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { type: 'and', items };
}

function parseKey(
  registry: SchemaRegistry,
  model: Model,
  key: string,
  value: unknown,
  ctx: ParamContext,
  root: boolean,
): Condition | undefined {
  if (key === '$and' || key === '$or') {
    const list = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null;
    if (!list) return unusable(ctx, key);
    const items = list
      .map((v) =>
        isPlainObject(v) || Array.isArray(v)
          ? parseLevel(registry, model, v as Record<string, unknown>, ctx, root)
          : undefined,
      )
      .filter((c): c is Condition => c !== undefined);
    if (items.length === 0) return undefined;
    return { type: key === '$and' ? 'and' : 'or', items };
  }
  if (key === '$not') {
    // Strapi runs `$not` at the root only; inside a relation its query fails.
    if (!isPlainObject(value) || !root) return unusable(ctx, key);
    const inner = parseLevel(registry, model, value, ctx, root);
    return inner && { type: 'not', item: inner };
  }
  if (key.startsWith('$')) {
    if (!OPERATORS.has(key)) throw invalidParameter(key);
    // An operator at the level of a relation or component compares the related id
    // (`filters[brand][$eq]=1`); at the root there is nothing to compare.
    if (root) return unusable(ctx, key);
    return parseScalar('id', 'id', { [key]: value }, ctx);
  }
  if (key === 'id') return parseScalar('id', 'id', value, ctx);
  const attr = model.attributes[key];
  if (
    !attr ||
    attr.private ||
    attr.kind === 'dynamiczone' ||
    (attr.kind === 'relation' && attr.relation.startsWith('morph'))
  ) {
    throw invalidParameter(key);
  }
  if (attr.kind === 'scalar') return parseScalar(attr, key, value, ctx);
  const targetUid = linkedModel(attr);
  if (attr.kind === 'relation' && !ctx.canRead(targetUid)) throw invalidParameter(key);
  const target = registry.get(targetUid);
  // A bare id (or ids) on a relation compares the related id.
  const where = isPlainObject(value)
    ? parseLevel(registry, target, value, ctx, false)
    : parseScalar('id', 'id', value, ctx);
  return where && { type: 'nested', attribute: key, where };
}

function parseScalar(attr: Target, key: string, value: unknown, ctx: ParamContext): Condition | undefined {
  if (!isPlainObject(value)) {
    if (value === undefined) return undefined;
    const op: CompareOperator = Array.isArray(value) ? '$in' : '$eq';
    return compare(attr, key, op, value, ctx);
  }
  const items: Condition[] = [];
  for (const [op, operand] of Object.entries(value)) {
    if (op === '$not') {
      const inner = parseScalar(attr, key, operand, ctx);
      if (inner) items.push({ type: 'not', item: inner });
      continue;
    }
    if (op === '$and' || op === '$or') {
      unusable(ctx, op);
      continue;
    }
    // An unknown operator on an attribute is ignored, as Strapi does (no filter, 200); on an id Strapi refuses it.
    if (!OPERATORS.has(op)) {
      if (attr === 'id' && op.startsWith('$')) throw invalidParameter(op);
      continue;
    }
    if (isPlainObject(operand)) {
      // `{ $eq: {} }` is dropped like an empty filter; its keys are still checked on an id.
      if (attr === 'id')
        for (const k of Object.keys(operand)) if (k.startsWith('$') && !OPERATORS.has(k)) throw invalidParameter(k);
      continue;
    }
    const c = compare(attr, key, op as CompareOperator, operand, ctx);
    if (c) items.push(c);
  }
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { type: 'and', items };
}

function compare(
  attr: Target,
  key: string,
  op: CompareOperator,
  operand: unknown,
  ctx: ParamContext,
): Condition | undefined {
  if (ctx.valuesUnused) return { type: 'compare', attribute: key, op, value: operand };
  return { type: 'compare', attribute: key, op, value: castOperand(attr, key, op, operand) };
}

function castOperand(attr: Target, key: string, op: string, operand: unknown): unknown {
  if (op === '$null' || op === '$notNull') return parseBooleanLoose(operand);
  if (op === '$between' && (!Array.isArray(operand) || operand.length !== 2)) throw invalidParameter(key);
  if (op === '$in' || op === '$notIn') {
    const list = Array.isArray(operand) ? operand : [operand];
    return castFilterValue(attr, list, key);
  }
  if (!CASTS.has(op))
    return Array.isArray(operand)
      ? operand.map((v) => (v === null ? null : String(v)))
      : operand === null
        ? null
        : String(operand);
  return castFilterValue(attr, operand, key);
}

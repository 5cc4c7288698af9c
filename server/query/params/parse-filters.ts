// A filter tree → Condition, validated against the model as Strapi v4.26 validates it. REST `filters`
// and GraphQL's `<Name>FiltersInput` are the same tree with operators spelled differently (`$eq`, `$and`
// against `eq`, `and`): Strapi renames GraphQL's and then validates them as REST filters, so one walk
// serves both, and its errors name operators as REST spells them.
// Two kinds of refusal: a key Strapi's validation rejects ("Invalid parameter KEY", 400 in Strapi too),
// and a value Strapi only trips over when it runs the query (a 500 there, a 400 naming the key here).
// A findOne never runs its filters, so there only the first kind applies (`valuesUnused`).
import type { SchemaRegistry } from '../../schema/registry.ts';
import { linkedModel } from '../../schema/storage-layout.ts';
import type { Model } from '../../schema/types.ts';
import { COMPARE_OPERATORS, type CompareOperator, type Condition } from '../ast.ts';
import { castFilterValue, parseBooleanLoose } from './cast-value.ts';
import { LimitExceededError } from '../../errors.ts';
import { invalidParameter, isPlainObject, type ParamContext } from './invalid.ts';

const CASTS: ReadonlySet<string> = new Set(['$eq', '$ne', '$in', '$notIn', '$gt', '$gte', '$lt', '$lte', '$between']);
const OPERATORS: ReadonlySet<string> = new Set(COMPARE_OPERATORS);

type Target = Parameters<typeof castFilterValue>[0];

/** How a filter tree spells its operators; each answer is the REST name (`$eq`, `$and`), or undefined. */
export interface OperatorSpelling {
  /** A key beside attribute names: a logical operator, or (REST) a comparison with the related id. */
  besideAttributes(key: string): string | undefined;
  /** A key inside an attribute's value. */
  insideAttribute(key: string): string | undefined;
}

const restName = (key: string) => (key.startsWith('$') ? key : undefined);

/** The query string's (and the entity service's) spelling: an operator is any key starting with `$`. */
const REST_SPELLING: OperatorSpelling = { besideAttributes: restName, insideAttribute: restName };

/** An operator key already read as its REST name (undefined: not an operator), with its operand. */
type Spelled = [op: string | undefined, operand: unknown];

interface Walk {
  registry: SchemaRegistry;
  ctx: ParamContext;
  spelling: OperatorSpelling;
  /** Values compared so far (each bound to the query as a parameter). */
  compared: number;
}

/**
 * The values one filter may compare in all (an `$in` list counts each): each is a parameter of the
 * query, and SQLite takes at most 32766 of them in a statement. Past it Strapi fails as it runs the
 * query (a 500); here the filter is refused naming its key.
 */
export const MAX_COMPARED_VALUES = 30_000;

export function parseFilters(
  registry: SchemaRegistry,
  model: Model,
  raw: unknown,
  ctx: ParamContext,
  spelling: OperatorSpelling = REST_SPELLING,
): Condition | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!isPlainObject(raw)) return unusable(ctx, 'filters');
  return parseLevel({ registry, ctx, spelling, compared: 0 }, model, raw, true);
}

/** A value Strapi accepts at validation but fails on when the query runs. */
function unusable(ctx: ParamContext, key: string): undefined {
  if (ctx.valuesUnused) return undefined;
  throw invalidParameter(key);
}

function parseLevel(
  walk: Walk,
  model: Model,
  raw: Record<string, unknown> | unknown[],
  root: boolean,
): Condition | undefined {
  const items: Condition[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const c = parseKey(walk, model, key, value, root);
    if (c) items.push(c);
  }
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { type: 'and', items };
}

function parseKey(walk: Walk, model: Model, key: string, value: unknown, root: boolean): Condition | undefined {
  const { ctx } = walk;
  const op = walk.spelling.besideAttributes(key);
  if (op === '$and' || op === '$or') {
    const list = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null;
    if (!list) return unusable(ctx, op);
    const items = list
      .map((v) =>
        isPlainObject(v) || Array.isArray(v) ? parseLevel(walk, model, v as Record<string, unknown>, root) : undefined,
      )
      .filter((c): c is Condition => c !== undefined);
    if (items.length === 0) return undefined;
    return { type: op === '$and' ? 'and' : 'or', items };
  }
  if (op === '$not') {
    // Strapi runs `$not` at the root only; inside a relation its query fails.
    if (!isPlainObject(value) || !root) return unusable(ctx, op);
    const inner = parseLevel(walk, model, value, root);
    return inner && { type: 'not', item: inner };
  }
  if (op !== undefined) {
    if (!OPERATORS.has(op)) throw invalidParameter(op);
    // An operator at the level of a relation or component compares the related id
    // (`filters[brand][$eq]=1`); at the root there is nothing to compare.
    if (root) return unusable(ctx, op);
    return parseOperators(walk, 'id', 'id', [[op, value]]);
  }
  if (key === 'id') return parseScalar(walk, 'id', 'id', value);
  // The model's attribute map has no prototype: `constructor` is no attribute.
  const attr = model.attributes[key];
  if (!attr || attr.private || attr.kind === 'dynamiczone' || (attr.kind === 'relation' && attr.morph)) {
    throw invalidParameter(key);
  }
  if (attr.kind === 'scalar') return parseScalar(walk, attr, key, value);
  const targetUid = linkedModel(attr);
  if (attr.kind === 'relation' && !ctx.canRead(targetUid)) throw invalidParameter(key);
  const target = walk.registry.get(targetUid);
  // A bare id (or ids) on a relation compares the related id.
  const where = isPlainObject(value) ? parseLevel(walk, target, value, false) : parseScalar(walk, 'id', 'id', value);
  return where && { type: 'nested', attribute: key, where };
}

function parseScalar(walk: Walk, attr: Target, key: string, value: unknown): Condition | undefined {
  const { spelling } = walk;
  if (!isPlainObject(value)) {
    if (value === undefined) return undefined;
    const op: CompareOperator = Array.isArray(value) ? '$in' : '$eq';
    return compare(walk, attr, key, op, value);
  }
  const ops = Object.entries(value).map(([k, operand]): Spelled => [spelling.insideAttribute(k), operand]);
  return parseOperators(walk, attr, key, ops);
}

/** Operators applied to one attribute (or to the related id). */
function parseOperators(walk: Walk, attr: Target, key: string, ops: Spelled[]): Condition | undefined {
  const { ctx, spelling } = walk;
  const items: Condition[] = [];
  for (const [op, operand] of ops) {
    if (op === '$not') {
      const inner = parseScalar(walk, attr, key, operand);
      if (inner) items.push({ type: 'not', item: inner });
      continue;
    }
    if (op === '$and' || op === '$or') {
      unusable(ctx, op);
      continue;
    }
    // An unknown operator on an attribute is ignored, as Strapi does (no filter, 200); on an id Strapi refuses it.
    if (op === undefined || !OPERATORS.has(op)) {
      if (attr === 'id') refuseUnknownOperator(op);
      continue;
    }
    if (isPlainObject(operand)) {
      // `{ $eq: {} }` is dropped like an empty filter; its keys are still checked on an id.
      if (attr === 'id') for (const k of Object.keys(operand)) refuseUnknownOperator(spelling.insideAttribute(k));
      continue;
    }
    const c = compare(walk, attr, key, op as CompareOperator, operand);
    if (c) items.push(c);
  }
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { type: 'and', items };
}

function refuseUnknownOperator(op: string | undefined): void {
  if (op !== undefined && !OPERATORS.has(op)) throw invalidParameter(op);
}

function compare(walk: Walk, attr: Target, key: string, op: CompareOperator, operand: unknown): Condition | undefined {
  if (walk.ctx.valuesUnused) return { type: 'compare', attribute: key, op, value: operand };
  walk.compared += Array.isArray(operand) ? operand.length : 1;
  if (walk.compared > MAX_COMPARED_VALUES) {
    throw new LimitExceededError(
      `Invalid parameter ${key}: a filter compares at most ${MAX_COMPARED_VALUES} values`,
      `a filter comparing over ${MAX_COMPARED_VALUES} values (a query binds at most 32766 on SQLite)`,
    );
  }
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

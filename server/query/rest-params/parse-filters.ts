// REST `filters` → Condition, validated against the model as Strapi v4.26 validates it.
import { ValidationError } from '../../errors.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';
import { COMPARE_OPERATORS, type CompareOperator, type Condition } from '../ast.ts';
import { castFilterValue, parseBooleanLoose } from './cast-value.ts';
import { invalidParameter, isPlainObject, type ParamContext } from './invalid.ts';

const CASTS: ReadonlySet<string> = new Set(['$eq', '$ne', '$in', '$notIn', '$gt', '$gte', '$lt', '$lte', '$between']);
const OPERATORS: ReadonlySet<string> = new Set(COMPARE_OPERATORS);

export function parseFilters(registry: SchemaRegistry, model: Model, raw: unknown, ctx: ParamContext): Condition | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!isPlainObject(raw) && !Array.isArray(raw)) throw new ValidationError('Invalid parameter filters: expected an object');
  return parseLevel(registry, model, raw as Record<string, unknown>, ctx);
}

function parseLevel(registry: SchemaRegistry, model: Model, raw: Record<string, unknown> | unknown[], ctx: ParamContext): Condition | undefined {
  const items: Condition[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const c = parseKey(registry, model, key, value, ctx);
    if (c) items.push(c);
  }
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { type: 'and', items };
}

function parseKey(registry: SchemaRegistry, model: Model, key: string, value: unknown, ctx: ParamContext): Condition | undefined {
  if (key === '$and' || key === '$or') {
    const list = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : null;
    if (!list) throw new ValidationError(`Invalid parameter ${key}: expected an array`);
    const items = list
      .map((v) => (isPlainObject(v) || Array.isArray(v) ? parseLevel(registry, model, v as Record<string, unknown>, ctx) : undefined))
      .filter((c): c is Condition => c !== undefined);
    if (items.length === 0) return undefined;
    return { type: key === '$and' ? 'and' : 'or', items };
  }
  if (key === '$not') {
    if (!isPlainObject(value)) throw new ValidationError('Invalid parameter $not: expected an object');
    const inner = parseLevel(registry, model, value, ctx);
    return inner && { type: 'not', item: inner };
  }
  if (key.startsWith('$')) {
    // Strapi answers a field operator at the root with a 500; the key is the problem.
    throw new ValidationError(`Invalid parameter ${key}: only $and, $or and $not can be used at the root of filters`);
  }
  if (key === 'id') return parseScalar('id', 'id', value);
  const attr = model.attributes[key];
  if (!attr || attr.private || attr.kind === 'dynamiczone' || (attr.kind === 'relation' && attr.relation.startsWith('morph'))) {
    throw invalidParameter(key);
  }
  if (attr.kind === 'scalar') return parseScalar(attr, key, value);
  const targetUid = attr.kind === 'relation' ? attr.target : attr.kind === 'media' ? 'plugin::upload.file' : attr.component;
  if (attr.kind === 'relation' && !ctx.canRead(targetUid)) throw invalidParameter(key);
  const target = registry.get(targetUid);
  // A bare id (or ids) on a relation compares the related id.
  const where = isPlainObject(value) ? parseLevel(registry, target, value, ctx) : parseScalar('id', 'id', value);
  return where && { type: 'nested', attribute: key, where };
}

function parseScalar(attr: Parameters<typeof castFilterValue>[0], key: string, value: unknown): Condition | undefined {
  if (!isPlainObject(value)) {
    if (value === undefined) return undefined;
    const op: CompareOperator = Array.isArray(value) ? '$in' : '$eq';
    return { type: 'compare', attribute: key, op, value: castFilterValue(attr, value, key) };
  }
  const items: Condition[] = [];
  for (const [op, operand] of Object.entries(value)) {
    if (op === '$not') {
      const inner = parseScalar(attr, key, operand);
      if (inner) items.push({ type: 'not', item: inner });
      continue;
    }
    if (op === '$and' || op === '$or') throw new ValidationError(`Invalid parameter ${key}: ${op} cannot be used inside an attribute`);
    // An unknown operator inside an attribute is ignored, as Strapi does (no filter, 200).
    if (!OPERATORS.has(op)) continue;
    if (isPlainObject(operand)) continue; // `{ $eq: {} }` is dropped like an empty filter
    items.push({ type: 'compare', attribute: key, op: op as CompareOperator, value: castOperand(attr, key, op, operand) });
  }
  if (items.length === 0) return undefined;
  return items.length === 1 ? items[0] : { type: 'and', items };
}

function castOperand(attr: Parameters<typeof castFilterValue>[0], key: string, op: string, operand: unknown): unknown {
  if (op === '$null' || op === '$notNull') return parseBooleanLoose(operand);
  if (op === '$between') {
    if (!Array.isArray(operand) || operand.length !== 2) throw new ValidationError(`Invalid parameter ${key}: $between expects two values`);
  }
  if (op === '$in' || op === '$notIn') {
    const list = Array.isArray(operand) ? operand : [operand];
    return castFilterValue(attr, list, key);
  }
  if (!CASTS.has(op)) return Array.isArray(operand) ? operand.map((v) => (v === null ? null : String(v))) : operand === null ? null : String(operand);
  return castFilterValue(attr, operand, key);
}

// Select lists, ORDER BY and row decoding for one model.
import type { Row } from '../../db/database.ts';
import { fromStored } from '../../schema/field-values.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model, ScalarAttribute } from '../../schema/types.ts';
import type { SortItem } from '../ast.ts';
import { q, type Fragment } from './fragment.ts';

export type Entity = Record<string, unknown> & { id: number };

/** Scalar attributes returned when no `fields` are asked for: all but private ones. */
export function defaultFields(model: Model, includePrivate = false): ScalarAttribute[] {
  return Object.values(model.attributes).filter(
    (a): a is ScalarAttribute => a.kind === 'scalar' && (includePrivate || !a.private),
  );
}

export function selectedFields(
  model: Model,
  fields: string[] | null | undefined,
  includePrivate = false,
): ScalarAttribute[] {
  if (!fields || fields.length === 0 || fields.includes('*')) return defaultFields(model, includePrivate);
  const out: ScalarAttribute[] = [];
  for (const f of fields) {
    const a = model.attributes[f];
    if (a && a.kind === 'scalar' && (includePrivate || !a.private) && !out.includes(a)) out.push(a);
  }
  return out;
}

export function selectList(alias: string, attrs: ScalarAttribute[]): string {
  const cols = [`${alias}.${q('id')} AS ${q('id')}`];
  for (const a of attrs) {
    // sql.js reads integers as doubles; text keeps every digit of a biginteger.
    cols.push(
      a.type === 'biginteger'
        ? `CAST(${alias}.${q(a.column)} AS TEXT) AS ${q(a.column)}`
        : `${alias}.${q(a.column)} AS ${q(a.column)}`,
    );
  }
  return cols.join(', ');
}

export function decodeRow(row: Row, attrs: ScalarAttribute[]): Entity {
  const e: Entity = { id: Number(row.id) };
  for (const a of attrs) e[a.name] = fromStored(a, row[a.column]);
  return e;
}

export function compileOrderBy(
  registry: SchemaRegistry,
  model: Model,
  alias: string,
  sort: SortItem[] | undefined,
): Fragment {
  const parts: string[] = [];
  const params: Fragment['params'] = [];
  for (const item of sort ?? []) {
    const expr = sortExpression(registry, model, alias, item.path, 0, params);
    parts.push(`${expr} ${item.order === 'desc' ? 'DESC' : 'ASC'}`);
  }
  parts.push(`${alias}.${q('id')} ASC`);
  return { sql: parts.join(', '), params };
}

function sortExpression(
  registry: SchemaRegistry,
  model: Model,
  alias: string,
  path: string[],
  depth: number,
  params: Fragment['params'],
): string {
  const [head, ...rest] = path;
  if (head === 'id') return `${alias}.${q('id')}`;
  const attr = model.attributes[head];
  if (attr.kind === 'scalar') return `${alias}.${q(attr.column)}`;
  const t = `s${depth}t`;
  const l = `s${depth}l`;
  if (attr.kind === 'relation') {
    const target = registry.get(attr.target);
    const inner = sortExpression(registry, target, t, rest, depth + 1, params);
    const order = attr.link.orderColumn ? `${l}.${q(attr.link.orderColumn)}, ` : '';
    return (
      `(SELECT ${inner} FROM ${q(attr.link.name)} ${l} JOIN ${q(target.tableName)} ${t} ON ${t}.${q('id')} = ${l}.${q(attr.link.targetColumn)} ` +
      `WHERE ${l}.${q(attr.link.ownColumn)} = ${alias}.${q('id')} ORDER BY ${order}${l}.${q('id')} LIMIT 1)`
    );
  }
  if (attr.kind === 'component') {
    const comp = registry.get(attr.component);
    params.push(head);
    const inner = sortExpression(registry, comp, t, rest, depth + 1, params);
    return (
      `(SELECT ${inner} FROM ${q(model.componentsTable)} ${l} JOIN ${q(comp.tableName)} ${t} ON ${t}.${q('id')} = ${l}.${q('component_id')} ` +
      `WHERE ${l}.${q('entity_id')} = ${alias}.${q('id')} AND ${l}.${q('field')} = ? ORDER BY ${l}.${q('order')} LIMIT 1)`
    );
  }
  throw new Error(`cannot sort on ${model.uid}.${head}`);
}

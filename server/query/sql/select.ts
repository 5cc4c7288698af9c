// Select lists, ORDER BY and row decoding for one model.
import type { Row } from '../../db/database.ts';
import { strapiIndexesColumn } from '../../db/sync-tables.ts';
import { storedReader } from '../../schema/field-values.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import { linkedModel } from '../../schema/storage-layout.ts';
import type { Model, ScalarAttribute } from '../../schema/types.ts';
import type { SortItem } from '../ast.ts';
import { q, type Fragment } from './fragment.ts';
import { linkJoin, linkRows } from './link.ts';

export type Entity = Record<string, unknown> & { id: number };

/** Scalar attributes returned when no `fields` are asked for: all but private ones. */
export function defaultFields(model: Model, includePrivate = false): ScalarAttribute[] {
  return Object.values(model.attributes).filter(
    (a): a is ScalarAttribute => a.kind === 'scalar' && (includePrivate || !a.private),
  );
}

/** Selections of a model by what was asked: one array per shape, which its row decoder is kept by. */
const selections = new WeakMap<Model, Map<string, readonly ScalarAttribute[]>>();
/** Shapes kept per model (the fields a client may ask for are unbounded); past it the model's are dropped. */
const SELECTIONS_KEPT = 200;

/** The scalar attributes a read returns: those asked for, or every default one. The same array for the same request. */
export function selectedFields(
  model: Model,
  fields: string[] | null | undefined,
  includePrivate = false,
): readonly ScalarAttribute[] {
  const all = !fields || fields.length === 0 || fields.includes('*');
  const key = `${includePrivate ? 'p' : ''}:${all ? '*' : fields.join(',')}`;
  let byKey = selections.get(model);
  if (!byKey) selections.set(model, (byKey = new Map()));
  let selected = byKey.get(key);
  if (!selected) {
    selected = all ? defaultFields(model, includePrivate) : askedFields(model, fields, includePrivate);
    if (byKey.size >= SELECTIONS_KEPT) byKey.clear();
    byKey.set(key, selected);
  }
  return selected;
}

function askedFields(model: Model, fields: string[], includePrivate: boolean): ScalarAttribute[] {
  const out: ScalarAttribute[] = [];
  for (const f of fields) {
    const a = model.attributes[f];
    if (a && a.kind === 'scalar' && (includePrivate || !a.private) && !out.includes(a)) out.push(a);
  }
  return out;
}

/** What is made once per selection (one array per request shape): its column lists by table alias, its decoder. */
interface Made {
  lists: Map<string, string>;
  /** `SELECT` and the list, by alias: the head of a statement's text (statementText). */
  heads?: Map<string, string>;
  decode?: (row: Row) => Entity;
}
const made = new WeakMap<readonly ScalarAttribute[], Made>();

function madeFor(attrs: readonly ScalarAttribute[]): Made {
  let m = made.get(attrs);
  if (!m) made.set(attrs, (m = { lists: new Map() }));
  return m;
}

/** The columns of a selection: the id, then each attribute's column under its own name. */
export function selectList(alias: string, attrs: readonly ScalarAttribute[]): string {
  const { lists } = madeFor(attrs);
  let list = lists.get(alias);
  if (list === undefined) lists.set(alias, (list = writeSelectList(alias, attrs)));
  return list;
}

/** `SELECT` and the columns of a selection, one string kept per alias (a statement's head: statementText). */
export function selectHead(alias: string, attrs: readonly ScalarAttribute[]): string {
  const m = madeFor(attrs);
  m.heads ??= new Map();
  let head = m.heads.get(alias);
  if (head === undefined) m.heads.set(alias, (head = `SELECT ${selectList(alias, attrs)}`));
  return head;
}

function writeSelectList(alias: string, attrs: readonly ScalarAttribute[]): string {
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

/** A row of selectList's columns as an entity: its id and each attribute's value read back for output. */
export function decodeRow(row: Row, attrs: readonly ScalarAttribute[]): Entity {
  const m = madeFor(attrs);
  m.decode ??= rowDecoder(attrs);
  return m.decode(row);
}

/**
 * A selection's decoder, returning each entity as an object literal of its attribute names: every
 * entity of a selection then shares one shape, made at once, where setting attribute by attribute
 * went through V8's generic keyed stores (a page of 25 entries: 17 us against 11). Names are JSON
 * string literals.
 */
function rowDecoder(attrs: readonly ScalarAttribute[]): (row: Row) => Entity {
  const fields = attrs.map((a, i) => `${JSON.stringify(a.name)}: read[${i}](row[${JSON.stringify(a.column)}])`);
  const make = new Function('read', `return (row) => ({ id: Number(row.id), ${fields.join(', ')} });`);
  return make(attrs.map((a) => storedReader(a.type))) as (row: Row) => Entity;
}

/** The ORDER BY list of `sort`, rows that tie then in id order unless `tiesById` is false ('' when nothing is left). */
export function compileOrderBy(
  registry: SchemaRegistry,
  model: Model,
  alias: string,
  sort: SortItem[] | undefined,
  tiesById = true,
): Fragment {
  const parts: string[] = [];
  const params: Fragment['params'] = [];
  for (const item of sort ?? []) {
    const expr = sortExpression(registry, model, alias, item.path, 0, params);
    parts.push(`${expr} ${item.order === 'desc' ? 'DESC' : 'ASC'}`);
  }
  if (tiesById) parts.push(`${alias}.${q('id')} ${tieOrder(model, sort)}`);
  return { sql: parts.join(', '), params };
}

/**
 * The order of rows that tie on every sort key, as Strapi's SQLite yields them: in id order,
 * unless the first key is a column Strapi indexes, whose index SQLite walks in the key's direction.
 */
function tieOrder(model: Model, sort: SortItem[] | undefined): 'ASC' | 'DESC' {
  const first = sort?.[0];
  if (!first || first.order !== 'desc' || first.path.length !== 1) return 'ASC';
  const attr = model.attributes[first.path[0]];
  return attr?.kind === 'scalar' && strapiIndexesColumn(model, attr) ? 'DESC' : 'ASC';
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
  if (attr.kind !== 'relation' && attr.kind !== 'component') throw new Error(`cannot sort on ${model.uid}.${head}`);
  const t = `s${depth}t`;
  const l = `s${depth}l`;
  const target = registry.get(linkedModel(attr));
  const inner = sortExpression(registry, target, t, rest, depth + 1, params);
  // The first linked row's value: the sub-query's own parameters follow the inner ones it selects.
  const links = linkRows(attr.link, l, { sql: `= ${alias}.${q('id')}`, params: [] });
  params.push(...links.params);
  const order = attr.link.orderColumn ? `${l}.${q(attr.link.orderColumn)}, ` : '';
  return (
    `(SELECT ${inner} FROM ${linkJoin(attr.link, l, target, t)} ` +
    `WHERE ${links.sql} ORDER BY ${order}${l}.${q('id')} LIMIT 1)`
  );
}

// Condition AST → SQL. Relations, components and media become `id IN (…)` or EXISTS sub-queries,
// so a filter never multiplies rows (no DISTINCT, exact counts and pages).
import type { Dialect } from '../../db/dialect/dialect.ts';
import { sqliteDialect } from '../../db/dialect/sqlite.ts';
import type { Param } from '../../db/journal.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';
import { linkedModel } from '../../schema/storage-layout.ts';
import type { Condition } from '../ast.ts';
import { AliasCounter, inList, joinFragments, q, type Fragment } from './fragment.ts';
import { rejectsEmptyRow } from './empty-row.ts';
import { linkJoin, linkRows } from './link.ts';
import type { WhereHints } from './plan-hints/ranges.ts';

export function compileWhere(
  registry: SchemaRegistry,
  model: Model,
  alias: string,
  cond: Condition,
  aliases: AliasCounter,
  dialect: Dialect = sqliteDialect,
  hints?: WhereHints,
): Fragment {
  switch (cond.type) {
    case 'and':
    case 'or': {
      if (cond.items.length === 0) return { sql: cond.type === 'and' ? '1=1' : '1=0', params: [] };
      const parts = cond.items.map((c) => compileWhere(registry, model, alias, c, aliases, dialect, hints));
      const joined = joinFragments(parts, cond.type === 'and' ? ' AND ' : ' OR ');
      return { sql: `(${joined.sql})`, params: joined.params };
    }
    case 'not': {
      // SQL's NOT, as Strapi's `whereNot`: a row whose inner test is NULL (a NULL column) matches
      // neither the filter nor its negation (`$not: { category: { $eq: 'news' } }` skips NULL categories).
      const inner = compileWhere(registry, model, alias, cond.item, aliases, dialect, hints);
      return { sql: `NOT (${inner.sql})`, params: inner.params };
    }
    case 'compare': {
      const compare = compileCompare(
        columnRef(model, alias, cond.attribute),
        cond.op,
        engineValue(model, cond.attribute, cond.op, cond.value, dialect),
        dialect,
      );
      const share = hints?.shares.get(cond);
      return share === undefined ? compare : { ...compare, sql: hints!.likely(compare.sql, share) };
    }
    case 'nested':
      return compileNested(registry, model, alias, cond.attribute, cond.where, aliases, dialect);
    case 'search': {
      // As Strapi's search: `*`, `%` and `\` in the term are literal, `_` stays a wildcard.
      const pattern = `%${cond.term.replace(/[*%\\]/g, '\\$&')}%`;
      const options = { insensitive: true, negate: false, escape: true };
      const parts = cond.attributes.map((a) => ({
        sql: dialect.like(columnRef(model, alias, a), '?', options),
        params: [pattern],
      }));
      const joined = joinFragments(parts, ' OR ');
      return { sql: `(${joined.sql})`, params: joined.params };
    }
  }
}

/**
 * A filter's value (stored form) as the engine compares it with the attribute's column. The operand
 * of `$null`/`$notNull` says which test to make and is never compared with the column.
 */
function engineValue(model: Model, attribute: string, op: string, value: unknown, dialect: Dialect): unknown {
  const attr = model.attributes[attribute];
  if (dialect === sqliteDialect || attr?.kind !== 'scalar' || op === '$null' || op === '$notNull') return value;
  if (Array.isArray(value)) return value.map((v) => dialect.param(attr.type, stored(v)));
  return typeof value === 'number' || typeof value === 'boolean' ? dialect.param(attr.type, stored(value)) : value;
}

/** A JS boolean as SQLite stores it (1/0), which each dialect then spells its own way. */
function stored(value: unknown): Param {
  return typeof value === 'boolean' ? (value ? 1 : 0) : (value as Param);
}

function columnRef(model: Model, alias: string, attribute: string): string {
  if (attribute === 'id') return `${alias}.${q('id')}`;
  const attr = model.attributes[attribute];
  if (!attr || attr.kind !== 'scalar') throw new Error(`not a scalar attribute: ${model.uid}.${attribute}`);
  return `${alias}.${q(attr.column)}`;
}

// Nested conditions follow LEFT JOIN semantics (as Strapi's joins do): an entry with nothing linked
// is tested against an all-NULL row, so `filters[author][id][$null]=true` finds entries without one.
function compileNested(
  registry: SchemaRegistry,
  model: Model,
  alias: string,
  attribute: string,
  where: Condition,
  aliases: AliasCounter,
  dialect: Dialect,
): Fragment {
  const attr = model.attributes[attribute];
  if (attr.kind !== 'relation' && attr.kind !== 'component' && attr.kind !== 'media')
    throw new Error(`cannot filter through ${model.uid}.${attribute}`);
  const t = aliases.next();
  const l = aliases.next();
  const target = registry.get(linkedModel(attr));
  const join = linkJoin(attr.link, l, target, t);
  // A component attribute's rows are also told apart by their type, as Strapi's join does.
  const typeUid = attr.kind === 'component' ? target.uid : undefined;
  const inner = compileWhere(registry, target, t, where, aliases, dialect);
  if (rejectsEmptyRow(where)) {
    // Only entries with a linked row can match: the links that pass are read once, not per entry.
    const own = `${l}.${q(attr.link.ownColumn)}`;
    const scope = linkRows(attr.link, l, undefined, typeUid);
    return {
      sql: `${alias}.${q('id')} IN (SELECT ${own} FROM ${join} WHERE ${own} IS NOT NULL AND ${scope.sql} AND ${inner.sql})`,
      params: [...scope.params, ...inner.params],
    };
  }
  const on = linkRows(attr.link, l, { sql: `= ${alias}.${q('id')}`, params: [] }, typeUid, dialect.plannerHints);
  return {
    sql: `EXISTS (SELECT 1 FROM (SELECT 1) ${aliases.next()} LEFT JOIN (${join}) ON ${on.sql} WHERE ${inner.sql})`,
    params: [...on.params, ...inner.params],
  };
}

const LIKE: Record<string, [prefix: string, suffix: string, insensitive: boolean, negate: boolean]> = {
  $eqi: ['', '', true, false],
  $nei: ['', '', true, true],
  $contains: ['%', '%', false, false],
  $notContains: ['%', '%', false, true],
  $containsi: ['%', '%', true, false],
  $notContainsi: ['%', '%', true, true],
  $startsWith: ['', '%', false, false],
  $startsWithi: ['', '%', true, false],
  $endsWith: ['%', '', false, false],
  $endsWithi: ['%', '', true, false],
};

const COMPARE: Record<string, string> = { $lt: '<', $lte: '<=', $gt: '>', $gte: '>=' };

export function compileCompare(col: string, op: string, value: unknown, dialect: Dialect = sqliteDialect): Fragment {
  if (op === '$null' || op === '$notNull') {
    const isNull = op === '$null' ? value === true : value !== true;
    return { sql: `${col} IS ${isNull ? '' : 'NOT '}NULL`, params: [] };
  }
  if (op === '$in' || op === '$notIn') {
    const list = (Array.isArray(value) ? value : [value]) as Param[];
    if (list.length === 0) return { sql: op === '$in' ? '1=0' : '1=1', params: [] };
    const listed = inList(list);
    return { sql: `${col} ${op === '$in' ? '' : 'NOT '}${listed.sql}`, params: listed.params };
  }
  if (op === '$between') {
    const [a, b] = value as Param[];
    return { sql: `${col} BETWEEN ? AND ?`, params: [a, b] };
  }
  // Any other operator given an array matches when one of the values matches (Strapi's rule).
  if (Array.isArray(value)) {
    if (value.length === 0) return { sql: '1=0', params: [] };
    const parts = value.map((v) => compileCompare(col, op, v, dialect));
    const joined = joinFragments(parts, ' OR ');
    return { sql: `(${joined.sql})`, params: joined.params };
  }
  if (op === '$eq')
    return value === null ? { sql: `${col} IS NULL`, params: [] } : { sql: `${col} = ?`, params: [value as Param] };
  if (op === '$ne')
    return value === null
      ? { sql: `${col} IS NOT NULL`, params: [] }
      : { sql: `${col} <> ?`, params: [value as Param] };
  if (COMPARE[op]) return { sql: `${col} ${COMPARE[op]} ?`, params: [value as Param] };
  const like = LIKE[op];
  if (like) {
    const [pre, post, insensitive, negate] = like;
    const pattern = `${pre}${value === null ? '' : String(value)}${post}`;
    return { sql: dialect.like(col, '?', { insensitive, negate }), params: [pattern] };
  }
  throw new Error(`unknown operator ${op}`);
}

/** The tables a compiled filter reads: the model's own, and each link and target table it goes through. */
export function tablesRead(registry: SchemaRegistry, model: Model, cond: Condition | undefined): string[] {
  const out = new Set([model.tableName]);
  const visit = (m: Model, c: Condition): void => {
    if (c.type === 'and' || c.type === 'or') for (const item of c.items) visit(m, item);
    else if (c.type === 'not') visit(m, c.item);
    else if (c.type === 'nested') {
      const attr = m.attributes[c.attribute];
      if (attr.kind !== 'relation' && attr.kind !== 'component' && attr.kind !== 'media') return;
      const target = registry.get(linkedModel(attr));
      out.add(attr.link.name).add(target.tableName);
      visit(target, c.where);
    }
  };
  if (cond) visit(model, cond);
  return [...out];
}

// A link table in SQL: the join from an owner's links to the rows they point at, and the
// conditions that pick an owner's links of one attribute out of a table several attributes share
// (schema/storage-layout.ts names the tables and columns).
import type { PlannerHints } from '../../db/dialect/dialect.ts';
import type { Param } from '../../db/journal.ts';
import { linkScope } from '../../schema/storage-layout.ts';
import type { LinkTable, Model } from '../../schema/types.ts';
import { q, type Fragment } from './fragment.ts';

/** `"links" l JOIN "targets" t ON t.id = l.<target column>` */
export function linkJoin(link: LinkTable, l: string, target: Model, t: string): string {
  return `${q(link.name)} ${l} JOIN ${q(target.tableName)} ${t} ON ${t}.${q('id')} = ${l}.${q(link.targetColumn)}`;
}

/**
 * `l.<own column> <owner> AND l.field = ? …`: the links of the owners `owner` names (`= ?`,
 * `IN (…)`, `= t.id`; every owner when absent) that belong to the attribute, and to one target
 * type when given. `l` is the table's alias, or null for bare column names. Given the planner's
 * `hints`, a named owner's links are found through the owner column's index alone: SQLite without
 * statistics would rather read every link of the attribute or component type through their index
 * (Strapi's `<table>_field_index`, `<table>_component_type_index`) and test each owner, three times
 * the work for a page's populated components and media.
 */
export function linkRows(
  link: LinkTable,
  l: string | null,
  owner?: { sql: string; params: Param[] },
  targetUid?: string,
  hints?: PlannerHints,
): Fragment {
  const col = (c: string) => (l ? `${l}.${q(c)}` : q(c));
  const scopeColumn = owner && hints ? (c: string) => hints.unindexed(col(c)) : col;
  let sql = owner ? `${col(link.ownColumn)} ${owner.sql}` : '';
  const params: Param[] = owner ? owner.params.slice() : [];
  for (const s of linkScope(link, targetUid)) {
    sql += `${sql ? ' AND ' : ''}${scopeColumn(s.column)} = ?`;
    params.push(s.value);
  }
  return { sql: sql || '1=1', params };
}

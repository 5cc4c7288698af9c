// A populated level's rows read whole and put in link order here (populate.ts decides when): one
// statement for all parents, no ORDER BY, no window. Each statement's head is kept, and on SQLite
// the parents' ids lead the join as a table of values.
import type { Row } from '../db/database.ts';
import type { PlannerHints } from '../db/dialect/dialect.ts';
import type { Param } from '../db/journal.ts';
import type { LinkTable, Model, ScalarAttribute } from '../schema/types.ts';
import type { QueryContext } from './find.ts';
import { PADDED_UP_TO, inList, padded, q, statementText, valuesTable, type Fragment } from './sql/fragment.ts';
import { linkJoin, linkRows } from './sql/link.ts';
import { selectList } from './sql/select.ts';

/** What the rows are read for: the level's link, table and columns, the parents, and what else they must meet. */
export interface LinkedRead {
  link: LinkTable;
  target: Model;
  attrs: readonly ScalarAttribute[];
  /** The parents' ids, each once. */
  ids: readonly number[];
  /** The component type asked for in a shared link table. */
  targetUid?: string;
  /** The level's own filter and scope on the related rows (`t`). */
  where: Fragment | null;
  /** Rows read at most (written into the statement), or Infinity. */
  cap: number;
}

/**
 * The rows of `read` in link order, each with `__parent`, `__position` and `__link`; fewer than
 * `cap` of them, or undefined when the cap was reached (the caller reads a window instead).
 *
 * SQLite tests `l.<parent> IN (…)` against a temporary index it builds of the list at every run, a
 * quarter of the time of a GraphQL page's authors or tags. With the planner's hints (SQLite) the
 * parents lead the join instead, a table of values read first, each parent's links found through
 * the parent column's index. The list is padded as inList pads it, with NULL, which no parent
 * equals: a repeated id would join its links twice.
 */
export async function readInLinkOrder(ctx: QueryContext, read: LinkedRead): Promise<Row[] | undefined> {
  const { link, target, attrs, ids, cap, where } = read;
  const hints = ctx.db.dialect.plannerHints;
  const listed = hints ? padded(ids, null) : [];
  const led = listed.length;
  const owner = led ? { sql: `= ${PARENTS}.column1`, params: [] } : inList(ids);
  const links = linkRows(link, 'l', owner, read.targetUid, hints);
  // Written into the statement, as find.ts writes a page's limit: a bound one is read by SQLite's
  // planner, and a new value compiles the statement again. Its text already varies with the parents.
  const limited = cap === Infinity ? '' : ` LIMIT ${cap}`;
  const tail = `${where ? `${links.sql} AND ${where.sql}` : links.sql}${limited}`;
  const params = [...listed, ...links.params, ...(where?.params ?? [])];
  const rows = await ctx.db.all(statementText(childSelectHead(link, target, attrs, led, hints), tail), params);
  if (rows.length >= cap) return undefined;
  return rows.sort(inLinkOrder(ctx.db.dialect.nullsFirst));
}

/** The alias of the parents' ids as a table. */
const PARENTS = 'o';

/** A level's columns: each child's parent and position in its link table, then the selection's. */
export function childColumns(link: LinkTable, attrs: readonly ScalarAttribute[]): string {
  const position = link.orderColumn ? `l.${q(link.orderColumn)}` : 'NULL';
  return `l.${q(link.ownColumn)} AS __parent, ${position} AS __position, ${selectList('t', attrs)}`;
}

/**
 * Heads by selection, then by link table, then by the parents listed at the lead (0: none). `target`
 * is not part of the key: a selection is an array selectedFields made for one model (the link's
 * target here), and no other model's reads use it.
 */
const childHeads = new WeakMap<readonly ScalarAttribute[], Map<LinkTable, Map<number, string>>>();

/**
 * `SELECT` a level's columns and each child's link id `FROM` its link table joined to its table,
 * led by `led` parents' ids, up to `WHERE `: one string kept per shape (statementText). Written
 * whole each time, the text of a GraphQL page's authors and tags was hashed again by the statement
 * cache's lookup, 400 characters apiece. Heads leading with a list inList does not pad are not kept.
 */
function childSelectHead(
  link: LinkTable,
  target: Model,
  attrs: readonly ScalarAttribute[],
  led: number,
  hints: PlannerHints | undefined,
): string {
  let byLink = childHeads.get(attrs);
  if (!byLink) childHeads.set(attrs, (byLink = new Map()));
  let byLead = byLink.get(link);
  if (!byLead) byLink.set(link, (byLead = new Map()));
  let head = byLead.get(led);
  if (head === undefined) {
    const lead = led && hints ? hints.first(valuesTable(led), PARENTS) : '';
    head = `SELECT ${childColumns(link, attrs)}, l.${q('id')} AS __link FROM ${lead}${linkJoin(link, 'l', target, 't')} WHERE `;
    if (led <= PADDED_UP_TO) byLead.set(led, head);
  }
  return head;
}

export function byParent(a: Row, b: Row): number {
  return Number(a.__parent) - Number(b.__parent);
}

/**
 * Related rows in link order, as `ORDER BY parent, position, link id` would put them (NULL
 * positions where the engine puts them). Sorted here rather than by SQLite, which copies every
 * row, its long text and JSON included, into a sort before returning any: an eighth to a quarter
 * of each populate query (a page of 20 articles' media: 88 us against 72, their tags 44 against 33).
 */
function inLinkOrder(nullsFirst: boolean): (a: Row, b: Row) => number {
  const position = (p: Param) => (p === null || p === undefined ? (nullsFirst ? -Infinity : Infinity) : Number(p));
  return (a, b) =>
    byParent(a, b) || position(a.__position) - position(b.__position) || Number(a.__link) - Number(b.__link);
}

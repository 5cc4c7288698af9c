// Batched population: each populated attribute at each level is one query for all parent rows
// (never one per row; a file's `related`, one read of its links and one query per type it holds:
// populate-morph.ts; a page per parent, a second query when its parents' rows are too many to cut
// here), so the number of queries is set by the request's shape and never grows with its rows.
import type { Row } from '../db/database.ts';
import type { Param } from '../db/journal.ts';
import { populatedScope } from '../entries/draft-publish.ts';
import { LimitExceededError } from '../errors.ts';
import { isFileRelated, linkedModel } from '../schema/storage-layout.ts';
import type { LinkTable, Model } from '../schema/types.ts';
import { and, type Condition, type PopulateMap, type PopulateSpec } from './ast.ts';
import type { QueryContext } from './find.ts';
import { AliasCounter, IDS_PER_CHUNK, inList, q } from './sql/fragment.ts';
import { compileOrderBy, decodeRow, selectedFields, type Entity } from './sql/select.ts';
import { linkJoin, linkRows } from './sql/link.ts';
import { loadMorph } from './populate-morph.ts';
import { byParent, childColumns, readInLinkOrder } from './populate-in-link-order.ts';
import { compileWhere } from './sql/where.ts';

/**
 * A related entity as loaded for its parent: its place among the parent's, and `size`, the entries
 * in its populated subtree as it will be sent (itself included). Relations that fan out both ways
 * (tags ↔ articles) share child objects, so the answer grows with the product of every level's
 * fan-out while the queries stay small: the budget is checked on this number.
 */
export interface Loaded {
  order: number;
  entity: Entity;
  size: number;
}

export const DEFAULT_MAX_POPULATED_ENTRIES = 10_000;

/** The rows the pages of one level may hold, offsets included, for them to be cut here rather than by SQLite. */
const ROWS_CUT_HERE = 5000;

/** What a populated relation or component holds when only its size was asked for (`count`). */
export class PopulatedCount {
  constructor(readonly count: number) {}
}

/**
 * Populates `parents` in place, and returns each one's subtree size, by its place in `parents`, for
 * the level above (a map keyed by entity cost a page of 25 some 6 us in WeakMap stores alone).
 */
export async function populate(
  ctx: QueryContext,
  model: Model,
  parents: Entity[],
  map: PopulateMap,
): Promise<number[]> {
  const sizes = parents.map(() => 1);
  if (parents.length === 0) return sizes;
  let total = parents.length;
  // The parents' ids, each once: every attribute populated below reads its children by them.
  const ids = uniqueIds(parents);
  // A parent id listed twice (two parents above share it) gets the same children: each gets copies.
  const shared = ids.length !== parents.length;
  const attach = (
    name: string,
    children: Map<number, Loaded[]>,
    many: boolean,
    leaves: boolean,
    emptyAsNull = false,
  ) => {
    // Counted before any copy is made, so a request past the budget allocates nothing more.
    for (let i = 0; i < parents.length; i++) {
      const list = children.get(parents[i].id);
      if (!list?.length) continue;
      let added = many ? list.length : 1;
      if (!leaves) {
        added = 0;
        for (let j = many ? 0 : list.length - 1; j < list.length; j++) added += list[j].size;
      }
      sizes[i] += added;
      total += added;
    }
    checkBudget(ctx, model, total);
    attachChildren(parents, name, children, many, shared, emptyAsNull);
  };
  for (const [name, spec] of Object.entries(map)) {
    const attr = model.attributes[name];
    if (!attr) continue;
    if (attr.kind === 'relation' && attr.morph) {
      if (!isFileRelated(model, attr)) continue;
      attach(name, await loadMorph(ctx, parents, spec.on ?? {}, populate), true, false);
      // Strapi's output sanitiser drops a morph relation left empty: the key is absent, not [].
      for (const p of parents) if ((p[name] as Entity[]).length === 0) delete p[name];
    } else if (attr.kind === 'relation' || attr.kind === 'media' || attr.kind === 'component') {
      const target = ctx.registry.get(linkedModel(attr));
      const join: Join = { link: attr.link, targetUid: attr.kind === 'component' ? target.uid : undefined };
      // Draft and locale scoping applies to relation targets only (files and components have neither).
      const scope = attr.kind === 'relation' ? targetScope(target, spec) : undefined;
      const many = attr.kind === 'relation' ? attr.toMany : attr.kind === 'media' ? attr.multiple : attr.repeatable;
      if (spec.count && attr.kind !== 'media')
        attachCounts(parents, name, await countChildren(ctx, target, ids, join, and(spec.where, scope)));
      else {
        const children = await loadChildren(ctx, target, ids, join, spec, scope);
        attach(name, children, many, isEmpty(spec.populate), attr.kind === 'media');
      }
    } else if (attr.kind === 'dynamiczone') {
      const uids = spec.on ? attr.components.filter((c) => spec.on![c]) : attr.components;
      const merged = new Map<number, Loaded[]>();
      for (const uid of uids) {
        const comp = ctx.registry.get(uid);
        const sub = spec.on?.[uid] ?? { fields: spec.fields, populate: undefined };
        // Strapi loads each component type of a zone with its own query, in the order of the rows' ids.
        const join: Join = { link: attr.link, targetUid: uid, pageById: true };
        const children = await loadChildren(ctx, comp, ids, join, sub, undefined);
        for (const [parentId, list] of children) {
          const into = merged.get(parentId) ?? [];
          for (const { order, entity, size } of list) {
            const item = { id: entity.id, __component: uid, ...withoutId(entity) } as Entity;
            into.push({ order, entity: item, size });
          }
          merged.set(parentId, into);
        }
      }
      for (const list of merged.values()) list.sort((a, b) => a.order - b.order);
      attach(name, merged, true, !spec.on && isEmpty(spec.populate));
    }
  }
  return sizes;
}

/** The parents' ids in order, each once (a loop: spreading a Set went through its iterator, id by id). */
function uniqueIds(parents: Entity[]): number[] {
  const seen = new Set<number>();
  const ids: number[] = [];
  for (const { id } of parents) {
    if (seen.has(id)) continue;
    seen.add(id);
    ids.push(id);
  }
  return ids;
}

/** No populate below: every child loaded counts one entry. */
function isEmpty(map: PopulateMap | undefined): boolean {
  if (!map) return true;
  for (const _ in map) return false;
  return true;
}

function checkBudget(ctx: QueryContext, model: Model, total: number): void {
  const max = ctx.maxPopulatedEntries ?? DEFAULT_MAX_POPULATED_ENTRIES;
  if (max <= 0 || total <= max) return;
  throw new LimitExceededError(
    `populate would return more than ${max} entries; populate fewer relations, fewer levels or a smaller page`,
    `populate of ${model.uid} reached ${total} entries, past api.populate.maxEntries (${max})`,
  );
}

function withoutId(e: Entity): Record<string, unknown> {
  const { id: _id, ...rest } = e;
  return rest;
}

/** The link table a level is loaded through, and the component type asked for in a shared one. */
interface Join {
  link: LinkTable;
  targetUid?: string;
  /** A window across parents follows the related rows' ids, not the link order. */
  pageById?: boolean;
}

/** Draft and locale scoping for relation targets (GraphQL applies them; REST does not). */
function targetScope(target: Model, spec: PopulateSpec): Condition | undefined {
  const conds: Array<Condition | undefined> = [populatedScope(target, spec)];
  if (spec.locale && target.localized)
    conds.push({ type: 'compare', attribute: 'locale', op: '$eq', value: spec.locale });
  return and(...conds);
}

async function loadChildren(
  ctx: QueryContext,
  target: Model,
  /** The parents' ids, each once. */
  ids: number[],
  join: Join,
  spec: PopulateSpec,
  scope: Condition | undefined,
): Promise<Map<number, Loaded[]>> {
  const attrs = selectedFields(target, spec.fields, ctx.includePrivate);
  const out = new Map<number, Loaded[]>();
  const loaded: Loaded[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_CHUNK) {
    const chunk = ids.slice(i, i + IDS_PER_CHUNK);
    const aliases = new AliasCounter();
    const where = and(spec.where, scope);
    const w = where ? compileWhere(ctx.registry, target, 't', where, aliases, ctx.db.dialect) : null;
    const { link } = join;
    const across = spec.pageAcrossParents === true;
    const first = spec.offset ?? 0;
    const last = spec.limit !== undefined && spec.limit >= 0 ? first + spec.limit : Infinity;
    const windowed = first !== 0 || last !== Infinity;
    const inLinkOrderHere = !spec.sort?.length && !join.pageById;
    let rows: Row[] | undefined;
    // Each parent's window in link order is cut here (below) from all their rows when fewer than
    // `cap` come back: numbering rows in a window made SQLite copy and sort every one of them, half
    // the cost of a GraphQL page's tags. Only while the pages, their offsets included, hold few rows
    // (a large `start` would read every row skipped); past that, or past the cap, the window query.
    let cutHere = windowed && !across && inLinkOrderHere && chunk.length * last <= ROWS_CUT_HERE;
    if (cutHere && last <= first) rows = [];
    else if (inLinkOrderHere && (!windowed || cutHere)) {
      const cap = cutHere ? Math.ceil(chunk.length * last) + 1 : Infinity;
      rows = await readInLinkOrder(ctx, { link, target, attrs, ids: chunk, targetUid: join.targetUid, where: w, cap });
      if (!rows) cutHere = false;
    }
    if (!rows) {
      const links = linkRows(link, 'l', inList(chunk), join.targetUid, ctx.db.dialect.plannerHints);
      const filter = w ? `${links.sql} AND ${w.sql}` : links.sql;
      const linkOrder = link.orderColumn ? `l.${q(link.orderColumn)}, ` : '';
      // One window across parents: Strapi sorts by the link's order column alone (or not at all), and
      // SQLite then yields ties parent by parent, as it reads the link index for the parents' ids.
      const acrossOrder = join.pageById ? `t.${q('id')}` : `${linkOrder}l.${q(link.ownColumn)}, l.${q('id')}`;
      const defaultOrder = across ? acrossOrder : `${linkOrder}l.${q('id')}`;
      const order = spec.sort?.length
        ? compileOrderBy(ctx.registry, target, 't', spec.sort)
        : { sql: defaultOrder, params: [] };
      const columns = childColumns(link, attrs);
      const from = `FROM ${linkJoin(link, 'l', target, 't')} WHERE ${filter}`;
      let sql: string;
      let params: Param[];
      if (across && windowed && !ctx.db.dialect.tiesInIdOrder && inLinkOrderHere) {
        // PostgreSQL: Strapi's own query, so that its plan picks the rows of the window (see strapiWindow).
        ({ sql, params } = strapiWindow(link, target, links, w, spec));
      } else if (!windowed) {
        // Nothing to page: rows sorted parent by parent are the ranked rows, without numbering them in a window.
        sql = `SELECT ${columns} ${from} ORDER BY l.${q(link.ownColumn)}, ${order.sql}`;
        params = [...links.params, ...(w?.params ?? []), ...order.params];
      } else {
        const inner =
          `SELECT ${columns}, ` +
          `ROW_NUMBER() OVER (${across ? '' : `PARTITION BY l.${q(link.ownColumn)} `}ORDER BY ${order.sql}) AS __rank ` +
          from;
        params = [...order.params, ...links.params, ...(w?.params ?? [])];
        sql = `SELECT * FROM (${inner}) ${q('__page')} WHERE 1=1`;
        if (first) {
          sql += ' AND __rank > ?';
          params.push(first);
        }
        if (last !== Infinity) {
          sql += ' AND __rank <= ?';
          params.push(last);
        }
        sql += ' ORDER BY __parent, __rank';
      }
      rows = await ctx.db.all(sql, params);
      // Rows come parent by parent, each parent's in its order (a stable sort keeps the window's order).
      rows.sort(byParent);
    }
    let parentOf = NaN;
    let rank = 0;
    for (const row of rows) {
      const parent = Number(row.__parent);
      rank = parent === parentOf ? rank + 1 : 1;
      parentOf = parent;
      if (cutHere && (rank <= first || rank > last)) continue;
      const entity = decodeRow(row, attrs);
      const list = out.get(parent) ?? [];
      // Dynamic zones merge several component queries by the stored position; others keep the rank.
      const child: Loaded = {
        // Ranked within the page, whichever way it was cut.
        order:
          row.__position === null || row.__position === undefined
            ? rank - (cutHere ? first : 0)
            : Number(row.__position),
        entity,
        size: 1,
      };
      list.push(child);
      out.set(parent, list);
      loaded.push(child);
    }
  }
  if (spec.populate && loaded.length) {
    const sizes = await populate(
      ctx,
      target,
      loaded.map((l) => l.entity),
      spec.populate,
    );
    for (let i = 0; i < loaded.length; i++) loaded[i].size = sizes[i];
  }
  return out;
}

/**
 * One window across parents as Strapi reads it on PostgreSQL: `SELECT DISTINCT` over the link's order
 * column, the related row's columns and the parent, then LIMIT, with no tie-break. PostgreSQL sorts
 * (Unique over Sort, by those columns in turn) or hashes to do the DISTINCT as its statistics say,
 * and which rows fill the window follows that plan; asking the same query of the same rows gets them.
 */
function strapiWindow(
  link: LinkTable,
  target: Model,
  links: { sql: string; params: Param[] },
  w: { sql: string; params: Param[] } | null,
  spec: PopulateSpec,
): { sql: string; params: Param[] } {
  const position = link.orderColumn ? `l.${q(link.orderColumn)}` : null;
  const sql =
    `SELECT DISTINCT ${position ? `${position} AS __position, ` : ''}t.*, l.${q(link.ownColumn)} AS __parent ` +
    `FROM ${q(target.tableName)} t LEFT JOIN ${q(link.name)} l ON t.${q('id')} = l.${q(link.targetColumn)} ` +
    `WHERE ${links.sql}${w ? ` AND ${w.sql}` : ''}${position ? ` ORDER BY ${position}` : ''} LIMIT ? OFFSET ?`;
  const limit = spec.limit !== undefined && spec.limit >= 0 ? spec.limit : Number.MAX_SAFE_INTEGER;
  return { sql, params: [...links.params, ...(w?.params ?? []), limit, spec.offset ?? 0] };
}

/** The number of linked rows per parent, one grouped query per chunk of parents. */
async function countChildren(
  ctx: QueryContext,
  target: Model,
  ids: number[],
  join: Join,
  where: Condition | undefined,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (let i = 0; i < ids.length; i += IDS_PER_CHUNK) {
    const chunk = ids.slice(i, i + IDS_PER_CHUNK);
    const w = where ? compileWhere(ctx.registry, target, 't', where, new AliasCounter(), ctx.db.dialect) : null;
    const own = `l.${q(join.link.ownColumn)}`;
    const links = linkRows(join.link, 'l', inList(chunk), join.targetUid, ctx.db.dialect.plannerHints);
    const sql =
      `SELECT ${own} AS __parent, COUNT(*) AS n FROM ${linkJoin(join.link, 'l', target, 't')} ` +
      `WHERE ${links.sql}${w ? ` AND ${w.sql}` : ''} GROUP BY ${own}`;
    for (const row of await ctx.db.all(sql, [...links.params, ...(w?.params ?? [])]))
      out.set(Number(row.__parent), Number(row.n));
  }
  return out;
}

function attachCounts(parents: Entity[], name: string, counts: Map<number, number>): void {
  for (const p of parents) p[name] = new PopulatedCount(counts.get(p.id) ?? 0);
}

function attachChildren(
  parents: Entity[],
  name: string,
  children: Map<number, Loaded[]>,
  many: boolean,
  shared: boolean,
  emptyAsNull: boolean,
): void {
  for (const p of parents) {
    const list = children.get(p.id) ?? [];
    // Strapi's database layer reads an empty multiple media field as null (its REST says `{ data: null }`).
    if (many && emptyAsNull && !list.length) p[name] = null;
    // Each row loaded is its own object; only parents sharing an id would share one, so they get copies.
    else if (many) p[name] = shared ? list.map((c) => ({ ...c.entity })) : list.map((c) => c.entity);
    else if (!list.length) p[name] = null;
    else p[name] = shared ? { ...list[list.length - 1].entity } : list[list.length - 1].entity;
  }
}

// A file's `related` (morphToMany): the entries and components that hold it in a media field, each
// a flat item tagged with its `__type`, in the order of the links. As Strapi loads it: one read of
// the links for every parent, then one query per related type over the ids all parents link to, so
// a window (`start`, `limit`) keeps that type's rows by id across all parents, and a link whose row
// was cut or filtered out shows nothing. Nested populate is batched per type like any level.
import type { Queries } from '../db/engine.ts';
import { MEDIA_LINKS, type MediaLinkRef } from '../schema/storage-layout.ts';
import type { Model } from '../schema/types.ts';
import { populatedScope } from '../entries/draft-publish.ts';
import { and, type PopulateMap, type PopulateSpec } from './ast.ts';
import type { QueryContext } from './find.ts';
import type { Loaded } from './populate.ts';
import { AliasCounter, IDS_PER_CHUNK, inList, q } from './sql/fragment.ts';
import { compileOrderBy, decodeRow, selectList, selectedFields, type Entity } from './sql/select.ts';
import { LimitExceededError } from '../errors.ts';
import { compileWhere } from './sql/where.ts';

/** Populates one level below (populate.ts), passed in so that the two levels' modules do not import each other. */
export type PopulateLevel = (ctx: QueryContext, model: Model, parents: Entity[], map: PopulateMap) => Promise<number[]>;

/** Each file's links, in Strapi's morphToMany order (by file, then position in the field, then link). */
export async function morphRefs(db: Queries, fileIds: number[]): Promise<Map<number, MediaLinkRef[]>> {
  const m = MEDIA_LINKS;
  const out = new Map<number, MediaLinkRef[]>();
  for (let i = 0; i < fileIds.length; i += IDS_PER_CHUNK) {
    const chunk = fileIds.slice(i, i + IDS_PER_CHUNK);
    const files = inList(chunk);
    const rows = await db.all(
      // The link's own id breaks ties (`l.id`: a bare `id` would name the owner's, selected as `id`).
      `SELECT l.${q(m.targetColumn)} AS file_id, l.${q(m.ownColumn)} AS id, l.${q(m.ownTypeColumn!)} AS uid, l.${q(m.fieldColumn)} AS field
       FROM ${q(m.name)} l WHERE l.${q(m.targetColumn)} ${files.sql}
       ORDER BY l.${q(m.targetColumn)}, l.${q(m.orderColumn)}, l.${q('id')}`,
      files.params,
    );
    for (const r of rows) {
      const fileId = Number(r.file_id);
      const list = out.get(fileId) ?? [];
      list.push({ uid: String(r.uid), id: Number(r.id), field: String(r.field) });
      out.set(fileId, list);
    }
  }
  return out;
}

/**
 * The related items of each parent file, by parent id: `on` gives each type's options; a type not
 * in it is left out (not asked for, or not readable by the caller).
 */
export async function loadMorph(
  ctx: QueryContext,
  parents: Entity[],
  on: Record<string, PopulateSpec>,
  populateLevel: PopulateLevel,
): Promise<Map<number, Loaded[]>> {
  const out = new Map<number, Loaded[]>();
  // No type to show (none asked for, none holds media, none the caller may read): nothing to read.
  if (!Object.keys(on).length) return out;
  const refs = await morphRefs(ctx.db, [...new Set(parents.map((p) => p.id))]);
  const wanted = new Map<string, Set<number>>();
  for (const list of refs.values()) {
    for (const ref of list) {
      if (!ctx.registry.has(ref.uid) || !on[ref.uid]) continue;
      const ids = wanted.get(ref.uid) ?? new Set();
      wanted.set(ref.uid, ids.add(ref.id));
    }
  }
  const loaded = new Map<string, Map<number, { entity: Entity; size: number }>>();
  for (const [uid, ids] of wanted) {
    const model = ctx.registry.get(uid);
    const spec = on[uid];
    const rows = await loadType(
      ctx,
      model,
      [...ids].sort((a, b) => a - b),
      spec,
    );
    const sizes = spec.populate && rows.length ? await populateLevel(ctx, model, rows, spec.populate) : null;
    loaded.set(uid, new Map(rows.map((entity, i) => [entity.id, { entity, size: sizes?.[i] ?? 1 }])));
  }
  for (const [fileId, list] of refs) {
    const items: Loaded[] = [];
    for (const ref of list) {
      const found = loaded.get(ref.uid)?.get(ref.id);
      // `__type` first, as Strapi writes it; each link its own object, as one entry may be linked twice.
      if (found) items.push({ order: items.length, entity: { __type: ref.uid, ...found.entity }, size: found.size });
    }
    if (items.length) out.set(fileId, items);
  }
  return out;
}

/**
 * Ids one per-type query names at most: under SQLite's 32766 bound parameters (PostgreSQL's 65535),
 * with room for a filter's. Past it the rows are read in chunks, which can keep id order but no
 * other sort: a window over that many rows of one type is only cut in id order.
 */
const IDS_PER_QUERY = 30000;

/** One type's rows among `ids` (ascending), filtered, sorted and windowed as Strapi's per-type query. */
async function loadType(ctx: QueryContext, model: Model, ids: number[], spec: PopulateSpec): Promise<Entity[]> {
  const attrs = selectedFields(model, spec.fields, ctx.includePrivate);
  const { dialect } = ctx.db;
  const windowed = Boolean(spec.offset) || (spec.limit !== undefined && spec.limit >= 0);
  const whole = ids.length <= IDS_PER_QUERY;
  if (!whole && spec.sort?.length)
    throw new LimitExceededError(
      `populate[related] can sort at most ${IDS_PER_QUERY} entries of one type; ask for fewer files`,
      `populate of a file's related ${model.uid}: ${ids.length} entries to sort`,
    );
  const order = compileOrderBy(ctx.registry, model, 't', spec.sort);
  const rows: Entity[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const where = and(
      { type: 'compare', attribute: 'id', op: '$in', value: ids.slice(i, i + IDS_PER_QUERY) },
      spec.where,
      populatedScope(model, spec),
    )!;
    const w = compileWhere(ctx.registry, model, 't', where, new AliasCounter(), dialect);
    let sql = `SELECT ${selectList('t', attrs)} FROM ${q(model.tableName)} t WHERE ${w.sql} ORDER BY ${order.sql}`;
    const params = [...w.params, ...order.params];
    if (whole && windowed) {
      if (spec.limit !== undefined && spec.limit >= 0) {
        sql += ' LIMIT ? OFFSET ?';
        params.push(spec.limit, spec.offset ?? 0);
      } else {
        sql += ` ${dialect.offsetOnly}`;
        params.push(spec.offset ?? 0);
      }
    }
    for (const row of await ctx.db.all(sql, params)) rows.push(decodeRow(row, attrs));
  }
  if (whole || !windowed) return rows;
  // Chunks of ascending ids come in id order: the window is cut here, once, across all of them.
  const start = spec.offset ?? 0;
  return rows.slice(start, spec.limit !== undefined && spec.limit >= 0 ? start + spec.limit : undefined);
}

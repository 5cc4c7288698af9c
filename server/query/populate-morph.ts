// A file's `related` (morphToMany): the entries and components that hold it in a media field, each
// a flat item tagged with its `__type`, in the order of the links. As Strapi loads it: one read of
// the links for every parent, then one query per related type over the ids all parents link to, so
// a window (`start`, `limit`) keeps that type's rows by id across all parents, and a link whose row
// was cut or filtered out shows nothing. Nested populate is batched per type like any level.
import type { Queries } from '../db/engine.ts';
import { MEDIA_LINKS } from '../schema/storage-layout.ts';
import type { Model } from '../schema/types.ts';
import { populatedScope } from '../entries/draft-publish.ts';
import { and, type PopulateMap, type PopulateSpec } from './ast.ts';
import type { QueryContext } from './find.ts';
import { AliasCounter, q } from './sql/fragment.ts';
import { decodeRow, selectList, selectedFields, type Entity } from './sql/select.ts';
import { compileWhere } from './sql/where.ts';

const CHUNK = 5000;

/** One link of a file: its owner's uid, id and media attribute. */
export interface MorphRef {
  uid: string;
  id: number;
  field: string;
}

/** A loaded item with the entries of its populated subtree (itself included), for the level's budget. */
export interface MorphItem {
  entity: Entity;
  size: number;
}

/** Populates one level below (populate.ts), passed in so that the two levels' modules do not import each other. */
export type PopulateLevel = (ctx: QueryContext, model: Model, parents: Entity[], map: PopulateMap) => Promise<number[]>;

/** Each file's links, in Strapi's morphToMany order (by file, then position in the field, then link). */
export async function morphRefs(db: Queries, fileIds: number[]): Promise<Map<number, MorphRef[]>> {
  const m = MEDIA_LINKS;
  const out = new Map<number, MorphRef[]>();
  for (let i = 0; i < fileIds.length; i += CHUNK) {
    const chunk = fileIds.slice(i, i + CHUNK);
    const rows = await db.all(
      // The link's own id breaks ties (`l.id`: a bare `id` would name the owner's, selected as `id`).
      `SELECT l.${q(m.targetColumn)} AS file_id, l.${q(m.ownColumn)} AS id, l.${q(m.ownTypeColumn!)} AS uid, l.${q(m.fieldColumn)} AS field
       FROM ${q(m.name)} l WHERE l.${q(m.targetColumn)} IN (${chunk.map(() => '?').join(', ')})
       ORDER BY l.${q(m.targetColumn)}, l.${q(m.orderColumn)}, l.${q('id')}`,
      chunk,
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
 * The related items of each parent file, by parent id; `specFor` gives a type's options, or
 * undefined for a type left out (not asked for, or not readable by the caller).
 */
export async function loadMorph(
  ctx: QueryContext,
  parents: Entity[],
  specFor: (uid: string) => PopulateSpec | undefined,
  populateLevel: PopulateLevel,
): Promise<Map<number, MorphItem[]>> {
  const refs = await morphRefs(ctx.db, [...new Set(parents.map((p) => p.id))]);
  const wanted = new Map<string, Set<number>>();
  for (const list of refs.values()) {
    for (const ref of list) {
      if (!ctx.registry.has(ref.uid) || !specFor(ref.uid)) continue;
      const ids = wanted.get(ref.uid) ?? new Set();
      wanted.set(ref.uid, ids.add(ref.id));
    }
  }
  const loaded = new Map<string, Map<number, MorphItem>>();
  for (const [uid, ids] of wanted) {
    const model = ctx.registry.get(uid);
    const spec = specFor(uid)!;
    const rows = await loadType(
      ctx,
      model,
      [...ids].sort((a, b) => a - b),
      spec,
    );
    const sizes = spec.populate && rows.length ? await populateLevel(ctx, model, rows, spec.populate) : null;
    loaded.set(uid, new Map(rows.map((entity, i) => [entity.id, { entity, size: sizes?.[i] ?? 1 }])));
  }
  const out = new Map<number, MorphItem[]>();
  for (const [fileId, list] of refs) {
    const items: MorphItem[] = [];
    for (const ref of list) {
      const found = loaded.get(ref.uid)?.get(ref.id);
      // `__type` first, as Strapi writes it; each link its own object, as one entry may be linked twice.
      if (found) items.push({ entity: { __type: ref.uid, ...found.entity }, size: found.size });
    }
    if (items.length) out.set(fileId, items);
  }
  return out;
}

/** One type's rows among `ids` (ascending), filtered and windowed by id as Strapi's per-type query. */
async function loadType(ctx: QueryContext, model: Model, ids: number[], spec: PopulateSpec): Promise<Entity[]> {
  const attrs = selectedFields(model, spec.fields, ctx.includePrivate);
  const rows: Entity[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const where = and(
      { type: 'compare', attribute: 'id', op: '$in', value: ids.slice(i, i + CHUNK) },
      spec.where,
      populatedScope(model, spec),
    )!;
    const w = compileWhere(ctx.registry, model, 't', where, new AliasCounter(), ctx.db.dialect);
    const sql = `SELECT ${selectList('t', attrs)} FROM ${q(model.tableName)} t WHERE ${w.sql} ORDER BY t.${q('id')}`;
    for (const row of await ctx.db.all(sql, w.params)) rows.push(decodeRow(row, attrs));
  }
  // Chunks of ascending ids come in id order: the window is cut here, once, across all of them.
  const start = spec.offset ?? 0;
  const end = spec.limit !== undefined && spec.limit >= 0 ? start + spec.limit : undefined;
  return start || end !== undefined ? rows.slice(start, end) : rows;
}

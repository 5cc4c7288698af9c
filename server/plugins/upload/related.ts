// A file's `related` morph relation: the media links (schema/storage-layout.ts) that tie it to
// entries and components, each naming its owner's uid, id and media attribute.
import type { Queries } from '../../db/engine.ts';
import { q } from '../../query/sql/fragment.ts';
import { MEDIA_LINKS } from '../../schema/storage-layout.ts';

export interface RelatedRef {
  uid: string;
  id: number;
  field: string;
}

const m = MEDIA_LINKS;

/** Each file's links, in Strapi's morphToMany order (by file, then position in the field). */
export async function relatedRefs(db: Queries, fileIds: number[]): Promise<Map<number, RelatedRef[]>> {
  const out = new Map<number, RelatedRef[]>();
  if (!fileIds.length) return out;
  const rows = await db.all(
    `SELECT ${q(m.targetColumn)} AS file_id, ${q(m.ownColumn)} AS id, ${q(m.ownTypeColumn!)} AS uid, ${q(m.fieldColumn)} AS field
     FROM ${q(m.name)} WHERE ${q(m.targetColumn)} IN (${fileIds.map(() => '?').join(', ')})
     ORDER BY ${q(m.targetColumn)}, ${q(m.orderColumn)}, id`,
    fileIds,
  );
  for (const r of rows) {
    const fileId = Number(r.file_id);
    const list = out.get(fileId) ?? [];
    list.push({ uid: String(r.uid), id: Number(r.id), field: String(r.field) });
    out.set(fileId, list);
  }
  return out;
}

/** The files of one media field of one entry, in their order. */
export async function fieldFileIds(db: Queries, ref: RelatedRef): Promise<number[]> {
  const rows = await db.all(
    `SELECT ${q(m.targetColumn)} AS file_id FROM ${q(m.name)}
       WHERE ${q(m.ownColumn)} = ? AND ${q(m.ownTypeColumn!)} = ? AND ${q(m.fieldColumn)} = ? ORDER BY ${q(m.orderColumn)}, id`,
    [ref.id, ref.uid, ref.field],
  );
  return rows.map((r) => Number(r.file_id));
}

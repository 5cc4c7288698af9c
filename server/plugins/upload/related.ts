// A file's `related` morph relation: the rows of files_related_morphs that link it to entries and
// components (related_type is their uid, related_id their id, field the media attribute).
import type { Database } from '../../db/database.ts';

export interface RelatedRef {
  uid: string;
  id: number;
  field: string;
}

/** Each file's links, in Strapi's morphToMany order (by file, then position in the field). */
export function relatedRefs(db: Database, fileIds: number[]): Map<number, RelatedRef[]> {
  const out = new Map<number, RelatedRef[]>();
  if (!fileIds.length) return out;
  const rows = db.all(
    `SELECT file_id, related_id, related_type, field FROM files_related_morphs
     WHERE file_id IN (${fileIds.map(() => '?').join(', ')}) ORDER BY file_id, "order", id`,
    fileIds,
  );
  for (const r of rows) {
    const fileId = Number(r.file_id);
    const list = out.get(fileId) ?? [];
    list.push({ uid: String(r.related_type), id: Number(r.related_id), field: String(r.field) });
    out.set(fileId, list);
  }
  return out;
}

/** The files of one media field of one entry, in their order. */
export function fieldFileIds(db: Database, ref: RelatedRef): number[] {
  return db
    .all(
      'SELECT file_id FROM files_related_morphs WHERE related_id = ? AND related_type = ? AND field = ? ORDER BY "order", id',
      [ref.id, ref.uid, ref.field],
    )
    .map((r) => Number(r.file_id));
}

// The files of one media field of one entry (or component), from the media links
// (schema/storage-layout.ts). A file's own `related` is read by query/populate-morph.ts.
import type { Queries } from '../../db/engine.ts';
import { q } from '../../query/sql/fragment.ts';
import { MEDIA_LINKS, type MediaLinkRef } from '../../schema/storage-layout.ts';

const m = MEDIA_LINKS;

/** The files of one media field of one entry, in their order. */
export async function fieldFileIds(db: Queries, ref: MediaLinkRef): Promise<number[]> {
  const rows = await db.all(
    `SELECT ${q(m.targetColumn)} AS file_id FROM ${q(m.name)}
       WHERE ${q(m.ownColumn)} = ? AND ${q(m.ownTypeColumn!)} = ? AND ${q(m.fieldColumn)} = ? ORDER BY ${q(m.orderColumn)}, id`,
    [ref.id, ref.uid, ref.field],
  );
  return rows.map((r) => Number(r.file_id));
}

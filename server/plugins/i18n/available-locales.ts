// The spec's per-entry `meta.availableLocales` (an option: Strapi 4.26 never sends it; turn it on
// with `plugins.i18n.config.availableLocalesMeta: true`): the entry's other localizations.
import type { Queries } from '../../db/engine.ts';
import { inList } from '../../query/sql/fragment.ts';
import type { Model, RelationAttribute } from '../../schema/types.ts';

export async function availableLocales(
  db: Queries,
  model: Model,
  ids: number[],
): Promise<Map<number, Record<string, unknown>> | null> {
  if (!model.localized || ids.length === 0) return null;
  const link = (model.attributes.localizations as RelationAttribute).link;
  const published = model.draftAndPublish ? ', t.published_at AS published_at' : '';
  const owners = inList(ids);
  const rows = await db.all(
    `SELECT l."${link.ownColumn}" AS owner, t.id AS id, t.locale AS locale${published} FROM "${link.name}" l JOIN "${model.tableName}" t ON t.id = l."${link.targetColumn}"
     WHERE l."${link.ownColumn}" ${owners.sql} ORDER BY l."${link.orderColumn}", l.id`,
    owners.params,
  );
  const out = new Map<number, Record<string, unknown>>(ids.map((id) => [id, { availableLocales: [] as unknown[] }]));
  for (const r of rows) {
    const entry: Record<string, unknown> = { id: Number(r.id), locale: r.locale };
    if (model.draftAndPublish)
      entry.publishedAt = r.published_at === null ? null : new Date(Number(r.published_at)).toISOString();
    (out.get(Number(r.owner))!.availableLocales as unknown[]).push(entry);
  }
  return out;
}

// Attributes that are not localized hold one value for an entry and all its localizations. Strapi
// shares them when a localization is created (REST, GraphQL) and when its admin saves an entry; a
// Content API update changes only the entry it names.
import type { Queries, Param } from '../../db/engine.ts';
import { inList } from '../../query/sql/fragment.ts';
import type { Model, RelationAttribute, ScalarAttribute } from '../../schema/types.ts';

/** The attributes a new localization copies: scalars only (components, media and relations stay apart). */
export function sharedScalars(model: Model): ScalarAttribute[] {
  return Object.values(model.attributes).filter(
    (a): a is ScalarAttribute => a.kind === 'scalar' && !a.system && !a.localized,
  );
}

/** The other localizations of an entry, in the order its localizations link keeps. */
export async function localizationIds(db: Queries, model: Model, id: number): Promise<number[]> {
  const link = (model.attributes.localizations as RelationAttribute).link;
  const order = link.orderColumn ? `"${link.orderColumn}", id` : 'id';
  const rows = await db.all(
    `SELECT "${link.targetColumn}" AS id FROM "${link.name}" WHERE "${link.ownColumn}" = ? ORDER BY ${order}`,
    [id],
  );
  return rows.map((r) => Number(r.id));
}

/** Copies an entry's shared scalars to other localizations, which count as updated. */
export async function copySharedScalars(db: Queries, model: Model, fromId: number, toIds: number[]): Promise<void> {
  const columns = sharedScalars(model).map((a) => a.column);
  if (toIds.length === 0) return;
  const sets = columns.map((c) => `"${c}" = (SELECT "${c}" FROM "${model.tableName}" WHERE id = ?)`);
  const params: Param[] = columns.map(() => fromId);
  if (model.hasTimestamps) {
    sets.push('updated_at = ?');
    params.push(db.dialect.timestamp(Date.now()));
  }
  if (sets.length === 0) return;
  const listed = inList(toIds);
  await db.run(`UPDATE "${model.tableName}" SET ${sets.join(', ')} WHERE id ${listed.sql}`, [
    ...params,
    ...listed.params,
  ]);
}

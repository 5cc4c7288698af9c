// POST /api/:pluralApiId/:id/localizations: a new entry in another locale, linked with the
// original and all of its localizations, created as a draft; answered flat, as Strapi v4 does.
import type { EntryService } from '../../entries/entry-service.ts';
import { ApplicationError, NotFoundError } from '../../errors.ts';
import type { Entity } from '../../query/sql/select.ts';
import type { Model, RelationAttribute } from '../../schema/types.ts';
import { findLocale } from './locales.ts';

export function createLocalization(entries: EntryService, model: Model, id: number, body: unknown): Entity {
  const source = entries.findOne(model, id, { fields: ['*'], populate: { localizations: { fields: ['locale'] } } });
  if (!source) throw new NotFoundError();
  const data = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  const locale = data.locale;
  if (locale === undefined || locale === null || locale === '') throw new ApplicationError('locale is missing');
  if (typeof locale !== 'string' || !findLocale(entries.db, locale)) throw new ApplicationError('locale is invalid');
  const siblings = (source.localizations as Entity[]).map((l) => l.id);
  const used = new Set([source.locale, ...(source.localizations as Entity[]).map((l) => l.locale)]);
  if (used.has(locale)) throw new ApplicationError('locale is already used');

  // Attributes that are not localized are shared by every localization.
  for (const attr of Object.values(model.attributes)) {
    if (attr.kind === 'scalar' && !attr.system && !attr.localized && data[attr.name] === undefined) data[attr.name] = source[attr.name];
  }
  delete data.localizations;
  if (model.draftAndPublish) data.publishedAt = null;

  return entries.db.transaction(() => {
    const created = entries.create(model, data, { fields: ['*'] });
    const attr = model.attributes.localizations as RelationAttribute;
    const group = [id, ...siblings];
    entries.writer.setLinks(attr, created.id, [], group);
    for (const member of group) {
      const current = entries.db.all(`SELECT "${attr.link.targetColumn}" AS t FROM "${attr.link.name}" WHERE "${attr.link.ownColumn}" = ? ORDER BY "${attr.link.orderColumn}", id`, [member]).map((r) => Number(r.t));
      entries.writer.setLinks(attr, member, current, [...current, created.id]);
    }
    const result = entries.findOne(model, created.id, { fields: ['*'], populate: { localizations: {} } })!;
    return result;
  });
}

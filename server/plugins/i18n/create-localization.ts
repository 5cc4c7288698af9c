// POST /api/:pluralApiId/:id/localizations and GraphQL create<Name>Localization: a new entry in
// another locale, linked with the original and all of its localizations, created as a draft;
// answered flat, as Strapi v4 does.
import type { EntryService } from '../../entries/entry-service.ts';
import { ApplicationError, NotFoundError } from '../../errors.ts';
import type { Entity } from '../../query/sql/select.ts';
import type { Model, RelationAttribute } from '../../schema/types.ts';
import { findLocale } from './locales.ts';
import { copySharedScalars, localizationIds, sharedScalars } from './non-localized.ts';

/** The entry a single type's localization starts from: its first one, in whatever locale and state. */
export async function singleTypeSource(entries: EntryService, model: Model): Promise<number | null> {
  const [first] = await entries.findMany(
    model,
    { fields: ['*'], sort: [{ path: ['id'], order: 'asc' }], limit: 1 },
    { publicationState: 'preview', locale: 'all' },
  );
  return first ? first.id : null;
}

export async function createLocalization(
  entries: EntryService,
  model: Model,
  id: number | null,
  body: unknown,
): Promise<Entity> {
  const source =
    id === null
      ? null
      : await entries.findOne(model, id, { fields: ['*'], populate: { localizations: { fields: ['locale'] } } });
  if (!source) throw new NotFoundError('Entity not found');
  const data = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  const locale = data.locale;
  if (locale === undefined || locale === null || locale === '') throw new ApplicationError('locale is missing');
  if (typeof locale !== 'string' || !(await findLocale(entries.db, locale)))
    throw new ApplicationError('locale is invalid');
  const others = source.localizations as Entity[];
  if ([source, ...others].some((e) => e.locale === locale)) throw new ApplicationError('locale is already used');
  const group = [source.id, ...others.map((e) => e.id)];

  // The new entry starts from the source's shared scalars (what the request sends wins)...
  for (const attr of sharedScalars(model)) if (data[attr.name] === undefined) data[attr.name] = source[attr.name];
  delete data.localizations;
  if (model.draftAndPublish) data.publishedAt = null;

  return entries.transaction(async (s) => {
    const created = await s.create(model, data, { fields: ['*'] });
    const attr = model.attributes.localizations as RelationAttribute;
    await s.writer.setLinks(attr, created.id, [], group);
    // ...then every other localization lists the new one first and takes its shared scalars.
    for (const member of group) {
      const current = await localizationIds(s.db, model, member);
      await s.writer.setLinks(attr, member, current, [created.id, ...group.filter((m) => m !== member)]);
    }
    // The answer shows the other localizations as they were before taking the new one's values.
    const result = (await s.findOne(model, created.id, { fields: ['*'], populate: { localizations: {} } }))!;
    await copySharedScalars(s.db, model, created.id, group);
    return result;
  });
}

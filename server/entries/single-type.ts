// Single types hold one entry (one per locale when localized). Saving one updates the entry in
// scope or, when there is none, creates it: Strapi's createOrUpdate, which refuses a second entry
// in another locale (localizations are made through i18n's localization routes).
import { ValidationError } from '../errors.ts';
import type { Condition } from '../query/ast.ts';
import type { Entity } from '../query/sql/select.ts';
import type { Model } from '../schema/types.ts';
import type { CreateOptions, EntryService, ScopeOptions } from './entry-service.ts';

/** The entry a single type has in scope (and that the filters of a read let through), or null. */
export async function currentSingle(
  entries: EntryService,
  model: Model,
  scope: ScopeOptions,
  where?: Condition,
): Promise<Entity | null> {
  return (await entries.findMany(model, { where, fields: ['*'], limit: 1 }, scope))[0] ?? null;
}

/** Creates a single type's entry, unless it has one already in any locale or state. */
export async function createSingle(
  entries: EntryService,
  model: Model,
  data: Record<string, unknown>,
  options: CreateOptions = {},
): Promise<Entity> {
  if ((await entries.count(model, undefined, { publicationState: 'preview', locale: 'all' })) > 0)
    throw new ValidationError('singleType.alreadyExists');
  return entries.create(model, data, options);
}

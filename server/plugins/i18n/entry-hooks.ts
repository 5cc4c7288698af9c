// i18n's part in the document service: the locale scope of finds, the locale of new entries,
// and the rule that an entry's locale never changes.
import type { Database } from '../../db/database.ts';
import type { EntryHooks } from '../../entries/entry-service.ts';
import { ApplicationError } from '../../errors.ts';
import { defaultLocale, findLocale } from './locales.ts';
import type { Model, RelationAttribute } from '../../schema/types.ts';

/** Fields that are not localized hold one value for an entry and all its localizations. */
export function syncNonLocalized(db: Database, model: Model, id: number, changed: string[]): void {
  const columns = changed
    .map((name) => model.attributes[name])
    .filter((a) => a?.kind === 'scalar' && !a.system && !a.localized)
    .map((a) => (a as { column: string }).column);
  if (columns.length === 0) return;
  const link = (model.attributes.localizations as RelationAttribute).link;
  const others = db.all(`SELECT "${link.targetColumn}" AS id FROM "${link.name}" WHERE "${link.ownColumn}" = ?`, [id]).map((r) => Number(r.id));
  if (others.length === 0) return;
  const sets = columns.map((c) => `"${c}" = (SELECT "${c}" FROM "${model.tableName}" WHERE id = ?)`).join(', ');
  db.run(`UPDATE "${model.tableName}" SET ${sets} WHERE id IN (${others.map(() => '?').join(', ')})`, [...columns.map(() => id), ...others]);
}

export function i18nHooks(db: Database): EntryHooks {
  return {
    findScope(model, options) {
      if (!model.localized || options.locale === 'all') return undefined;
      return { type: 'compare', attribute: 'locale', op: '$eq', value: options.locale ?? defaultLocale(db) };
    },
    beforeCreate(ctx) {
      if (!ctx.model.localized) return;
      const requested = ctx.data.locale;
      const code = requested === undefined || requested === null ? defaultLocale(db) : String(requested);
      if (!findLocale(db, code)) throw new ApplicationError("This locale doesn't exist");
      ctx.columns.locale = code;
    },
    beforeUpdate(ctx) {
      delete ctx.data.locale;
      delete ctx.data.localizations;
    },
    afterUpdate(ctx) {
      if (ctx.model.localized) syncNonLocalized(db, ctx.model, ctx.id, Object.keys(ctx.data));
    },
  };
}

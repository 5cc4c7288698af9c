// i18n's part in the document service: the locale scope of finds, the locale of new entries,
// and the rule that an entry's locale never changes.
import type { EntryHooks } from '../../entries/entry-service.ts';
import { ApplicationError } from '../../errors.ts';
import { defaultLocale, findLocale } from './locales.ts';

export function i18nHooks(): EntryHooks {
  return {
    async findScope(model, options, db) {
      if (!model.localized || options.locale === 'all') return undefined;
      // Several locales (`locale[0]=en&locale[1]=fr`) are any of them, as Strapi's query reads a list.
      if (Array.isArray(options.locale))
        return { type: 'compare', attribute: 'locale', op: '$in', value: options.locale };
      return { type: 'compare', attribute: 'locale', op: '$eq', value: options.locale ?? (await defaultLocale(db)) };
    },
    async beforeCreate(ctx) {
      if (!ctx.model.localized) return;
      const requested = ctx.data.locale;
      const code = requested === undefined || requested === null ? await defaultLocale(ctx.db) : requested;
      // A code that is not a string (a number, an object from the JSON body) names no locale either.
      if (typeof code !== 'string' || !(await findLocale(ctx.db, code)))
        throw new ApplicationError("This locale doesn't exist");
      ctx.columns.locale = code;
    },
    // `localizations` sent with a create links the new entry to those (one way, as Strapi); an
    // update leaves an entry's localizations as they are.
    beforeUpdate(ctx) {
      delete ctx.data.locale;
      delete ctx.data.localizations;
    },
  };
}

// The locale codes Strapi's i18n plugin knows (its ISO list, kept as data in iso-locale-codes.json).
import codes from './iso-locale-codes.json' with { type: 'json' };

const known = new Set<string>(codes);

export function isIsoLocaleCode(code: string): boolean {
  return known.has(code);
}

// Locales (i18n_locale) and the default locale, stored where Strapi keeps it.
import type { Database } from '../../db/database.ts';
import { storeGet, storeSet } from '../../db/core-store.ts';
import { ApplicationError } from '../../errors.ts';

export interface Locale {
  id: number;
  name: string;
  code: string;
  createdAt: string;
  updatedAt: string;
  isDefault: boolean;
}

const DEFAULT_KEY = 'plugin_i18n_default_locale';

export function ensureDefaultLocale(db: Database): void {
  if (db.get('SELECT id FROM i18n_locale LIMIT 1')) return;
  addLocale(db, 'en', 'English (en)');
  storeSet(db, DEFAULT_KEY, 'en', 'string');
}

export function defaultLocale(db: Database): string {
  return db.memo('i18n.defaultLocale', ['strapi_core_store_settings'], () => storeGet<string>(db, DEFAULT_KEY) ?? 'en');
}

export function setDefaultLocale(db: Database, code: string): void {
  if (!findLocale(db, code)) throw new ApplicationError(`the locale ${code} does not exist`);
  storeSet(db, DEFAULT_KEY, code, 'string');
}

export function findLocale(db: Database, code: string): Locale | null {
  return listLocales(db).find((l) => l.code === code) ?? null;
}

export function listLocales(db: Database): Locale[] {
  const def = defaultLocale(db);
  return db.all('SELECT id, name, code, created_at, updated_at FROM i18n_locale ORDER BY id').map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    code: String(r.code),
    createdAt: new Date(Number(r.created_at)).toISOString(),
    updatedAt: new Date(Number(r.updated_at)).toISOString(),
    isDefault: r.code === def,
  }));
}

const CODE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export function addLocale(db: Database, code: string, name?: string): Locale {
  if (!CODE.test(code)) throw new ApplicationError(`"${code}" is not a locale code (e.g. fr, en-GB, zh-Hans)`);
  if (findLocale(db, code)) throw new ApplicationError('This locale already exists');
  const now = Date.now();
  db.run('INSERT INTO i18n_locale (name, code, created_at, updated_at) VALUES (?, ?, ?, ?)', [
    name ?? code,
    code,
    now,
    now,
  ]);
  return findLocale(db, code)!;
}

export function removeLocale(db: Database, code: string): void {
  if (!findLocale(db, code)) throw new ApplicationError(`the locale ${code} does not exist`);
  if (defaultLocale(db) === code) throw new ApplicationError('Cannot delete the default locale');
  db.run('DELETE FROM i18n_locale WHERE code = ?', [code]);
}

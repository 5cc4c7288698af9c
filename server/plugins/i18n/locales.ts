// Locales (i18n_locale) and the default locale, stored where Strapi keeps it.
import type { Engine, Queries } from '../../db/engine.ts';
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

export async function ensureDefaultLocale(engine: Engine): Promise<void> {
  await engine.transaction(async (db) => {
    if (await db.get('SELECT id FROM i18n_locale LIMIT 1')) return;
    await addLocale(db, 'en', 'English (en)');
    await storeSet(db, DEFAULT_KEY, 'en', 'string');
  });
}

export function defaultLocale(db: Queries): Promise<string> {
  return db.memo(
    'i18n.defaultLocale',
    ['strapi_core_store_settings'],
    async () => (await storeGet<string>(db, DEFAULT_KEY)) ?? 'en',
  );
}

export async function setDefaultLocale(db: Queries, code: string): Promise<void> {
  if (!(await findLocale(db, code))) throw new ApplicationError(`the locale ${code} does not exist`);
  await storeSet(db, DEFAULT_KEY, code, 'string');
}

export async function findLocale(db: Queries, code: string): Promise<Locale | null> {
  return (await listLocales(db)).find((l) => l.code === code) ?? null;
}

export async function listLocales(db: Queries): Promise<Locale[]> {
  const def = await defaultLocale(db);
  const rows = await db.all('SELECT id, name, code, created_at, updated_at FROM i18n_locale ORDER BY id');
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    code: String(r.code),
    createdAt: new Date(Number(r.created_at)).toISOString(),
    updatedAt: new Date(Number(r.updated_at)).toISOString(),
    isDefault: r.code === def,
  }));
}

const CODE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export async function addLocale(db: Queries, code: string, name?: string): Promise<Locale> {
  if (!CODE.test(code)) throw new ApplicationError(`"${code}" is not a locale code (e.g. fr, en-GB, zh-Hans)`);
  if (await findLocale(db, code)) throw new ApplicationError('This locale already exists');
  const now = db.dialect.timestamp(Date.now());
  await db.run('INSERT INTO i18n_locale (name, code, created_at, updated_at) VALUES (?, ?, ?, ?)', [
    name ?? code,
    code,
    now,
    now,
  ]);
  return (await findLocale(db, code))!;
}

export async function removeLocale(db: Queries, code: string): Promise<void> {
  if (!(await findLocale(db, code))) throw new ApplicationError(`the locale ${code} does not exist`);
  if ((await defaultLocale(db)) === code) throw new ApplicationError('Cannot delete the default locale');
  await db.run('DELETE FROM i18n_locale WHERE code = ?', [code]);
}

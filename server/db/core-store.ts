// Strapi's key/value table (strapi_core_store_settings): plugin settings and project secrets.
import type { Database } from './database.ts';

export function storeGet<T>(db: Database, key: string): T | undefined {
  const row = db.get('SELECT value FROM strapi_core_store_settings WHERE key = ? ORDER BY id LIMIT 1', [key]);
  if (!row || row.value === null) return undefined;
  try {
    return JSON.parse(String(row.value)) as T;
  } catch {
    return row.value as unknown as T;
  }
}

export function storeSet(db: Database, key: string, value: unknown, type = 'object'): void {
  const text = JSON.stringify(value);
  const existing = db.get('SELECT id FROM strapi_core_store_settings WHERE key = ? ORDER BY id LIMIT 1', [key]);
  if (existing) db.run('UPDATE strapi_core_store_settings SET value = ? WHERE id = ?', [text, existing.id]);
  else
    db.run('INSERT INTO strapi_core_store_settings (key, value, type, environment, tag) VALUES (?, ?, ?, NULL, NULL)', [
      key,
      text,
      type,
    ]);
}

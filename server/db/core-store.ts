// Strapi's key/value table (strapi_core_store_settings): plugin settings and project secrets.
import type { Database, Row } from './database.ts';
import type { Queries } from './engine.ts';

const READ_VALUE = 'SELECT value FROM strapi_core_store_settings WHERE key = ? ORDER BY id LIMIT 1';
const READ_ID = 'SELECT id FROM strapi_core_store_settings WHERE key = ? ORDER BY id LIMIT 1';
const UPDATE = 'UPDATE strapi_core_store_settings SET value = ? WHERE id = ?';
const INSERT =
  'INSERT INTO strapi_core_store_settings (key, value, type, environment, tag) VALUES (?, ?, ?, NULL, NULL)';

function storedValue<T>(row: Row | undefined): T | undefined {
  if (!row || row.value === null) return undefined;
  try {
    return JSON.parse(String(row.value)) as T;
  } catch {
    return row.value as unknown as T;
  }
}

export async function storeGet<T>(db: Queries, key: string): Promise<T | undefined> {
  return storedValue<T>(await db.get(READ_VALUE, [key]));
}

export async function storeSet(db: Queries, key: string, value: unknown, type = 'object'): Promise<void> {
  const text = JSON.stringify(value);
  const existing = await db.get(READ_ID, [key]);
  if (existing) await db.run(UPDATE, [text, existing.id]);
  else await db.run(INSERT, [key, text, type]);
}

/** storeGet on the sql.js database itself, for the schema sync that runs inside its synchronous transaction. */
export function storeGetSync<T>(db: Database, key: string): T | undefined {
  return storedValue<T>(db.get(READ_VALUE, [key]));
}

export function storeSetSync(db: Database, key: string, value: unknown, type = 'object'): void {
  const text = JSON.stringify(value);
  const existing = db.get(READ_ID, [key]);
  if (existing) db.run(UPDATE, [text, existing.id]);
  else db.run(INSERT, [key, text, type]);
}

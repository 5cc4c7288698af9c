// A memo is read again after a commit that writes one of its tables, and only then.
import { expect, it } from 'vitest';
import { Database } from './database.ts';
import { writtenTable } from './table-memos.ts';

async function database(): Promise<{ db: Database; reads: () => number; role: () => string }> {
  const db = await Database.open(null);
  db.ddl('CREATE TABLE roles (id INTEGER PRIMARY KEY, name TEXT)');
  db.ddl('CREATE TABLE "tags" (id INTEGER PRIMARY KEY, name TEXT)');
  db.run('INSERT INTO roles (name) VALUES (?)', ['public']);
  let reads = 0;
  const role = () =>
    db.memo('role', ['roles'], () => {
      reads++;
      return String(db.get('SELECT name FROM roles ORDER BY id LIMIT 1')!.name);
    });
  return { db, reads: () => reads, role };
}

it('kept across writes to other tables, read again after a write to its own', async () => {
  const { db, reads, role } = await database();
  expect(role()).toBe('public');
  db.run('INSERT INTO "tags" (name) VALUES (?)', ['a']);
  expect(role()).toBe('public');
  expect(reads()).toBe(1);
  db.run('UPDATE roles SET name = ? WHERE id = 1', ['everyone']);
  expect(role()).toBe('everyone');
  expect(reads()).toBe(2);
});

it('a delete (whose cascades reach other tables) or a schema change forgets every memo', async () => {
  const { db, reads, role } = await database();
  role();
  db.run('DELETE FROM "tags" WHERE id = ?', [1]);
  role();
  db.ddl('CREATE TABLE other (id INTEGER PRIMARY KEY)');
  role();
  expect(reads()).toBe(3);
});

it('a rolled-back write leaves no stale memo behind, and a read inside a transaction is never kept', async () => {
  const { db, reads, role } = await database();
  expect(() =>
    db.transaction(() => {
      db.run('UPDATE roles SET name = ? WHERE id = 1', ['changed']);
      expect(role()).toBe('changed');
      throw new Error('undo');
    }),
  ).toThrow('undo');
  expect(role()).toBe('public');
  expect(role()).toBe('public');
  expect(reads()).toBe(2);
});

it('names the one table an insert or update writes, quoted or not', () => {
  expect(writtenTable('INSERT INTO "tags" ("name") VALUES (?)')).toBe('tags');
  expect(writtenTable('insert or replace into strapi_core_store_settings (key) values (?)')).toBe(
    'strapi_core_store_settings',
  );
  expect(writtenTable('UPDATE "we""ird" SET a = 1')).toBe('we"ird');
  expect(writtenTable('  UPDATE up_roles SET name = ?')).toBe('up_roles');
  expect(writtenTable('DELETE FROM tags')).toBeNull();
  expect(writtenTable('CREATE TABLE t (id INTEGER)')).toBeNull();
});

// Start-up replays the journal over the snapshot, compiling each statement text once: a text that
// comes back after a schema change still writes what it says.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { Database } from './database.ts';

const dir = mkdtempSync(join(tmpdir(), 'tessera-replay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('a journal repeating statements across a schema change replays to the same rows', async () => {
  const file = join(dir, 'data.db');
  const db = await Database.open(file, { fsync: false });
  const insert = 'INSERT INTO t (v) VALUES (?)';
  db.ddl('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  db.compact();
  db.run(insert, ['a']);
  db.transaction(() => {
    db.run(insert, ['b']);
    db.run('UPDATE t SET v = ? WHERE id = ?', ['B', 2]);
  });
  db.ddl('ALTER TABLE t ADD COLUMN w TEXT');
  db.run(insert, ['c']);
  db.run('INSERT INTO t (v, w) VALUES (?, ?)', ['d', 'dw']);
  db.run('DELETE FROM t WHERE id = ?', [1]);
  // What a start finds after a kill: the snapshot and its journal as they are now.
  const copy = join(dir, 'copy.db');
  copyFileSync(file, copy);
  copyFileSync(`${file}.journal`, `${copy}.journal`);
  const expected = db.all('SELECT id, v, w FROM t ORDER BY id');
  const replayed = await Database.open(copy, { readOnly: true });
  expect(replayed.all('SELECT id, v, w FROM t ORDER BY id')).toEqual(expected);
  expect(expected.map((r) => r.v)).toEqual(['B', 'c', 'd']);
  replayed.close();
  db.close();
});

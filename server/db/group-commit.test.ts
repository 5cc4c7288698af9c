// Group commit beside compaction: a writer is answered once its commit is on disk, whether the
// shared fsync or a compaction (a fresh snapshot) made it so, and writers are released in the
// order they committed. In SQLite the commits of one turn are savepoints of one transaction: a
// transaction that fails undoes itself alone.
import fs, { mkdtempSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { Database } from './database.ts';
import { SqlJsEngine } from './engine.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function freshDatabase(): Promise<{ db: Database; file: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-group-commit-'));
  dirs.push(dir);
  const file = join(dir, 'data.db');
  const db = await Database.open(file, { fsync: true });
  db.run('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)');
  await db.whenDurable();
  return { db, file };
}

it('a compaction between a commit and its fsync makes it durable, and a commit made while that fsync runs still waits for its own', async () => {
  const { db, file } = await freshDatabase();
  db.run('INSERT INTO t (v) VALUES (?)', ['before']);
  // The fsync of 'before' is in flight: the snapshot written now holds it, and empties the journal.
  db.compact();
  const first = db.whenDurable();
  db.run('INSERT INTO t (v) VALUES (?)', ['after']);
  const second = db.whenDurable();
  await Promise.all([first, second]);
  // Both answered: both on disk, without the close that would compact them once more.
  expect(await valuesAfterRestartWithoutClose(db, file)).toEqual(['before', 'after']);
});

it('writers are released in the order they committed', async () => {
  const { db } = await freshDatabase();
  const released: number[] = [];
  const waits: Promise<void>[] = [];
  for (let i = 0; i < 50; i++) {
    db.run('INSERT INTO t (v) VALUES (?)', [`v${i}`]);
    waits.push(db.whenDurable().then(() => void released.push(i)));
    // Some commits share an fsync, some come while one runs, one lands behind a compaction.
    if (i % 7 === 0) await new Promise((resolve) => setImmediate(resolve));
    if (i === 30) db.compact();
  }
  await Promise.all(waits);
  expect(released).toEqual(Array.from({ length: 50 }, (_, i) => i));
  db.close();
});

/** What a start would find if the process died now: the files as they are, read by a second opener. */
async function valuesAfterRestartWithoutClose(db: Database, file: string): Promise<string[]> {
  // The live database holds the lock; a read-only open reads the files without touching them.
  const reader = await Database.open(file, { readOnly: true });
  try {
    return reader.all('SELECT v FROM t ORDER BY id').map((r) => String(r.v));
  } finally {
    reader.close();
    db.close();
  }
}

it('the commits of one turn share an fsync, and those made while it runs share the next: ten writers, two fsyncs', async () => {
  const { db } = await freshDatabase();
  const before = db.fsyncs;
  const waits: Promise<void>[] = [];
  const commit = (v: string) => {
    db.run('INSERT INTO t (v) VALUES (?)', [v]);
    waits.push(db.whenDurable());
  };
  for (let i = 0; i < 5; i++) commit(`first${i}`);
  // The fsync of the first five starts at the end of this turn; the next five arrive while it runs.
  await new Promise((resolve) => setImmediate(resolve));
  expect(db.fsyncs - before).toBe(0);
  for (let i = 0; i < 5; i++) commit(`second${i}`);
  await Promise.all(waits);
  expect(db.fsyncs - before).toBe(2);
  db.close();
});

it("a compaction the journal's growth scheduled does not run on a database closed in the meantime", async () => {
  const { db, file } = await freshDatabase();
  // Past the journal's 4 MiB threshold: the commit schedules a compaction for the next turn.
  const big = 'x'.repeat(256 * 1024);
  for (let i = 0; i < 17; i++) db.run('INSERT INTO t (v) VALUES (?)', [big]);
  db.close();
  await new Promise((resolve) => setImmediate(resolve));
  const reopened = await Database.open(file);
  expect(reopened.get('SELECT count(*) AS n FROM t')?.n).toBe(17);
  reopened.close();
});

const values = (db: Database) => db.all('SELECT v FROM t ORDER BY id').map((r) => r.v);

/** The journal's next write fails as on a full disk (crash-recovery.test.ts covers the torn bytes). */
function diskFullOnce(): { restore(): void } {
  const spy = vi.spyOn(fs, 'writeSync').mockImplementationOnce(() => {
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
  });
  syncBuiltinESMExports();
  return {
    restore() {
      spy.mockRestore();
      syncBuiltinESMExports();
    },
  };
}

it("a write the disk refuses fails alone: that turn's other commits stay, and all of them survive a restart", async () => {
  const { db, file } = await freshDatabase();
  db.run('INSERT INTO t (v) VALUES (?)', ['first']);
  const full = diskFullOnce();
  try {
    expect(() => db.run('INSERT INTO t (v) VALUES (?)', ['refused'])).toThrow('ENOSPC');
  } finally {
    full.restore();
  }
  db.run('INSERT INTO t (v) VALUES (?)', ['third']);
  expect(values(db)).toEqual(['first', 'third']);
  await db.whenDurable();
  expect(await valuesAfterRestartWithoutClose(db, file)).toEqual(['first', 'third']);
});

it('a schema change the disk refuses is rolled back before ddl() throws', async () => {
  const { db } = await freshDatabase();
  const full = diskFullOnce();
  try {
    expect(() => db.ddl('CREATE TABLE u (id INTEGER PRIMARY KEY)')).toThrow('ENOSPC');
  } finally {
    full.restore();
  }
  expect(db.all("SELECT name FROM sqlite_master WHERE name = 'u'")).toEqual([]);
  db.ddl('CREATE TABLE u (id INTEGER PRIMARY KEY)');
  expect(db.all("SELECT name FROM sqlite_master WHERE name = 'u'")).toEqual([{ name: 'u' }]);
  db.close();
});

it("a transaction that awaits across turns keeps the turn's earlier commit open in SQLite, and its rollback undoes only itself", async () => {
  const { db, file } = await freshDatabase();
  const engine = new SqlJsEngine(db);
  db.run('INSERT INTO t (v) VALUES (?)', ['before']);
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  await expect(
    engine.transaction(async (tx) => {
      await tx.run('INSERT INTO t (v) VALUES (?)', ['inside']);
      await turn();
      await turn();
      throw new Error('the work failed');
    }),
  ).rejects.toThrow('the work failed');
  expect(values(db)).toEqual(['before']);
  await db.whenDurable();
  expect(await valuesAfterRestartWithoutClose(db, file)).toEqual(['before']);
});

it("when SQLite undoes a failed statement's whole transaction, the turn's earlier commits are read back from the journal", async () => {
  const { db, file } = await freshDatabase();
  db.run('INSERT INTO t (v) VALUES (?)', ['kept']);
  const generation = db.generation;
  expect(() =>
    db.transaction(() => {
      db.run('INSERT INTO t (v) VALUES (?)', ['failed']);
      // What SQLite does on its own after some errors (out of memory): the savepoints go with it.
      (db as unknown as { sql: { run(sql: string): void } }).sql.run('ROLLBACK');
      throw new Error('the statement failed');
    }),
  ).toThrow('the statement failed');
  expect(values(db)).toEqual(['kept']);
  expect(db.generation).toBeGreaterThan(generation);
  db.run('INSERT INTO t (v) VALUES (?)', ['after']);
  await db.whenDurable();
  expect(await valuesAfterRestartWithoutClose(db, file)).toEqual(['kept', 'after']);
});

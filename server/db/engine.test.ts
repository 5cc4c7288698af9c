// One contract, both engines: the same statements give the same rows, ids, errors and transactions
// on sql.js and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../test/helpers/postgres.ts';
import { Database } from './database.ts';
import { ConstraintError, SqlJsEngine, type Engine } from './engine.ts';
import { PgEngine } from './postgres/pg-engine.ts';

interface Subject {
  name: string;
  skip: boolean;
  waitsForCommit: boolean;
  open(): Promise<Engine>;
  cleanup?(): Promise<void>;
}

let scratch: ScratchDatabase | undefined;
const subjects: Subject[] = [
  { name: 'sql.js', skip: false, waitsForCommit: true, open: async () => new SqlJsEngine(await Database.open(null)) },
  {
    name: 'PostgreSQL (needs TESSERA_TEST_POSTGRES_URL)',
    skip: !postgresUrl,
    waitsForCommit: false,
    async open() {
      scratch = await scratchDatabase('engine');
      return PgEngine.open({ url: scratch.url, source: 'test' });
    },
    cleanup: () => scratch?.drop() ?? Promise.resolve(),
  },
];

describe.each(subjects)('$name engine', (subject) => {
  let db: Engine;

  beforeAll(async () => {
    if (subject.skip) return;
    db = await subject.open();
    const t = db.dialect.columnType;
    await db.ddl(
      `CREATE TABLE notes (id ${t('id')}, title ${t('string')}, done ${t('boolean')}, due ${t('datetime')}, meta ${t('json')})`,
    );
    await db.ddl('CREATE UNIQUE INDEX notes_title_unique ON notes (title)');
  });

  afterAll(async () => {
    if (subject.skip) return;
    await db.close();
    await subject.cleanup?.();
  });

  it.skipIf(subject.skip)('reports the id an insert made and the rows a write changed', async () => {
    const first = await db.run('INSERT INTO notes (title, done) VALUES (?, ?)', ['a', db.dialect.boolean(true)]);
    const second = await db.run('INSERT INTO notes (title, done) VALUES (?, ?)', ['b', db.dialect.boolean(false)]);
    expect([first.lastId, second.lastId]).toEqual([1, 2]);
    expect((await db.run('UPDATE notes SET done = ? WHERE id > ?', [db.dialect.boolean(true), 0])).changes).toBe(2);
  });

  it.skipIf(subject.skip)('names each value of a row by its column, whatever characters the name holds', async () => {
    const sql = `SELECT 1 AS "a""b", 2 AS "back\\slash", 3 AS "line\u2028break", 4 AS "constructor", title AS "t" FROM notes WHERE id = ?`;
    for (const id of [1, 2]) {
      const [row] = await db.all(sql, [id]);
      expect(row).toEqual({
        'a"b': 1,
        'back\\slash': 2,
        'line\u2028break': 3,
        constructor: 4,
        t: id === 1 ? 'a' : 'b',
      });
    }
  });

  it.skipIf(subject.skip)(
    'reads rows in the same shapes: 0/1 booleans, times in milliseconds, JSON as text',
    async () => {
      const due = Date.UTC(2024, 0, 2, 3, 4, 5, 678);
      await db.run('UPDATE notes SET due = ?, meta = ? WHERE title = ?', [
        db.dialect.timestamp(due),
        db.dialect.json({ n: [1, 2] }),
        'a',
      ]);
      const row = await db.get('SELECT title, done, due, meta FROM notes WHERE title = ?', ['a']);
      // jsonb keeps its own spacing and key order: the text parses to the same value.
      expect({ ...row, meta: JSON.parse(String(row?.meta)) }).toEqual({
        title: 'a',
        done: 1,
        due,
        meta: { n: [1, 2] },
      });
    },
  );

  it.skipIf(subject.skip)('refuses a duplicate with the same error on both engines', async () => {
    const err = await db.run('INSERT INTO notes (title) VALUES (?)', ['a']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConstraintError);
    expect((err as ConstraintError).message).toBe('UNIQUE constraint failed: notes.title');
  });

  it.skipIf(subject.skip)('answers a value its column cannot compare as a client error, not a 500', async () => {
    const found = db.all('SELECT id FROM notes WHERE id = ?', ['1,2']);
    // SQLite compares the text with the integer and finds nothing; PostgreSQL refuses the text.
    if (subject.waitsForCommit) expect(await found).toEqual([]);
    else await expect(found).rejects.toMatchObject({ name: 'ValidationError', status: 400 });
  });

  it.skipIf(subject.skip)('keeps a transaction all or nothing, and unseen until it commits', async () => {
    const failed = db.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (title) VALUES (?)', ['c']);
      await tx.run('INSERT INTO notes (title) VALUES (?)', ['a']);
    });
    await expect(failed).rejects.toBeInstanceOf(ConstraintError);
    expect(await db.get('SELECT id FROM notes WHERE title = ?', ['c'])).toBeUndefined();

    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const open = db.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (title) VALUES (?)', ['d']);
      await paused;
      return (await tx.get('SELECT COUNT(*) AS n FROM notes WHERE title = ?', ['d']))?.n;
    });
    const outside = db.get('SELECT COUNT(*) AS n FROM notes WHERE title = ?', ['d']);
    if (subject.waitsForCommit) {
      // sql.js has one connection: a reader outside waits for the commit rather than see half of it.
      let settled = false;
      void outside.then(() => (settled = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(settled).toBe(false);
    } else {
      expect(await outside).toEqual({ n: 0 });
    }
    release();
    expect(await open).toBe(1);
    if (subject.waitsForCommit) expect(await outside).toEqual({ n: 1 });
    expect(await db.get('SELECT COUNT(*) AS n FROM notes WHERE title = ?', ['d'])).toEqual({ n: 1 });
  });

  it.skipIf(subject.skip)(
    "keeps a memo read while another caller's transaction is open, with committed rows",
    async () => {
      let release!: () => void;
      const paused = new Promise<void>((resolve) => (release = resolve));
      const open = db.transaction(async (tx) => {
        await tx.run('INSERT INTO notes (title) VALUES (?)', ['e']);
        await paused;
      });
      let reads = 0;
      const count = () =>
        db.memo('notes-e', ['notes'], async () => {
          reads++;
          return (await db.get('SELECT COUNT(*) AS n FROM notes WHERE title = ?', ['e']))?.n;
        });
      const first = count();
      const second = count();
      await new Promise((resolve) => setImmediate(resolve));
      release();
      await open;
      // Read once for both callers, never the open transaction's rows; after its commit, read again.
      expect(await first).toBe(await second);
      expect(reads).toBe(1);
      expect(await count()).toBe(1);
    },
  );
});

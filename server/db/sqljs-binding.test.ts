// Parameters are bound in place (no sqlite3_clear_bindings), and every run still reads the values
// it was given: where a value shaped the plan (a LIKE pattern on a NOCASE index), SQLite compiles
// the statement again by itself. Rows are read in place too, each value as sql.js reads it.
import { afterEach, expect, it, vi } from 'vitest';
import { Database } from './database.ts';
import { StatementBinding } from './sqljs-binding.ts';
import { loadSqlJs, sqliteMemory } from './sqljs.ts';

afterEach(() => vi.restoreAllMocks());

async function people(): Promise<Database> {
  const db = await Database.open(null);
  db.ddl('CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT COLLATE NOCASE, team TEXT, photo BLOB)');
  db.ddl('CREATE INDEX people_name ON people (name)');
  db.ddl('CREATE INDEX people_team ON people (team)');
  for (let i = 0; i < 60; i++) {
    db.run('INSERT INTO people (name, team, photo) VALUES (?, ?, ?)', [
      `${i % 2 ? 'ab' : 'cd'}${i}`,
      `t${i % 3}`,
      null,
    ]);
  }
  return db;
}

it('finds the C handle of a sql.js statement and counts its parameters', async () => {
  const SQL = await loadSqlJs();
  const raw = new SQL.Database();
  const binding = new StatementBinding(SQL);
  const count = (sql: string) => binding.direct(raw.prepare(sql), sql)?.parameters;
  expect(count('SELECT 1')).toBe(0);
  expect(count('SELECT ?')).toBe(1);
  expect(count('SELECT ?, ?, ?')).toBe(3);
  expect(count('SELECT ?5')).toBe(5);
  expect(count(`SELECT ${Array.from({ length: 1000 }, () => '?').join(', ')}`)).toBe(1000);
  raw.close();
});

it('binds in place, and each run reads its own values', async () => {
  const db = await people();
  const inPlace = vi.spyOn(StatementBinding.prototype, 'bind');
  const team = (t: string) => db.all('SELECT COUNT(*) AS n FROM people WHERE team = ?', [t])[0].n;
  expect([team('t0'), team('t1'), team('nobody'), team('t2')]).toEqual([20, 20, 0, 20]);
  expect(inPlace.mock.results.map((r) => r.value)).toEqual([true, true, true, true]);
});

it('a value that shaped the plan is read again: a LIKE prefix through a NOCASE index', async () => {
  const db = await people();
  const sql = 'SELECT COUNT(*) AS n FROM people WHERE name LIKE ?';
  expect(db.all(`EXPLAIN QUERY PLAN ${sql}`, ['ab%'])[0].detail).toContain('people_name (name>? AND name<?)');
  const prefix = (p: string) => db.all(sql, [p])[0].n;
  expect([prefix('ab%'), prefix('cd%'), prefix('ab1%'), prefix('x%'), prefix('AB%')]).toEqual([30, 30, 6, 0, 30]);
});

it('every parameter type binds as sql.js binds it', async () => {
  const db = await people();
  const bytes = new Uint8Array([0, 1, 2, 255]);
  db.run('INSERT INTO people (id, name, team, photo) VALUES (?, ?, ?, ?)', [1000, 'é ✓ 😀', 'x'.repeat(5000), bytes]);
  const row = db.get(
    'SELECT id, name, length(team) AS t, photo, ? AS big, ? AS real, ? AS nil, ? AS empty FROM people WHERE id = ?',
    [2 ** 40, 1.5, null, new Uint8Array(0), 1000],
  )!;
  expect(row).toEqual({
    id: 1000,
    name: 'é ✓ 😀',
    t: 5000,
    photo: bytes,
    big: 2 ** 40,
    real: 1.5,
    nil: null,
    empty: new Uint8Array(0),
  });
});

it('fewer values than parameters: the rest are NULL, as sql.js binds them', async () => {
  const db = await people();
  const sql = 'SELECT ?1 AS a, ?2 AS b';
  expect(db.get(sql, [1, 2])).toEqual({ a: 1, b: 2 });
  expect(db.get(sql, [3])).toEqual({ a: 3, b: null });
  expect(() => db.get(sql, [1, 2, 3])).toThrow();
  expect(db.get(sql, [4, 5])).toEqual({ a: 4, b: 5 });
});

it('a long value is not kept bound after its run; short ones are, so the plan stays', async () => {
  const db = await people();
  const SQL = (await loadSqlJs()) as unknown as { _sqlite3_clear_bindings: (stmt: number) => number };
  const cleared = vi.spyOn(SQL, '_sqlite3_clear_bindings');
  const sql = 'SELECT length(?) AS n';
  expect(db.get(sql, ['short'])!.n).toBe(5);
  expect(cleared).not.toHaveBeenCalled();
  expect(db.get(sql, ['x'.repeat(20_000)])!.n).toBe(20_000);
  expect(cleared).toHaveBeenCalledTimes(1);
  expect(db.get(sql, ['short again'])!.n).toBe(11);
  expect(cleared).toHaveBeenCalledTimes(1);
});

async function rawWithBinding() {
  const SQL = await loadSqlJs();
  const memory = sqliteMemory(SQL)!;
  expect(memory).toBeInstanceOf(WebAssembly.Memory);
  return { SQL, memory, raw: new SQL.Database(), binding: new StatementBinding(SQL, memory) };
}

it('reads each value of a row in place as sql.js reads it', async () => {
  const { raw, binding } = await rawWithBinding();
  raw.run('CREATE TABLE v (x)');
  const values = [
    0,
    -7,
    2 ** 53 + 1,
    -(2 ** 62),
    1.5,
    -0.1,
    '',
    'plain',
    'é ✓ 😀 \u0000 inside',
    'long '.repeat(40_000),
    new Uint8Array([0, 1, 2, 255]),
    new Uint8Array(0),
    null,
  ];
  for (const value of values) raw.run('INSERT INTO v (x) VALUES (?)', [value]);
  const sql = 'SELECT rowid, x, typeof(x) FROM v ORDER BY rowid';
  const own = raw.prepare(sql);
  const inPlace = raw.prepare(sql);
  const direct = binding.direct(inPlace, sql)!;
  let rows = 0;
  while (own.step()) {
    expect(inPlace.step()).toBe(true);
    const read = binding.readRow(direct);
    expect(read).toEqual(own.get());
    const x = read[1];
    if (x instanceof Uint8Array) expect(Object.getPrototypeOf(x)).toBe(Uint8Array.prototype);
    rows++;
  }
  expect(inPlace.step()).toBe(false);
  expect(rows).toBe(values.length);
  raw.close();
});

it("a text read after SQLite's memory grew is read whole", async () => {
  const { raw, binding, memory } = await rawWithBinding();
  raw.run('CREATE TABLE v (x)');
  const text = 'ü'.repeat(100_000);
  raw.run('INSERT INTO v (x) VALUES (?)', [text]);
  const sql = 'SELECT x FROM v WHERE rowid = 1';
  const st = raw.prepare(sql);
  const direct = binding.direct(st, sql)!;
  const readOnce = () => {
    st.step();
    const [x] = binding.readRow(direct);
    st.reset();
    return x;
  };
  expect(readOnce()).toBe(text);
  const before = memory.buffer.byteLength;
  // A value made whole in SQLite's memory, larger than that memory was.
  raw.exec(`SELECT length(randomblob(${before + 16 * 1024 * 1024}))`);
  expect(memory.buffer.byteLength).toBeGreaterThan(before);
  expect(readOnce()).toBe(text);
  raw.close();
});

it('the database reads its rows in place', async () => {
  const db = await people();
  const readRow = vi.spyOn(StatementBinding.prototype, 'readRow');
  expect(db.all('SELECT name, team FROM people WHERE id <= 2 ORDER BY id')).toEqual([
    { name: 'cd0', team: 't0' },
    { name: 'ab1', team: 't1' },
  ]);
  expect(readRow).toHaveBeenCalledTimes(2);
});

// The storage contract of DESIGN.md: acknowledged writes survive kill -9, one server per database,
// the snapshot on disk is always a valid SQLite file, and model changes never lose data.
import { appendFileSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanup,
  client,
  contentType,
  copyProject,
  createToken,
  lines,
  makeProject,
  serve,
  serveRefusal,
  sqlite3,
  tempDir,
  writeFiles,
  type Served,
} from './helpers/tessera.ts';

afterAll(cleanup);

const dbOf = (project: string) => join(project, '.tmp', 'data.db');

async function tagNames(server: Served, token: string): Promise<string[]> {
  const r = await client(server, token).get('/api/tags?sort=name&pagination[pageSize]=100');
  expect(r.status).toBe(200);
  return r.body.data.map((t: { attributes: { name: string } }) => t.attributes.name);
}

async function killHard(server: Served): Promise<void> {
  const { signal } = await server.stop('SIGKILL');
  expect(signal).toBe('SIGKILL');
}

describe('kill -9', () => {
  it('every write answered 2xx is there after kill -9 and a restart', async () => {
    const project = copyProject();
    const token = createToken(project, ['--type', 'full-access']);
    let server = await serve(project);
    const api = client(server, token);
    const names = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'];
    const ids: number[] = [];
    for (const name of names) {
      const r = await api.post('/api/tags', { name });
      expect(r.status).toBe(200);
      ids.push(r.body.data.id);
    }
    expect((await api.put(`/api/tags/${ids[0]}`, { name: 't1-renamed' })).status).toBe(200);
    expect((await api.del(`/api/tags/${ids[1]}`)).status).toBe(200);
    await killHard(server);

    server = await serve(project);
    expect(await tagNames(server, token)).toEqual(['t1-renamed', 't3', 't4', 't5', 't6', 't7', 't8']);
    await server.stop();
  });
});

describe('the lock', () => {
  it('a second serve on the same --db is refused naming the first pid; after kill -9 it is taken over', async () => {
    const db = join(tempDir(), 'shared', 'team.db');
    const one = copyProject();
    const two = copyProject();
    const token = createToken(one, ['--type', 'full-access', '--db', db]);
    const first = await serve(one, ['--db', db]);
    expect((await client(first, token).post('/api/tags', { name: 'kept' })).status).toBe(200);

    const refused = await serveRefusal(two, ['--db', db]);
    expect(refused.started).toBe(false);
    expect(refused.code).not.toBe(0);
    expect(lines(refused.stderr)).toHaveLength(1);
    expect(refused.stderr).toContain(`pid ${first.pid}`);
    expect(refused.stderr).toMatch(/in use/);
    expect(refused.stdout).not.toMatch(/REST/);
    // The refused server touched nothing: the first one still serves and writes.
    expect((await client(first, token).post('/api/tags', { name: 'still-writing' })).status).toBe(200);

    await killHard(first);
    expect(existsSync(`${db}.lock`)).toBe(true);
    const second = await serve(two, ['--db', db]);
    expect(await tagNames(second, token)).toEqual(['kept', 'still-writing']);
    await second.stop();
    expect(existsSync(`${db}.lock`)).toBe(false);
  });
});

describe('the journal', () => {
  it('a torn or unterminated last line is ignored, and later writes are kept', async () => {
    const project = copyProject();
    const token = createToken(project, ['--type', 'full-access']);
    let server = await serve(project);
    for (const name of ['a', 'b', 'c'])
      expect((await client(server, token).post('/api/tags', { name })).status).toBe(200);
    await killHard(server);

    const journal = `${dbOf(project)}.journal`;
    expect(statSync(journal).size).toBeGreaterThan(0);
    // A whole transaction whose newline never reached the disk was never acknowledged.
    const ghost = JSON.stringify({
      s: [['INSERT INTO `tags` (`name`, `created_at`, `updated_at`) VALUES (?, ?, ?)', ['ghost', 1, 1]]],
    });
    appendFileSync(journal, ghost);
    server = await serve(project);
    expect(await tagNames(server, token)).toEqual(['a', 'b', 'c']);
    expect((await client(server, token).post('/api/tags', { name: 'd' })).status).toBe(200);
    await killHard(server);

    appendFileSync(journal, ghost.slice(0, 40));
    server = await serve(project);
    expect(await tagNames(server, token)).toEqual(['a', 'b', 'c', 'd']);
    expect((await client(server, token).post('/api/tags', { name: 'e' })).status).toBe(200);
    await killHard(server);

    server = await serve(project);
    expect(await tagNames(server, token)).toEqual(['a', 'b', 'c', 'd', 'e']);
    await server.stop();
  });
});

describe('the snapshot', () => {
  it('is a valid SQLite file at every moment the server runs, and is replaced whole', async () => {
    const project = copyProject();
    const token = createToken(project, ['--type', 'full-access']);
    const server = await serve(project);
    const file = dbOf(project);
    expect(sqlite3(file, 'PRAGMA integrity_check').stdout).toBe('ok');
    expect(sqlite3(file, 'SELECT COUNT(*) FROM articles').stdout).toBe('0');
    // ~6 MB of writes: enough journal to make the server compact into a fresh snapshot meanwhile.
    const blob = 'x'.repeat(600 * 1024);
    for (let i = 0; i < 10; i++) {
      const r = await client(server, token).post('/api/articles', { title: `big ${i}`, metadata: { i, blob } });
      // A failure shows what the server logged about it (the cause of a 500 is in its stderr).
      expect(r.status, `POST ${i}: ${JSON.stringify(r.body).slice(0, 300)}\n${server.stderr()}`).toBe(200);
      const check = sqlite3(file, 'PRAGMA integrity_check');
      expect(check.stderr).toBe('');
      expect(check.stdout).toBe('ok');
    }
    expect(Number(sqlite3(file, 'SELECT COUNT(*) FROM articles').stdout)).toBeGreaterThan(0);
    expect(readdirSync(dirname(file)).filter((n) => n.includes('.tmp-'))).toEqual([]);
    await killHard(server);
    expect(sqlite3(file, 'PRAGMA integrity_check').stdout).toBe('ok');
    const again = await serve(project);
    const r = await client(again, token).get('/api/articles?fields[0]=title&pagination[pageSize]=100');
    expect(r.body.meta.pagination.total).toBe(10);
    await again.stop();
  });
});

describe('model changes', () => {
  const base = {
    name: { type: 'string' },
    code: { type: 'string' },
    qty: { type: 'integer' },
    note: { type: 'string' },
  };
  let project: string;
  let token: string;

  const setModel = (attributes: Record<string, object>) => {
    const [[rel, json]] = Object.entries(contentType('item', attributes));
    writeFileSync(join(project, rel), JSON.stringify(json, null, 2));
  };
  const items = async (server: Served) => {
    const r = await client(server, token).get('/api/items?sort=id');
    expect(r.status).toBe(200);
    return r.body.data.map((d: { attributes: Record<string, unknown> }) => d.attributes);
  };
  const column = (sql: string) => sqlite3(dbOf(project), sql).stdout;

  beforeAll(async () => {
    project = makeProject(contentType('item', base));
    token = createToken(project, ['--type', 'full-access']);
    const server = await serve(project);
    for (const data of [
      { name: 'one', code: 'abc', qty: 3, note: 'n1' },
      { name: 'two', code: 'def', qty: 4, note: 'n2' },
    ]) {
      expect((await client(server, token).post('/api/items', data)).status).toBe(200);
    }
    await server.stop();
  });

  it('a new attribute adds a column and keeps the data', async () => {
    setModel({ ...base, extra: { type: 'integer' } });
    const server = await serve(project);
    expect(await items(server)).toMatchObject([
      { name: 'one', code: 'abc', qty: 3, note: 'n1', extra: null },
      { name: 'two', extra: null },
    ]);
    expect((await client(server, token).put('/api/items/1', { extra: 7 })).body.data.attributes.extra).toBe(7);
    await server.stop();
    expect(column("SELECT name FROM pragma_table_info('items') WHERE name = 'extra'")).toBe('extra');
    expect(column("SELECT id || ':' || ifnull(extra, 'null') FROM items ORDER BY id")).toBe('1:7\n2:null');
  });

  it("a removed attribute's column and data are kept", async () => {
    const { note: _removed, ...withoutNote } = base;
    setModel({ ...withoutNote, extra: { type: 'integer' } });
    const server = await serve(project);
    const rows = await items(server);
    expect(rows[0]).not.toHaveProperty('note');
    expect(rows[0]).toMatchObject({ name: 'one', extra: 7 });
    await server.stop();
    expect(column('SELECT note FROM items ORDER BY id')).toBe('n1\nn2');

    setModel({ ...base, extra: { type: 'integer' } });
    const back = await serve(project);
    expect((await items(back)).map((r: { note: string }) => r.note)).toEqual(['n1', 'n2']);
    await back.stop();
  });

  it('a type change that would lose data is refused at start, naming the attribute; nothing is lost', async () => {
    setModel({ ...base, code: { type: 'integer' } });
    const r = await serveRefusal(project);
    expect(r.started).toBe(false);
    expect(r.code).not.toBe(0);
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/"code"/);
    expect(r.stderr).toMatch(/item/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(column('SELECT code FROM items ORDER BY id')).toBe('abc\ndef');
    expect(column("SELECT type FROM pragma_table_info('items') WHERE name = 'code'")).toBe('varchar(255)');
  });

  it('a safe change (integer → float, string → text) is accepted and keeps the values', async () => {
    setModel({ ...base, qty: { type: 'float' }, name: { type: 'text' } });
    const server = await serve(project);
    expect(await items(server)).toMatchObject([
      { name: 'one', code: 'abc', qty: 3 },
      { name: 'two', code: 'def', qty: 4 },
    ]);
    const r = await client(server, token).put('/api/items/2', { qty: 2.5, name: 'x'.repeat(1000) });
    expect(r.status).toBe(200);
    expect(r.body.data.attributes).toMatchObject({ qty: 2.5, name: 'x'.repeat(1000) });
    await server.stop();
  });

  it('changing back to integer once a stored value has a fraction is refused, and 2.5 survives', async () => {
    setModel({ ...base, qty: { type: 'integer' }, name: { type: 'text' } });
    const refused = await serveRefusal(project);
    expect(refused.stderr).toMatch(/"qty"/);
    expect(refused.started).toBe(false);
    // The column keeps its INTEGER affinity, so a whole 3.0 is stored as 3; 2.5 stays as it was.
    expect(column('SELECT qty FROM items ORDER BY id')).toBe('3\n2.5');
  });
});

describe('model changes over a column created under another type', () => {
  it('integer → string, store "abc", → integer again is refused and the value stays readable', async () => {
    const project = makeProject(contentType('code', { code: { type: 'integer' } }));
    const token = createToken(project, ['--type', 'full-access']);
    const setType = (type: string) => writeFiles(project, contentType('code', { code: { type } }));
    let server = await serve(project);
    expect((await client(server, token).post('/api/codes', { code: 5 })).status).toBe(200);
    await server.stop();

    setType('string');
    server = await serve(project);
    expect((await client(server, token).post('/api/codes', { code: 'abc' })).status).toBe(200);
    await server.stop();

    setType('integer');
    const r = await serveRefusal(project);
    expect(r.stderr).toMatch(/"code"/);
    expect(r.started).toBe(false);
    expect(sqlite3(dbOf(project), 'SELECT code FROM codes ORDER BY id').stdout).toBe('5\nabc');
  });
});

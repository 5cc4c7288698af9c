// Resettable state: snapshots saved and restored over HTTP while requests are in flight (no answer
// ever mixes two states), restores that survive kill -9 at any point, the CLI, and serve --seed.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../server/db/database.ts';
import { startApp, type TestApp } from '../helpers/test-app.ts';
import { cleanup, cli, client, copyProject, createToken, grant, ROOT, serve, tempDir } from '../helpers/tessera.ts';

afterAll(cleanup);

describe('/_tessera/snapshots on a running server', () => {
  let t: TestApp;
  let admin: string;
  const tagNames = async () =>
    (await t.call('GET', '/api/tags?pagination[pageSize]=100&sort=id')).body.data.map(
      (x: any) => x.attributes.name,
    ) as string[];
  const snap = (method: string, path: string, token = admin) => t.call(method, `/_tessera/snapshots${path}`, { token });

  beforeAll(async () => {
    t = await startApp({ listen: true });
    admin = await t.token('full-access');
    await t.grant('public', ['api::tag.tag.find']);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves, lists, restores and deletes, with the data and the uploaded files of the moment', async () => {
    for (const name of ['a', 'b', 'c']) await t.call('POST', '/api/tags', { token: admin, body: { data: { name } } });
    const form = new FormData();
    form.append(
      'files',
      new Blob([new Uint8Array(readFileSync(join(ROOT, 'e2e', 'fixtures', 'media', 'teal.png')))], {
        type: 'image/png',
      }),
      'teal.png',
    );
    await fetch(`${t.url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    const uploads = join(t.app.project.dir, 'public', 'uploads');
    const filesAtSave = readdirSync(uploads).sort();
    expect(filesAtSave.length).toBeGreaterThan(0);

    const saved = await snap('POST', '/base');
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'base', size: expect.any(Number) });

    await t.call('POST', '/api/tags', { token: admin, body: { data: { name: 'd' } } });
    await t.call('DELETE', '/api/tags/1', { token: admin });
    const form2 = new FormData();
    form2.append(
      'files',
      new Blob([new Uint8Array(readFileSync(join(ROOT, 'e2e', 'fixtures', 'media', 'violet.png')))], {
        type: 'image/png',
      }),
      'violet.png',
    );
    await fetch(`${t.url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form2 });
    expect(await tagNames()).toEqual(['b', 'c', 'd']);

    const restored = await snap('POST', '/base/restore');
    expect(restored.status).toBe(200);
    expect(restored.body.data).toEqual({ name: 'base', ms: expect.any(Number) });
    expect(await tagNames()).toEqual(['a', 'b', 'c']);
    expect(readdirSync(uploads).sort()).toEqual(filesAtSave);
    // A write after a restore continues from the restored data.
    const created = await t.call('POST', '/api/tags', { token: admin, body: { data: { name: 'e' } } });
    expect(created.status).toBe(200);
    expect(await tagNames()).toEqual(['a', 'b', 'c', 'e']);

    expect((await snap('GET', '')).body.data.map((s: { name: string }) => s.name)).toEqual(['base']);
    expect((await snap('DELETE', '/base')).status).toBe(200);
    expect((await snap('GET', '')).body.data).toEqual([]);
  });

  it('answers only admin credentials, and bad names or unknown snapshots in the error envelope', async () => {
    expect((await t.call('POST', '/_tessera/snapshots/x')).status).toBe(401);
    expect((await snap('POST', '/x', await t.token('read-only'))).status).toBe(403);
    expect((await snap('POST', '/x/restore', await t.token('custom', ['api::tag.tag.find']))).status).toBe(403);
    const unknown = await snap('POST', '/nope/restore');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'No snapshot named "nope"', details: {} },
    });
    const bad = await snap('POST', '/..hidden');
    expect(bad.status).toBe(400);
    expect(bad.body.error.name).toBe('ValidationError');
  });

  it('never serves a half-restored state while requests are in flight', async () => {
    const setTags = async (prefix: string, n: number) => {
      const all = (await t.call('GET', '/api/tags?pagination[pageSize]=100', { token: admin })).body.data as Array<{
        id: number;
      }>;
      for (const tag of all) await t.call('DELETE', `/api/tags/${tag.id}`, { token: admin });
      for (let i = 0; i < n; i++)
        await t.call('POST', '/api/tags', { token: admin, body: { data: { name: `${prefix}-${i}` } } });
    };
    await setTags('A', 20);
    expect((await snap('POST', '/state-a')).status).toBe(200);
    await setTags('B', 30);
    expect((await snap('POST', '/state-b')).status).toBe(200);

    const seen: string[] = [];
    const problems: string[] = [];
    let running = true;
    const reader = async () => {
      while (running) {
        // In-process answers from the response cache involve no I/O: yield, or the loop starves the timers.
        await new Promise((r) => setImmediate(r));
        const res = await t.call('GET', '/api/tags?pagination[pageSize]=100');
        if (res.status !== 200) {
          problems.push(`status ${res.status}`);
          continue;
        }
        const names: string[] = res.body.data.map((x: any) => x.attributes.name);
        const prefixes = new Set(names.map((n) => n.split('-')[0]));
        const state = [...prefixes].join('+');
        const whole = (state === 'A' && names.length === 20) || (state === 'B' && names.length === 30);
        if (!whole) problems.push(`${state} with ${names.length} entries, total ${res.body.meta.pagination.total}`);
        else if (res.body.meta.pagination.total !== names.length)
          problems.push(`${state}: total ${res.body.meta.pagination.total}`);
        seen.push(state);
      }
    };
    const writer = async () => {
      while (running) {
        const res = await t.call('POST', '/api/tags', { token: admin, body: { data: { name: `W-${Math.random()}` } } });
        if (res.status !== 200 && res.status !== 401) problems.push(`write status ${res.status}`);
        await t.call('DELETE', `/api/tags/${res.body?.data?.id}`, { token: admin });
      }
    };
    const readers = [reader(), reader(), reader(), reader()];
    const times: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await snap('POST', `/${i % 2 ? 'state-a' : 'state-b'}/restore`);
      expect(res.status).toBe(200);
      times.push(res.body.data.ms);
      await new Promise((r) => setTimeout(r, 20));
    }
    running = false;
    await Promise.all(readers);
    expect(problems).toEqual([]);
    expect(new Set(seen)).toEqual(new Set(['A', 'B']));
    // Writes in flight during restores: none fails, and the state after the last restore is whole.
    running = true;
    const w = writer();
    for (let i = 0; i < 4; i++) await snap('POST', `/${i % 2 ? 'state-a' : 'state-b'}/restore`);
    running = false;
    await w;
    expect(problems).toEqual([]);
    times.sort((a, b) => a - b);
    console.log(
      `snapshot restore: median ${times[times.length >> 1]} ms, max ${times[times.length - 1]} ms (${times.length} restores)`,
    );
  }, 120000);
});

describe('restore and kill -9', () => {
  it('the files on disk hold the restored data as soon as a restore returns', async () => {
    const dir = tempDir('tessera-restore-crash-');
    const file = join(dir, 'data.db');
    const db = await Database.open(file, { fsync: false });
    db.run('CREATE TABLE t (v TEXT)');
    db.run("INSERT INTO t VALUES ('snapshot')");
    const snapshotFile = join(dir, 'snap.db');
    writeFileSync(snapshotFile, db.export());
    db.run("INSERT INTO t VALUES ('after')");
    await db.replaceWith(snapshotFile);
    // Read as the next start would, with this process never closing (a kill -9 right now).
    const onDisk = await Database.open(file, { readOnly: true });
    expect(onDisk.all('SELECT v FROM t')).toEqual([{ v: 'snapshot' }]);
    onDisk.close();
    db.run("INSERT INTO t VALUES ('later')");
    expect(db.all('SELECT v FROM t')).toEqual([{ v: 'snapshot' }, { v: 'later' }]);
    db.close();
  });

  it('a server killed right after a restore answers the restored data when started again', async () => {
    const project = copyProject();
    const token = createToken(project, ['--type', 'full-access']);
    grant(project, 'public', 'api::tag.tag.find');
    let s = await serve(project);
    const api = client(s, token);
    await api.post('/api/tags', { name: 'kept' });
    expect((await api.request('POST', '/_tessera/snapshots/one')).status).toBe(200);
    await api.post('/api/tags', { name: 'dropped' });
    expect((await api.request('POST', '/_tessera/snapshots/one/restore')).status).toBe(200);
    await s.stop('SIGKILL');
    s = await serve(project);
    const names = (await client(s).get('/api/tags')).body.data.map((x: any) => x.attributes.name);
    expect(names).toEqual(['kept']);
    await s.stop();
  }, 120000);
});

describe('in production', () => {
  it('the snapshot routes do not exist', async () => {
    const t = await startApp({ nodeEnv: 'production' });
    try {
      const token = await t.token('full-access');
      const res = await t.call('POST', '/_tessera/snapshots/x', { token });
      // As any path no route takes: Strapi's public folder allows only HEAD and GET there.
      expect(res).toMatchObject({ status: 405, body: 'Method Not Allowed' });
      expect(res.headers.get('allow')).toBe('HEAD, GET');
      expect((await t.call('GET', '/_tessera/snapshots', { token })).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('tessera snapshot and serve --seed', () => {
  it('save, list, restore and delete from the CLI; a seed starts every run from the same data', async () => {
    const project = copyProject();
    createToken(project, ['--type', 'read-only', '--name', 'first']);
    expect(cli(['snapshot', 'save', 'clean', project]).stdout).toMatch(/^saved clean \(\d+ bytes\)/);
    createToken(project, ['--type', 'read-only', '--name', 'second']);
    expect(cli(['token', 'list', project]).stdout).toMatch(/second/);
    const restored = cli(['snapshot', 'restore', 'clean', project]);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/^restored clean in [\d.]+ ms/);
    expect(cli(['token', 'list', project]).stdout).not.toMatch(/second/);
    expect(cli(['snapshot', 'list', project]).stdout).toMatch(/^clean\t\d+\t/);

    const seed = join(project, '.tmp', 'snapshots', 'clean', 'data.db');
    for (const name of ['third', 'fourth']) {
      createToken(project, ['--type', 'read-only', '--name', name]);
      const s = await serve(project, ['--seed', seed]);
      await s.stop();
      const tokens = cli(['token', 'list', project]).stdout;
      expect(tokens).toMatch(/first/);
      expect(tokens).not.toMatch(new RegExp(name));
    }
    expect(cli(['snapshot', 'delete', 'clean', project]).status).toBe(0);
    expect(cli(['snapshot', 'list', project]).stdout).toBe('');
    expect(existsSync(seed)).toBe(false);
    const missing = cli(['snapshot', 'restore', 'clean', project]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/No snapshot named "clean"/);
  }, 180000);
});

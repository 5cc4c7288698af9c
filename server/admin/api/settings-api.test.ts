// Settings over real HTTP: roles and permissions, API tokens, locales, users, the database file
// and the request log.
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withForeignSalt } from '../../../test/helpers/foreign-salt.ts';
import { startApp, STUDIO_FIXTURE, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
const json = async (res: Response) => ({ status: res.status, body: await res.json() });

beforeAll(async () => {
  t = await startApp({ fixture: STUDIO_FIXTURE });
});
afterAll(async () => {
  await t?.close();
});

describe('roles', () => {
  it('lists the built-in roles and the subjects of the matrix', async () => {
    const roles = await json(await t.admin('/roles'));
    expect(roles.body.map((r: { type: string }) => r.type)).toEqual(['authenticated', 'public']);
    const subjects = await json(await t.admin('/permissions/subjects'));
    expect(subjects.body.find((s: { uid: string }) => s.uid === 'api::article.article').actions).toContain(
      'createLocalization',
    );
    expect(subjects.body.find((s: { uid: string }) => s.uid === 'api::global.global').actions).toEqual([
      'find',
      'update',
      'delete',
    ]);
  });

  it("saves a role's whole permission set; the content API obeys at once", async () => {
    expect((await t.fetch(`/api/tags`)).status).toBe(403);
    const current = (await json(await t.admin('/roles'))).body.find(
      (r: { type: string }) => r.type === 'public',
    ).permissions;
    const saved = await json(
      await t.admin('/roles/public/permissions', {
        method: 'PUT',
        json: { permissions: [...current, 'api::tag.tag.find'] },
      }),
    );
    expect(saved.body.permissions).toContain('api::tag.tag.find');
    expect((await t.fetch(`/api/tags`)).status).toBe(200);
    await t.admin('/roles/public/permissions', { method: 'PUT', json: { permissions: current } });
    expect((await t.fetch(`/api/tags`)).status).toBe(403);
  });

  it('refuses unknown actions', async () => {
    expect(
      (await t.admin('/roles/public/permissions', { method: 'PUT', json: { permissions: ['api::nope.nope.find'] } }))
        .status,
    ).toBe(400);
  });

  it('creates and deletes a role, but never the built-in ones', async () => {
    const created = await json(
      await t.admin('/roles', { method: 'POST', json: { name: 'Editors', description: 'Edit things' } }),
    );
    expect(created.body).toMatchObject({ type: 'editors', name: 'Editors', permissions: [] });
    expect((await t.admin('/roles/editors', { method: 'DELETE' })).status).toBe(200);
    expect((await t.admin('/roles/public', { method: 'DELETE' })).status).toBe(400);
  });
});

describe('API tokens', () => {
  it('creates a token whose key is shown once and works on the content API, then revokes it', async () => {
    const created = await json(
      await t.admin('/tokens', { method: 'POST', json: { name: 'studio', type: 'read-only', lifespanDays: 7 } }),
    );
    expect(created.status).toBe(201);
    expect(created.body.accessKey).toMatch(/^[0-9a-f]{256}$/);
    expect(Date.parse(created.body.token.expiresAt) - Date.now()).toBeGreaterThan(6 * 86400000);
    const list = await json(await t.admin('/tokens'));
    expect(JSON.stringify(list.body)).not.toContain(created.body.accessKey);
    const auth = { authorization: `Bearer ${created.body.accessKey}` };
    expect((await t.fetch(`/api/articles`, { headers: auth })).status).toBe(200);
    expect((await t.admin(`/tokens/${created.body.token.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.fetch(`/api/articles`, { headers: auth })).status).toBe(401);
  });

  it('refuses a bad lifespan and a missing name with field errors', async () => {
    expect(
      (await t.admin('/tokens', { method: 'POST', json: { name: 'x', type: 'read-only', lifespanDays: 5 } })).status,
    ).toBe(400);
    const noName = await json(await t.admin('/tokens', { method: 'POST', json: { type: 'read-only' } }));
    expect(noName.body.error.details.errors[0].path).toEqual(['name']);
  });
});

describe('locales', () => {
  it('adds, makes default and removes locales', async () => {
    const added = await json(await t.admin('/locales', { method: 'POST', json: { code: 'fr', name: 'French (fr)' } }));
    expect(added.body.map((l: { code: string }) => l.code)).toEqual(['en', 'fr']);
    const def = await json(await t.admin('/locales/fr/default', { method: 'PUT' }));
    expect(def.body.find((l: { isDefault: boolean }) => l.isDefault).code).toBe('fr');
    expect((await t.admin('/locales/fr', { method: 'DELETE' })).status).toBe(400);
    await t.admin('/locales/en/default', { method: 'PUT' });
    expect(
      (await json(await t.admin('/locales/fr', { method: 'DELETE' }))).body.map((l: { code: string }) => l.code),
    ).toEqual(['en']);
  });
});

describe('users', () => {
  it('mints a JWT the content API takes as that user', async () => {
    const db = t.app.project.db!;
    const now = Date.now();
    const id = db.run(
      'INSERT INTO up_users (username, email, provider, password, confirmed, blocked, created_at, updated_at) VALUES (?, ?, ?, ?, 1, 0, ?, ?)',
      ['reader', 'reader@example.com', 'local', bcrypt.hashSync('secret123', 10), now, now],
    ).lastId;
    const authenticated = db.get("SELECT id FROM up_roles WHERE type = 'authenticated'")!.id;
    db.run('INSERT INTO up_users_role_links (user_id, role_id, user_order) VALUES (?, ?, 1)', [id, authenticated]);
    const users = await json(await t.admin('/users'));
    expect(users.body).toEqual([expect.objectContaining({ id, username: 'reader', role: 'Authenticated' })]);
    const minted = await json(await t.admin(`/users/${id}/jwt`, { method: 'POST' }));
    const creds = await t.app.project.access.authenticate(`Bearer ${minted.body.jwt}`);
    expect(creds).toMatchObject({ kind: 'user', user: { id } });
  });
});

describe('database file', () => {
  it('exports a SQLite file and imports it back, replacing the content', async () => {
    await t.admin('/entries/api::tag.tag', { method: 'POST', json: { data: { name: 'kept' } } });
    const exported = await t.admin('/database/export');
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.db"/);
    const bytes = new Uint8Array(await exported.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 15)).toString()).toBe('SQLite format 3');
    await t.admin('/entries/api::tag.tag', { method: 'POST', json: { data: { name: 'dropped' } } });
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'backup.db');
    const imported = await json(await t.admin('/database/import', { method: 'POST', body: form }));
    expect(imported.status).toBe(200);
    const tags = await json(await t.admin('/entries/api::tag.tag'));
    expect(tags.body.results.map((x: { name: string }) => x.name)).toEqual(['kept']);
    const next = await json(
      await t.admin('/entries/api::tag.tag', { method: 'POST', json: { data: { name: 'after' } } }),
    );
    expect(next.body.id).toBe(2);
  });

  it('checks API tokens with the salt of an imported file at once, without a restart', async () => {
    const created = await json(
      await t.admin('/tokens', { method: 'POST', json: { name: 'carried', type: 'read-only', lifespan: null } }),
    );
    const { accessKey } = created.body;
    const exported = await (await t.admin('/database/export')).arrayBuffer();
    const form = await withForeignSalt(exported, accessKey, 'carried');
    expect((await t.admin('/database/import', { method: 'POST', body: form })).status).toBe(200);
    const res = await t.fetch(`/api/tags`, { headers: { authorization: `Bearer ${accessKey}` } });
    expect(res.status).toBe(200);
  });

  it('refuses a file that is not SQLite', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'x.db');
    const res = await json(await t.admin('/database/import', { method: 'POST', body: form }));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This file is not a SQLite database');
  });
});

describe('request log', () => {
  it("records content API requests but not the studio's own", async () => {
    await t.admin('/requests/clear', { method: 'POST' });
    await t.fetch(`/api/articles?sort=title`);
    await t.fetch(`/api/nope`);
    const log = await json(await t.admin('/requests'));
    expect(
      log.body.map((e: { method: string; path: string; status: number; query: string }) => [
        e.method,
        e.path,
        e.status,
        e.query,
      ]),
    ).toEqual([
      ['GET', '/api/articles', 403, 'sort=title'],
      ['GET', '/api/nope', 404, ''],
    ]);
    expect(log.body[0].ms).toEqual(expect.any(Number));
  });

  it('opens an entry with its headers, bodies and timing, credentials masked, and names GraphQL operations', async () => {
    await t.admin('/requests/clear', { method: 'POST' });
    await t.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer secret-token' },
      body: JSON.stringify({ query: 'query ListArticles { articles { data { id } } }' }),
    });
    const [entry] = (await json(await t.admin('/requests'))).body;
    expect(entry).toMatchObject({ method: 'POST', path: '/graphql', operationName: 'ListArticles' });
    expect(entry.requestBody).toBeUndefined();
    const detail = (await json(await t.admin(`/requests/${entry.seq}`))).body;
    expect(detail.requestHeaders.authorization).toBe('Bearer ••••');
    expect(JSON.parse(detail.requestBody).query).toContain('ListArticles');
    expect(detail.responseHeaders['content-type']).toContain('application/json');
    expect(JSON.parse(detail.responseBody)).toMatchObject({ data: null, error: { status: 401 } });
    expect(detail.ms).toEqual(expect.any(Number));
    expect((await t.admin('/requests/999999')).status).toBe(404);
  });

  it('names the operations the GraphQL endpoint read, and logs a body that is JSON null as its 400', async () => {
    await t.admin('/requests/clear', { method: 'POST' });
    const post = (body: string) =>
      t.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await post(JSON.stringify({ query: 'query A { __typename } query B { __typename }', operationName: 'B' }));
    await t.fetch(`/graphql?query=${encodeURIComponent('query FromUrl { __typename }')}`);
    expect((await post('null')).status).toBe(400);
    const entries = (await json(await t.admin('/requests'))).body;
    expect(entries.map((e: { operationName?: string; status: number }) => [e.operationName, e.status])).toEqual([
      ['B', 200],
      ['FromUrl', 200],
      [undefined, 400],
    ]);
  });

  it('streams new entries as server-sent events', async () => {
    const cookie = await t.signIn();
    const ctrl = new AbortController();
    const res = await t.fetch(`/admin/api/requests/stream`, { headers: { cookie }, signal: ctrl.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    await reader.read();
    await t.fetch(`/api/authors`);
    let text = '';
    while (!text.includes('/api/authors')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/event: request\ndata: \{.*"path":"\/api\/authors".*"status":403/);
    ctrl.abort();
  });
});

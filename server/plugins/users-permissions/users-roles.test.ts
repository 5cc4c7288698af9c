// /users, /users-permissions/roles and /permissions against a real server, and who may call what:
// Public, an Authenticated user, a role granted through the roles API, read-only and full-access tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keysDeep,
  PRIVATE_USER_FIELDS,
  startApp,
  type TestApp,
  USERS_PERMISSIONS_FIXTURE,
} from '../../../test/helpers/test-app.ts';

let s: TestApp;
let full: string;
let readOnly: string;
let userJwt: string;
let userId: number;

beforeAll(async () => {
  s = await startApp({ fixture: USERS_PERMISSIONS_FIXTURE });
  full = await s.token('full-access');
  readOnly = await s.token('read-only');
  const r = await s.call('POST', '/api/auth/local/register', {
    body: { username: 'frank', email: 'frank@example.com', password: 'Passw0rd!' },
  });
  userJwt = r.body.jwt;
  userId = r.body.user.id;
});
afterAll(async () => {
  await s?.close();
});

const roleIdOf = (type: string) => Number(s.app.project.db!.get('SELECT id FROM up_roles WHERE type = ?', [type])?.id);

describe('permission matrix', () => {
  it('keeps content types private until a role is granted', async () => {
    expect((await s.call('GET', '/api/notes')).status).toBe(403);
    expect((await s.call('GET', '/api/notes', { token: userJwt })).status).toBe(403);
    await s.grant('authenticated', ['api::note.note.find']);
    expect((await s.call('GET', '/api/notes', { token: userJwt })).status).toBe(200);
    expect((await s.call('GET', '/api/notes')).status).toBe(403);
    expect((await s.call('POST', '/api/notes', { token: userJwt, body: { data: { title: 'x' } } })).status).toBe(403);
  });

  it('lets a read-only token find users but not write them or be "me"', async () => {
    expect((await s.call('GET', '/api/users')).status).toBe(403);
    expect((await s.call('GET', '/api/users', { token: userJwt })).status).toBe(403);
    const list = await s.call('GET', '/api/users', { token: readOnly });
    expect(list.status).toBe(200);
    expect(list.body.map((u: { username: string }) => u.username)).toEqual(['frank']);
    expect((await s.call('GET', `/api/users/${userId}`, { token: readOnly })).body.username).toBe('frank');
    expect((await s.call('GET', '/api/users/count', { token: readOnly })).status).toBe(403);
    expect((await s.call('POST', '/api/users', { token: readOnly, body: {} })).status).toBe(403);
    expect((await s.call('GET', '/api/users/me', { token: readOnly })).status).toBe(403);
  });
});

describe('/users', () => {
  it('creates with 201 and the role populated for a full-access token', async () => {
    const r = await s.call('POST', '/api/users', {
      token: full,
      body: { username: 'grace', email: 'Grace@Example.com', password: 'Passw0rd!', role: roleIdOf('authenticated') },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      username: 'grace',
      email: 'grace@example.com',
      provider: 'local',
      role: { type: 'authenticated' },
    });
    expect(
      (await s.call('POST', '/api/auth/local', { body: { identifier: 'grace', password: 'Passw0rd!' } })).status,
    ).toBe(200);
  });

  it('validates create bodies as Strapi does (role required, taken email)', async () => {
    const noRole = await s.call('POST', '/api/users', {
      token: full,
      body: { username: 'heidi', email: 'heidi@example.com', password: 'Passw0rd!' },
    });
    expect(noRole.body.error).toMatchObject({ name: 'ValidationError', message: 'role is a required field' });
    const taken = await s.call('POST', '/api/users', {
      token: full,
      body: { username: 'heidi', email: 'GRACE@example.com', password: 'Passw0rd!', role: 1 },
    });
    expect(taken.body.error).toMatchObject({ name: 'ApplicationError', message: 'Email already taken' });
    const short = await s.call('POST', '/api/users', {
      token: full,
      body: { username: 'hi', email: 'hi@example.com', password: 'Passw0rd!', role: 1 },
    });
    expect(short.body.error).toEqual({
      status: 400,
      name: 'ApplicationError',
      message: 'username must be at least 3 characters',
      details: {},
    });
  });

  it('counts, pages and filters with bare numbers and arrays', async () => {
    expect((await s.call('GET', '/api/users/count', { token: full })).body).toBe(2);
    expect((await s.call('GET', '/api/users/count?filters[username][$eq]=grace', { token: full })).body).toBe(1);
    const page = await s.call('GET', '/api/users?sort=username:desc&limit=1', { token: full });
    expect(page.body.map((u: { username: string }) => u.username)).toEqual(['grace']);
    expect((await s.call('GET', '/api/users?start=1&page=1', { token: full })).body.error.name).toBe('PaginationError');
  });

  it('updates (404 for a missing user, taken username refused), deletes, and answers 204 for none', async () => {
    const missing = await s.call('PUT', '/api/users/999', { token: full, body: { username: 'zed' } });
    expect(missing.body).toEqual({
      data: null,
      error: { status: 404, name: 'NotFoundError', message: 'User not found', details: {} },
    });
    const taken = await s.call('PUT', `/api/users/${userId}`, { token: full, body: { username: 'grace' } });
    expect(taken.body.error.message).toBe('Username already taken');
    const renamed = await s.call('PUT', `/api/users/${userId}`, {
      token: full,
      body: { username: 'franky', password: 'An0therPass' },
    });
    expect(renamed.body.username).toBe('franky');
    expect(
      (await s.call('POST', '/api/auth/local', { body: { identifier: 'franky', password: 'An0therPass' } })).status,
    ).toBe(200);
    const grace = Number(s.app.project.db!.get("SELECT id FROM up_users WHERE username = 'grace'")?.id);
    expect((await s.call('DELETE', `/api/users/${grace}`, { token: full })).body.username).toBe('grace');
    expect((await s.call('GET', `/api/users/${grace}`, { token: full })).status).toBe(204);
    expect((await s.call('DELETE', `/api/users/${grace}`, { token: full })).status).toBe(204);
  });
});

describe('roles and permissions', () => {
  it('lists roles by name with their number of users', async () => {
    const r = await s.call('GET', '/api/users-permissions/roles', { token: full });
    expect(r.body.roles.map((x: { type: string; nb_users: number }) => [x.type, x.nb_users])).toEqual([
      ['authenticated', 1],
      ['public', 0],
    ]);
  });

  it('shows one role with the whole permission tree', async () => {
    const r = await s.call('GET', `/api/users-permissions/roles/${roleIdOf('authenticated')}`, { token: full });
    const tree = r.body.role.permissions;
    expect(tree['api::note'].controllers.note.find).toEqual({ enabled: true, policy: '' });
    expect(tree['api::note'].controllers.note.create).toEqual({ enabled: false, policy: '' });
    expect(tree['plugin::users-permissions'].controllers.user.me.enabled).toBe(true);
    expect((await s.call('GET', '/api/users-permissions/roles/999', { token: full })).body.error.message).toBe(
      'Role not found',
    );
    const all = await s.call('GET', '/api/users-permissions/permissions', { token: full });
    expect(Object.keys(all.body.permissions)).toContain('api::note');
  });

  it('creates, updates and deletes a role whose permissions take effect at once', async () => {
    const editorPerms = {
      'api::note': { controllers: { note: { find: { enabled: true }, create: { enabled: true } } } },
    };
    expect(
      (
        await s.call('POST', '/api/users-permissions/roles', {
          token: full,
          body: { name: 'Note Editor', description: 'edits', permissions: editorPerms },
        })
      ).body,
    ).toEqual({ ok: true });
    const editor = roleIdOf('note_editor');
    expect(editor).toBeGreaterThan(0);
    await s.call('PUT', `/api/users/${userId}`, { token: full, body: { role: editor } });
    expect(
      (await s.call('POST', '/api/notes', { token: userJwt, body: { data: { title: 'by editor' } } })).status,
    ).toBe(200);

    const onlyFind = { 'api::note': { controllers: { note: { find: { enabled: true } } } } };
    await s.call('PUT', `/api/users-permissions/roles/${editor}`, {
      token: full,
      body: { name: 'Note Reader', permissions: onlyFind },
    });
    expect((await s.call('POST', '/api/notes', { token: userJwt, body: { data: { title: 'again' } } })).status).toBe(
      403,
    );
    expect((await s.call('GET', '/api/notes', { token: userJwt })).status).toBe(200);

    expect(
      (await s.call('DELETE', `/api/users-permissions/roles/${roleIdOf('public')}`, { token: full })).body.error
        .message,
    ).toBe('Cannot delete public role');
    expect((await s.call('DELETE', `/api/users-permissions/roles/${editor}`, { token: full })).body).toEqual({
      ok: true,
    });
    // Its users fall back to Public.
    const role = s.app.project.db!.get('SELECT role_id FROM up_users_role_links WHERE user_id = ?', [userId]);
    expect(Number(role?.role_id)).toBe(roleIdOf('public'));
    expect((await s.call('GET', '/api/notes', { token: userJwt })).status).toBe(403);
  });

  it('refuses empty bodies and callers without the role permissions', async () => {
    expect((await s.call('POST', '/api/users-permissions/roles', { token: full, body: {} })).body.error.message).toBe(
      'Request body cannot be empty',
    );
    expect((await s.call('GET', '/api/users-permissions/roles')).status).toBe(403);
    expect(
      (await s.call('POST', '/api/users-permissions/roles', { token: readOnly, body: { name: 'x' } })).status,
    ).toBe(403);
  });
});

describe('output', () => {
  it('never carried a private user field in any response', () => {
    const keys = keysDeep(s.bodies);
    for (const f of PRIVATE_USER_FIELDS) expect(keys.has(f)).toBe(false);
  });
});

// users-permissions users written through the Content Manager's API, by the plugin's own rules
// (Strapi's content-manager-user controller): local provider, a role, free username and email.
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, STUDIO_FIXTURE, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
const USERS = '/entries/plugin::users-permissions.user';
const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const roleIdOf = (type: string) => Number(t.app.project.db!.get('SELECT id FROM up_roles WHERE type = ?', [type])!.id);

beforeAll(async () => {
  t = await startApp({ fixture: STUDIO_FIXTURE });
});
afterAll(async () => {
  await t?.close();
});

const login = (identifier: string, password: string) =>
  t.call('POST', '/api/auth/local', { body: { identifier, password } });

describe('users in the Content Manager', () => {
  let id: number;

  it('creates a local account with the role chosen, the email lower-cased and the password hashed', async () => {
    const editor = t.app.project.db!.run(
      "INSERT INTO up_roles (name, description, type, created_at, updated_at) VALUES ('Editor', 'Edits', 'editor', 0, 0)",
    ).lastId;
    const { status, body } = await json(
      await t.admin(USERS, {
        method: 'POST',
        json: {
          data: {
            username: 'writer',
            email: 'Writer@Example.com',
            password: 'secret123',
            provider: null,
            confirmed: true,
            blocked: false,
            role: editor,
          },
        },
      }),
    );
    expect(status).toBe(201);
    id = body.id;
    expect(body).toMatchObject({ provider: 'local', email: 'writer@example.com', role: { name: 'Editor' } });
    const stored = t.app.project.db!.get('SELECT password FROM up_users WHERE id = ?', [id])!.password as string;
    expect(bcrypt.compareSync('secret123', stored)).toBe(true);
    expect((await login('writer', 'secret123')).status).toBe(200);
  });

  it("changes a user's role, and keeps the password when none is typed", async () => {
    const authenticated = roleIdOf('authenticated');
    const { status, body } = await json(
      await t.admin(`${USERS}/${id}`, { method: 'PUT', json: { data: { role: authenticated, blocked: false } } }),
    );
    expect(status).toBe(200);
    expect(body.role.name).toBe('Authenticated');
    const role = t.app.project.db!.get('SELECT role_id FROM up_users_role_links WHERE user_id = ?', [id])!;
    expect(Number(role.role_id)).toBe(authenticated);
    expect((await login('writer@example.com', 'secret123')).status).toBe(200);
  });

  it('refuses a username or an email another account holds, in Strapi words', async () => {
    const again = { username: 'writer', email: 'other@example.com', password: 'secret123', role: roleIdOf('public') };
    const taken = await json(await t.admin(USERS, { method: 'POST', json: { data: again } }));
    expect(taken.status).toBe(400);
    expect(taken.body.error.message).toBe('Username already taken');
    const email = { ...again, username: 'other', email: 'WRITER@example.com' };
    expect((await json(await t.admin(USERS, { method: 'POST', json: { data: email } }))).body.error.message).toBe(
      'Email already taken',
    );
    const second = await json(
      await t.admin(USERS, { method: 'POST', json: { data: { ...again, username: 'other' } } }),
    );
    expect(second.status).toBe(201);
    const rename = await json(
      await t.admin(`${USERS}/${second.body.id}`, { method: 'PUT', json: { data: { username: 'writer' } } }),
    );
    expect(rename.body.error.message).toBe('Username already taken');
  });

  it('names the fields a new account lacks', async () => {
    const { status, body } = await json(await t.admin(USERS, { method: 'POST', json: { data: { username: 'x' } } }));
    expect(status).toBe(400);
    expect(body.error.details.errors.map((e: { path: string[] }) => e.path.join('.'))).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('offers the roles a user may have, by name', async () => {
    const { status, body } = await json(await t.admin('/relations/plugin::users-permissions.user/role'));
    expect(status).toBe(200);
    expect(body.map((r: { label: string }) => r.label)).toEqual(['Authenticated', 'Public', 'Editor']);
    expect((await t.admin('/relations/plugin::users-permissions.user/email')).status).toBe(404);
    expect((await t.admin('/relations/plugin::users-permissions.role/users')).status).toBe(404);
  });
});

// `user.update` granted to Authenticated: Strapi 4.26.2 (checked side by side) lets a signed-in user
// rewrite any account, another user's password included, and their own role. Tessera keeps them to
// their own account and leaves role, confirmation, blocking and provider to API tokens (README:
// "Deliberate differences from Strapi").
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApp, type TestApp, USERS_PERMISSIONS_FIXTURE } from '../../../test/helpers/test-app.ts';

let s: TestApp;
const users: Record<string, { id: number; jwt: string }> = {};
beforeAll(async () => {
  s = await startApp({ fixture: USERS_PERMISSIONS_FIXTURE });
  await s.grant('authenticated', ['plugin::users-permissions.user.update', 'plugin::users-permissions.user.me']);
  for (const name of ['alice', 'bob']) {
    const r = await s.call('POST', '/api/auth/local/register', {
      body: { username: name, email: `${name}@example.com`, password: 'Passw0rd!' },
    });
    users[name] = { id: r.body.user.id, jwt: r.body.jwt };
  }
});
afterAll(async () => {
  await s?.close();
});

it("a user cannot change another user's data or password (REST and GraphQL)", async () => {
  const rest = await s.call('PUT', `/api/users/${users.bob.id}`, {
    token: users.alice.jwt,
    body: { password: 'Owned1234', username: 'owned' },
  });
  expect(rest.status).toBe(403);
  expect(rest.body).toMatchObject({
    data: null,
    error: { status: 403, name: 'ForbiddenError', message: 'You can only update your own account' },
  });
  const gql = await s.gql(
    `mutation { updateUsersPermissionsUser(id: ${users.bob.id}, data: { username: "owned" }) { data { id } } }`,
    { token: users.alice.jwt },
  );
  expect(gql.body.errors[0].extensions.error.name).toBe('ForbiddenError');
  const login = await s.call('POST', '/api/auth/local', { body: { identifier: 'bob', password: 'Passw0rd!' } });
  expect(login.status).toBe(200);
});

it('a user cannot change their own role, confirmation, blocking or provider, but can change their name', async () => {
  for (const body of [{ role: 1 }, { confirmed: false }, { blocked: true }, { provider: 'github' }]) {
    const r = await s.call('PUT', `/api/users/${users.alice.id}`, { token: users.alice.jwt, body });
    expect(r.status, JSON.stringify(body)).toBe(403);
  }
  const renamed = await s.call('PUT', `/api/users/${users.alice.id}`, {
    token: users.alice.jwt,
    body: { username: 'alicia' },
  });
  expect(renamed.status).toBe(200);
  expect(renamed.body.username).toBe('alicia');
});

it('a full-access API token keeps Strapi behaviour: any account, role included', async () => {
  const full = await s.token('full-access');
  const r = await s.call('PUT', `/api/users/${users.bob.id}`, { token: full, body: { blocked: true } });
  expect(r.status).toBe(200);
  expect(r.body.blocked).toBe(true);
});

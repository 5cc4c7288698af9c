// The auth routes of users-permissions against a real server: sign-up, login, /users/me, password
// change and reset, blocked accounts and foreign JWTs, with Strapi 4.26's recorded answers.
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  keysDeep,
  PRIVATE_USER_FIELDS,
  startApp,
  type TestApp,
  USERS_PERMISSIONS_FIXTURE,
} from '../../../test/helpers/test-app.ts';

let s: TestApp;
beforeAll(async () => {
  s = await startApp({ fixture: USERS_PERMISSIONS_FIXTURE });
});
afterAll(async () => {
  await s?.close();
});

const envelope = (status: number, name: string, message: string, details: unknown = {}) => ({
  data: null,
  error: { status, name, message, details },
});
const register = (username: string, email: string, password = 'Passw0rd!') =>
  s.call('POST', '/api/auth/local/register', { body: { username, email, password } });
const login = (identifier: string, password: string) =>
  s.call('POST', '/api/auth/local', { body: { identifier, password } });

describe('register', () => {
  it('creates a confirmed local user with the Authenticated role and answers { jwt, user } without role', async () => {
    const r = await register('alice', 'Alice@Example.com');
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['jwt', 'user']);
    expect(r.body.user).toMatchObject({
      username: 'alice',
      email: 'alice@example.com',
      provider: 'local',
      confirmed: true,
      blocked: false,
    });
    expect(Object.keys(r.body.user).sort()).toEqual([
      'blocked',
      'confirmed',
      'createdAt',
      'email',
      'id',
      'provider',
      'updatedAt',
      'username',
    ]);
    const db = s.app.project.db!;
    const row = db.get('SELECT password FROM up_users WHERE id = ?', [r.body.user.id]);
    expect(String(row?.password)).toMatch(/^\$2a\$10\$/);
    const role = db.get(
      'SELECT r.type AS type FROM up_roles r JOIN up_users_role_links l ON l.role_id = r.id WHERE l.user_id = ?',
      [r.body.user.id],
    );
    expect(role?.type).toBe('authenticated');
  });

  it('signs HS256 over { id, iat, exp } with the project secret, 30 days by default', async () => {
    const r = await login('alice', 'Passw0rd!');
    const decoded = jwt.decode(r.body.jwt, { complete: true })!;
    expect(decoded.header.alg).toBe('HS256');
    const payload = jwt.verify(r.body.jwt, s.app.project.access.jwtSecret) as jwt.JwtPayload;
    expect(Object.keys(payload).sort()).toEqual(['exp', 'iat', 'id']);
    expect(payload.exp! - payload.iat!).toBe(30 * 86400);
  });

  it('refuses a taken email or username, whatever the case of the email', async () => {
    const taken = envelope(400, 'ApplicationError', 'Email or Username are already taken');
    expect((await register('alice', 'other@example.com')).body).toEqual(taken);
    expect((await register('alice2', 'ALICE@example.com')).body).toEqual(taken);
  });

  it('reports yup messages, several as "N errors occurred"', async () => {
    const missing = await s.call('POST', '/api/auth/local/register', {
      body: { username: 'x1', password: 'Passw0rd!' },
    });
    expect(missing.body).toEqual(
      envelope(400, 'ValidationError', 'email is a required field', {
        errors: [{ path: ['email'], message: 'email is a required field', name: 'ValidationError' }],
      }),
    );
    const short = await register('x3', 'x3@example.com', '123');
    expect(short.body).toEqual(
      envelope(400, 'ValidationError', '2 errors occurred', {
        errors: [
          { path: ['username'], message: 'username must be at least 3 characters', name: 'ValidationError' },
          { path: ['password'], message: 'password must be at least 6 characters', name: 'ValidationError' },
        ],
      }),
    );
    const empty = await s.call('POST', '/api/auth/local/register', { body: {} });
    expect(empty.body.error.message).toBe('3 errors occurred');
  });

  it('ignores a role sent in the body', async () => {
    const r = await s.call('POST', '/api/auth/local/register', {
      body: {
        username: 'mallory',
        email: 'm@example.com',
        password: 'Passw0rd!',
        role: 1,
        confirmed: false,
        blocked: true,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ confirmed: true, blocked: false });
  });
});

describe('login', () => {
  it('accepts the email in any case or the exact username', async () => {
    expect((await login('ALICE@example.com', 'Passw0rd!')).status).toBe(200);
    const r = await login('alice', 'Passw0rd!');
    expect(r.body.user.username).toBe('alice');
    expect((await login('Alice', 'Passw0rd!')).status).toBe(400);
  });

  it('gives one answer to a wrong password and an unknown user', async () => {
    const invalid = envelope(400, 'ValidationError', 'Invalid identifier or password');
    expect((await login('alice', 'wrong')).body).toEqual(invalid);
    expect((await login('nobody@example.com', 'wrong')).body).toEqual(invalid);
    const r = await s.call('POST', '/api/auth/local', { body: { identifier: 'alice' } });
    expect(r.body.error.message).toBe('password is a required field');
  });

  it('is forbidden to a logged-in user (Authenticated lacks auth.callback)', async () => {
    const { body } = await login('alice', 'Passw0rd!');
    const r = await s.call('POST', '/api/auth/local', {
      token: body.jwt,
      body: { identifier: 'alice', password: 'Passw0rd!' },
    });
    expect(r.status).toBe(403);
  });
});

describe('/users/me', () => {
  it('answers the bare user for a JWT, 401 for an API token, 403 for the public', async () => {
    const { body } = await login('alice', 'Passw0rd!');
    const me = await s.call('GET', '/api/users/me', { token: body.jwt });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(body.user);
    const token = await s.call('GET', '/api/users/me', { token: await s.token('full-access') });
    expect(token.status).toBe(401);
    expect(token.body).toEqual(envelope(401, 'UnauthorizedError', 'Unauthorized'));
    expect((await s.call('GET', '/api/users/me')).status).toBe(403);
  });

  it('populates role only once the role may read roles', async () => {
    const { body } = await login('alice', 'Passw0rd!');
    expect((await s.call('GET', '/api/users/me?populate=role', { token: body.jwt })).body.role).toBeUndefined();
    await s.grant('authenticated', ['plugin::users-permissions.role.find']);
    const r = await s.call('GET', '/api/users/me?populate=role', { token: body.jwt });
    expect(r.body.role).toMatchObject({ type: 'authenticated', name: 'Authenticated' });
  });

  it('rejects a JWT signed with another secret, and a filter on the password', async () => {
    const foreign = jwt.sign({ id: 1 }, 'not-the-project-secret', { expiresIn: '1h' });
    const r = await s.call('GET', '/api/users/me', { token: foreign });
    expect(r.body).toEqual(envelope(401, 'UnauthorizedError', 'Missing or invalid credentials'));
    const full = await s.token('full-access');
    expect((await s.call('GET', '/api/users?filters[password][$notNull]=true', { token: full })).status).toBe(400);
  });
});

describe('change-password', () => {
  it('checks the current password and the confirmation, then issues a new JWT', async () => {
    await register('carol', 'carol@example.com');
    const { body } = await login('carol', 'Passw0rd!');
    const change = (b: Record<string, string>) =>
      s.call('POST', '/api/auth/change-password', { token: body.jwt, body: b });
    expect(
      (await change({ currentPassword: 'nope', password: 'N3wPassw0rd!', passwordConfirmation: 'N3wPassw0rd!' })).body
        .error.message,
    ).toBe('The provided current password is invalid');
    expect(
      (await change({ currentPassword: 'Passw0rd!', password: 'N3wPassw0rd!', passwordConfirmation: 'other' })).body
        .error.message,
    ).toBe('Passwords do not match');
    expect(
      (await change({ currentPassword: 'Passw0rd!', password: 'Passw0rd!', passwordConfirmation: 'Passw0rd!' })).body
        .error.message,
    ).toBe('Your new password must be different than your current password');
    const ok = await change({
      currentPassword: 'Passw0rd!',
      password: 'N3wPassw0rd!',
      passwordConfirmation: 'N3wPassw0rd!',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.username).toBe('carol');
    expect(typeof ok.body.jwt).toBe('string');
    expect((await login('carol', 'Passw0rd!')).status).toBe(400);
    expect((await login('carol', 'N3wPassw0rd!')).status).toBe(200);
  });

  it('is refused to an API token (it names no user)', async () => {
    const r = await s.call('POST', '/api/auth/change-password', {
      token: await s.token('full-access'),
      body: { currentPassword: 'a', password: 'bbbbbb', passwordConfirmation: 'bbbbbb' },
    });
    expect(r.body).toEqual(envelope(400, 'ApplicationError', 'You must be authenticated to reset your password'));
  });
});

describe('forgot and reset password', () => {
  it('always answers { ok: true } and logs the reset code for a real account only', async () => {
    await register('dave', 'dave@example.com');
    const before = s.logs.length;
    expect((await s.call('POST', '/api/auth/forgot-password', { body: { email: 'ghost@example.com' } })).body).toEqual({
      ok: true,
    });
    expect(s.logs.length).toBe(before);
    expect((await s.call('POST', '/api/auth/forgot-password', { body: { email: 'DAVE@example.com' } })).body).toEqual({
      ok: true,
    });
    const line = s.logs.slice(before).find((l) => l.includes('dave@example.com'));
    const code = /code[= ]([0-9a-f]{128})/.exec(line ?? '')?.[1];
    expect(code).toBeDefined();

    const reset = (c: string, p = 'R3setPassw0rd', confirm = p) =>
      s.call('POST', '/api/auth/reset-password', { body: { code: c, password: p, passwordConfirmation: confirm } });
    expect((await reset('0'.repeat(128))).body).toEqual(envelope(400, 'ValidationError', 'Incorrect code provided'));
    expect((await reset(code!, 'R3setPassw0rd', 'other')).body.error.message).toBe('Passwords do not match');
    const ok = await reset(code!);
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('dave@example.com');
    expect((await login('dave', 'R3setPassw0rd')).status).toBe(200);
    // A code works once.
    expect((await reset(code!)).body.error.message).toBe('Incorrect code provided');
  });

  it('refuses unknown keys, as the yup schema does', async () => {
    const r = await s.call('POST', '/api/auth/forgot-password', { body: { email: 'dave@example.com', extra: 1 } });
    expect(r.body.error.message).toBe('this field has unspecified keys: extra');
  });
});

describe('blocked accounts', () => {
  it('cannot log in, and their JWTs stop working', async () => {
    await register('erin', 'erin@example.com');
    const { body } = await login('erin', 'Passw0rd!');
    const full = await s.token('full-access');
    expect(
      (await s.call('PUT', `/api/users/${body.user.id}`, { token: full, body: { blocked: true } })).body.blocked,
    ).toBe(true);
    expect((await login('erin', 'Passw0rd!')).body).toEqual(
      envelope(400, 'ApplicationError', 'Your account has been blocked by an administrator'),
    );
    expect((await s.call('GET', '/api/users/me', { token: body.jwt })).body).toEqual(
      envelope(401, 'UnauthorizedError', 'Invalid credentials'),
    );
  });
});

describe('output', () => {
  it('never carried a private user field in any response', () => {
    expect(s.bodies.length).toBeGreaterThan(20);
    const keys = keysDeep(s.bodies);
    for (const f of PRIVATE_USER_FIELDS) expect(keys.has(f)).toBe(false);
  });
});

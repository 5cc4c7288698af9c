// The users-permissions account mutations. They run the auth service the REST routes run, so the
// checks, the errors and the links written to the log are the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../test/helpers/test-app.ts';
import { storeSet } from '../db/core-store.ts';
import { DEFAULT_ADVANCED } from '../plugins/users-permissions/settings.ts';

// Most of these run as the public, as a sign-up or a login does.
let server: TestApp;
beforeAll(async () => {
  server = await startApp();
});
afterAll(() => server.close());

const register = (username: string, email: string) =>
  server.gql(
    `mutation { register(input: { username: "${username}", email: "${email}", password: "Passw0rd!" }) { jwt user { username confirmed } } }`,
  );
const login = (identifier: string, password: string) =>
  server.gql(
    `mutation { login(input: { identifier: "${identifier}", password: "${password}" }) { jwt user { username } } }`,
  );
/** The first group of `pattern` in what the server logged since `before`. */
const loggedSince = (before: number, pattern: RegExp) => pattern.exec(server.logs.slice(before).join('\n'))?.[1];
const advanced = (patch: Record<string, unknown>) =>
  storeSet(server.app.project.engine, 'plugin_users-permissions_advanced', { ...DEFAULT_ADVANCED, ...patch });

describe('sign-up and login', () => {
  it('registers, logs in and answers me with the JWT', async () => {
    const reg = await server.gql(
      'mutation { register(input: { username: "gqluser", email: "GQL@example.com", password: "Passw0rd!" }) { jwt user { id username email confirmed blocked role { id } } } }',
    );
    expect(reg.body.data.register.user).toEqual({
      id: '1',
      username: 'gqluser',
      email: 'gql@example.com',
      confirmed: true,
      blocked: false,
      role: null,
    });
    expect(reg.body.data.register.jwt).toMatch(/^eyJ/);
    const dup = await server.gql(
      'mutation { register(input: { username: "gqluser", email: "gql@example.com", password: "Passw0rd!" }) { jwt } }',
    );
    expect(dup.body).toEqual({
      errors: [
        {
          message: 'Email or Username are already taken',
          extensions: {
            code: 'STRAPI_APPLICATION_ERROR',
            error: { name: 'ApplicationError', message: 'Email or Username are already taken', details: {} },
          },
        },
      ],
      data: null,
    });
    const bad = await login('gqluser', 'nope');
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const jwt = (await login('gql@example.com', 'Passw0rd!')).body.data.login.jwt;
    const me = await server.gql('{ me { id username role { name type } } }', { token: jwt });
    expect(me.body.data.me).toEqual({
      id: '1',
      username: 'gqluser',
      role: { name: 'Authenticated', type: 'authenticated' },
    });
  });

  it('answers me with an API token as Strapi does', async () => {
    const r = await server.gql('{ me { id } }', { token: await server.token('full-access') });
    expect(r.body.errors[0]).toMatchObject({
      message: 'Authentication requested',
      path: ['me'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const pub = await server.gql('{ me { id } }');
    expect(pub.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('password recovery', () => {
  it('logs a reset code, answering ok whether or not the account exists', async () => {
    await register('rita', 'rita@example.com');
    const before = server.logs.length;
    const forgot = await server.gql('mutation { forgotPassword(email: "RITA@example.com") { ok } }');
    expect(forgot.body).toEqual({ data: { forgotPassword: { ok: true } } });
    expect(loggedSince(before, /rita@example\.com: code ([0-9a-f]{128})/)).toBeDefined();
    const unknown = await server.gql('mutation { forgotPassword(email: "nobody@example.com") { ok } }');
    expect(unknown.body).toEqual({ data: { forgotPassword: { ok: true } } });
    const invalid = await server.gql('mutation { forgotPassword(email: "not-an-email") { ok } }');
    expect(invalid.body.errors[0]).toMatchObject({
      message: 'email must be a valid email',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('resets the password with the code once, and signs the user in', async () => {
    const before = server.logs.length;
    await server.gql('mutation { forgotPassword(email: "rita@example.com") { ok } }');
    const code = loggedSince(before, /code ([0-9a-f]+)/)!;
    const reset = (confirmation: string) =>
      server.gql(
        `mutation { resetPassword(password: "N3wPassw0rd", passwordConfirmation: "${confirmation}", code: "${code}") { jwt user { username } } }`,
      );
    const mismatch = await reset('other');
    expect(mismatch.body.errors[0]).toMatchObject({
      message: 'Passwords do not match',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const done = await reset('N3wPassw0rd');
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.resetPassword).toMatchObject({
      jwt: expect.stringMatching(/^eyJ/),
      user: { username: 'rita' },
    });
    expect((await reset('N3wPassw0rd')).body.errors[0].message).toBe('Incorrect code provided');
    expect((await login('rita', 'Passw0rd!')).body.errors[0].message).toBe('Invalid identifier or password');
    expect((await login('rita', 'N3wPassw0rd')).body.data.login.user).toEqual({ username: 'rita' });
  });
});

describe('email confirmation', () => {
  it('registers without a JWT and logs the link; emailConfirmation confirms and signs in', async () => {
    await advanced({ email_confirmation: true });
    try {
      const before = server.logs.length;
      const reg = await register('carl', 'carl@example.com');
      expect(reg.body.data.register).toEqual({ jwt: null, user: { username: 'carl', confirmed: false } });
      const confirmation = loggedSince(before, /\/api\/auth\/email-confirmation\?confirmation=([0-9a-f]+)/);
      expect(confirmation).toBeDefined();
      expect((await login('carl', 'Passw0rd!')).body.errors[0].message).toBe('Your account email is not confirmed');

      const confirm = () =>
        server.gql(`mutation { emailConfirmation(confirmation: "${confirmation}") { jwt user { username } } }`);
      const confirmed = await confirm();
      expect(confirmed.body.data.emailConfirmation).toMatchObject({
        jwt: expect.stringMatching(/^eyJ/),
        user: { username: 'carl' },
      });
      expect((await login('carl', 'Passw0rd!')).body.data.login.user).toEqual({ username: 'carl' });
      expect((await confirm()).body.errors[0]).toMatchObject({
        message: 'Invalid token',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    } finally {
      await advanced({});
    }
  });
});

// Advanced settings kept in strapi_core_store_settings (as Strapi's admin panel writes them):
// email confirmation, sign-up switched off, and a disabled local provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeSet } from '../../db/core-store.ts';
import { DEFAULT_ADVANCED } from './settings.ts';
import { startApp, type TestApp, USERS_PERMISSIONS_FIXTURE } from '../../../test/helpers/test-app.ts';

let s: TestApp;
beforeAll(async () => {
  s = await startApp({ fixture: USERS_PERMISSIONS_FIXTURE });
});
afterAll(async () => {
  await s?.close();
});

const advanced = (patch: Record<string, unknown>) =>
  storeSet(s.app.project.engine, 'plugin_users-permissions_advanced', { ...DEFAULT_ADVANCED, ...patch });
const login = () => s.call('POST', '/api/auth/local', { body: { identifier: 'ivan', password: 'Passw0rd!' } });

describe('email confirmation', () => {
  it('registers without a JWT, refuses login until the logged link is followed', async () => {
    await advanced({ email_confirmation: true, email_confirmation_redirection: 'http://localhost:3000/welcome' });
    const before = s.logs.length;
    const r = await s.call('POST', '/api/auth/local/register', {
      body: { username: 'ivan', email: 'ivan@example.com', password: 'Passw0rd!' },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['user']);
    expect(r.body.user.confirmed).toBe(false);
    expect((await login()).body.error.message).toBe('Your account email is not confirmed');

    const link = /(http:\/\/\S+\/api\/auth\/email-confirmation\?confirmation=[0-9a-f]+)/.exec(
      s.logs.slice(before).join('\n'),
    )?.[1];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname + new URL(link!).search;
    const confirmed = await s.fetch(path, { redirect: 'manual' });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('http://localhost:3000/welcome');
    expect((await login()).status).toBe(200);
    expect((await s.call('GET', path)).body.error.message).toBe('Invalid token');
  });

  it('resends a confirmation only to an unconfirmed account', async () => {
    const resend = (email: string) => s.call('POST', '/api/auth/send-email-confirmation', { body: { email } });
    expect((await resend('nobody@example.com')).body).toEqual({ email: 'nobody@example.com', sent: true });
    expect((await resend('ivan@example.com')).body.error.message).toBe('Already confirmed');
  });
});

describe('switches', () => {
  it('refuses sign-up when allow_register is off', async () => {
    await advanced({ allow_register: false });
    const r = await s.call('POST', '/api/auth/local/register', {
      body: { username: 'judy', email: 'judy@example.com', password: 'Passw0rd!' },
    });
    expect(r.body.error).toMatchObject({ name: 'ApplicationError', message: 'Register action is currently disabled' });
    await advanced({});
  });

  it('refuses local login when the email provider is disabled', async () => {
    await storeSet(s.app.project.engine, 'plugin_users-permissions_grant', {
      email: { enabled: false, icon: 'envelope' },
    });
    expect((await login()).body.error.message).toBe('This provider is disabled');
    await storeSet(s.app.project.engine, 'plugin_users-permissions_grant', {
      email: { enabled: true, icon: 'envelope' },
    });
    expect((await login()).status).toBe(200);
  });
});

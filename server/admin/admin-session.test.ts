// Slice 1 over real HTTP: the one-time studio link, the session cookie, 401s without it, and the
// content API ignoring it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueStudioLogin } from './studio-login.ts';
import { startApp, STUDIO_FIXTURE, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ fixture: STUDIO_FIXTURE });
});
afterAll(async () => {
  await t?.close();
});

describe('studio sign-in', () => {
  it('issues a login path that sets the session cookie once and lands on the studio', async () => {
    const path = issueStudioLogin(t.app.project);
    expect(path).toMatch(/^\/admin\/login\?token=[\w-]{20,}$/);
    const first = await t.fetch(`${path}`, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/admin/');
    expect(first.headers.get('set-cookie')).toMatch(/^tessera_admin=.+; Path=\/admin; HttpOnly; SameSite=Strict/);
    const again = await t.fetch(`${path}`, { redirect: 'manual' });
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('This studio link has been used or has expired');
  });

  it('sends a used link on to the studio when the browser is already signed in', async () => {
    const path = issueStudioLogin(t.app.project);
    const cookie = (await t.fetch(`${path}`, { redirect: 'manual' })).headers.get('set-cookie')!.split(';')[0];
    const again = await t.fetch(`${path}`, { redirect: 'manual', headers: { cookie } });
    expect(again.status).toBe(303);
  });

  it('keeps the admin secret in the database, so sessions survive a restart', () => {
    const row = t.app.project.db!.get(
      "SELECT value FROM strapi_core_store_settings WHERE key = 'tessera_secret_admin'",
    );
    expect(row?.value).toBeTruthy();
  });
});

describe('admin API guard', () => {
  it.each(['/session', '/schema', '/entries/api::article.article', '/media', '/no/such/route'])(
    'answers GET %s with 401 without a session',
    async (path) => {
      const res = await t.fetch(`/admin/api${path}`);
      expect(res.status).toBe(401);
      expect((await res.json()).error).toMatchObject({ status: 401, name: 'UnauthorizedError' });
    },
  );

  it('answers 401 to a forged cookie', async () => {
    const res = await t.fetch(`/admin/api/session`, { headers: { cookie: 'tessera_admin=abc.123.def' } });
    expect(res.status).toBe(401);
  });

  it('answers with the session when signed in', async () => {
    const res = await t.admin('/session');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.project.dir).toBe(t.app.project.dir);
    expect(body.server.restPrefix).toBe('/api');
  });

  it('refuses a mutating call without the studio header (cross-site requests cannot send it)', async () => {
    const cookie = await t.signIn();
    const res = await t.fetch(`/admin/api/entries/api::tag.tag`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { name: 'x' } }),
    });
    expect(res.status).toBe(403);
  });

  it('answers 404 for an unknown admin route once signed in', async () => {
    expect((await t.admin('/no/such/route')).status).toBe(404);
  });

  it('signs out: the same cookie is refused afterwards', async () => {
    const cookie = await t.signIn();
    const out = await t.fetch(`/admin/api/session/logout`, {
      method: 'POST',
      headers: { cookie, 'x-tessera-studio': '1' },
    });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await t.fetch(`/admin/api/session`, { headers: { cookie } })).status).toBe(401);
  });
});

describe('content API and the admin session', () => {
  it('never takes the admin session as a content credential', async () => {
    const cookie = await t.signIn();
    const res = await t.fetch(`/api/articles`, { headers: { cookie } });
    expect(res.status).toBe(403);
    const bearer = await t.fetch(`/api/articles`, { headers: { authorization: `Bearer ${cookie.split('=')[1]}` } });
    expect(bearer.status).toBe(401);
  });
});

// The studio in Chromium: signed out without a session, signed in through the one-time link.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueStudioLogin } from '../server/admin/studio-login.ts';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
beforeAll(async () => {
  s = await openStudio({ signIn: false });
});
afterAll(async () => {
  await s?.close();
});

it('asks for the studio link when there is no session', async () => {
  await s.page.goto(`${s.t.url}/admin/`);
  await s.page.getByRole('heading', { name: 'Sign in to Tessera Studio' }).waitFor();
  await s.screenshot('sign-in-required');
});

it('opens the studio from the one-time link, and the link does not work twice', async () => {
  const link = `${s.t.url}${issueStudioLogin(s.t.app.project)}`;
  await s.page.goto(link);
  await s.page.getByRole('heading', { name: 'Endpoints' }).waitFor();
  expect(s.page.url()).toBe(`${s.t.url}/admin/`);
  await s.page.locator('.sidebar').getByText('Article', { exact: true }).waitFor();
  await s.screenshot('overview');
  const other = await s.browser.newContext();
  const page = await other.newPage();
  const res = await page.goto(link);
  expect(res?.status()).toBe(401);
  await other.close();
});

it('signs out', async () => {
  await s.page.getByRole('button', { name: 'Sign out' }).click();
  await s.page.getByRole('heading', { name: 'Sign in to Tessera Studio' }).waitFor();
  const res = await s.page.request.get(`${s.t.url}/admin/api/session`);
  expect(res.status()).toBe(401);
  expect(s.pageErrors).toEqual([]);
});

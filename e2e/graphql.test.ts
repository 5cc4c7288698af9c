// GraphiQL (bundled, offline) in the studio and as the standalone page, against the project's
// GraphQL endpoint, with the studio's credential choice.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedContent } from './support/seed-content.ts';
import { openStudio, SCREENSHOTS, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
let tokenKey: string;
const external: string[] = [];

beforeAll(async () => {
  s = await openStudio();
  await seedContent(s.t);
  tokenKey = (
    await (await s.t.admin('/tokens', { method: 'POST', json: { name: 'graphiql', type: 'read-only' } })).json()
  ).accessKey;
  // Offline: GraphiQL must load nothing from outside the server.
  s.page.on('request', (req) => {
    if (!req.url().startsWith(s.t.url) && !/^(data|blob):/.test(req.url())) external.push(req.url());
  });
});
afterAll(async () => {
  await s?.close();
});

const responseText = (page: Page) => page.locator('.graphiql-response').innerText();
/** Runs the query and waits until the response shows `expected`. */
const run = async (page: Page, expected: string) => {
  await page.getByRole('button', { name: /Execute query/ }).click();
  // Monaco renders spaces as no-break spaces.
  await page.waitForFunction(
    (text) => (document.querySelector('.graphiql-response')?.textContent ?? '').replace(/\u00a0/g, ' ').includes(text),
    expected,
  );
};

it('runs the sample query in the studio as Public, then as an API token', async () => {
  const { page } = s;
  await page.goto(`${s.t.url}/admin/#/graphql`);
  await page.getByTestId('graphiql').waitFor();
  await page.locator('.graphiql-query-editor .monaco-editor').waitFor({ timeout: 30000 });
  await page.waitForFunction(() => document.querySelector('.graphiql-query-editor')?.textContent?.includes('articles'));
  await run(page, 'Forbidden');
  expect(await responseText(page)).toContain('ForbiddenError');
  // The dead end explained, with the permission that would allow it.
  const help = page.locator('.graphql-forbidden');
  await help.getByText('Public is not allowed to find').waitFor();
  expect(await help.getByRole('link', { name: /Allow find for Public/ }).getAttribute('href')).toBe(
    '#/settings/roles/public?allow=api%3A%3Aarticle.article.find',
  );
  await s.screenshot('graphiql-forbidden');
  await page.getByRole('button', { name: /^Send as:/ }).click();
  await page.getByRole('group', { name: 'Credential' }).getByRole('button', { name: 'API token' }).click();
  await page.getByLabel('Token key').fill(tokenKey);
  await page.getByRole('button', { name: 'Use', exact: true }).click();
  await page.getByRole('button', { name: /^Send as: API token/ }).waitFor();
  await run(page, 'Hello Tessera');
  await help.waitFor({ state: 'detached' });
  await s.screenshot('graphiql-studio');
  const log = await (await s.t.admin('/requests')).json();
  expect(log.filter((e: { path: string }) => e.path === '/graphql').length).toBeGreaterThanOrEqual(2);
});

it('serves GraphiQL as a standalone page that queries /graphql', async () => {
  // A new browser profile: GraphiQL keeps its tabs per origin, and this page needs no studio session.
  const context = await s.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (req) => {
    if (!req.url().startsWith(s.t.url) && !/^(data|blob):/.test(req.url())) external.push(req.url());
  });
  await page.goto(`${s.t.url}/admin/graphiql.html`);
  await page.locator('.graphiql-query-editor .monaco-editor').waitFor({ timeout: 30000 });
  await run(page, 'Query');
  expect((await responseText(page)).replace(/\s+/g, ' ')).toContain('"__typename": "Query"');
  await page.screenshot({ path: `${SCREENSHOTS}graphiql-standalone.png` });
  await context.close();
  expect(external).toEqual([]);
  expect(errors).toEqual([]);
  expect(s.pageErrors).toEqual([]);
});

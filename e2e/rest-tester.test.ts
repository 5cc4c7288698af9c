// The REST tester in Chromium: the form and the query string follow each other, requests go out
// exactly as built, as Public, as an API token or as a user; curl and fetch copies.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedContent } from './support/seed-content.ts';
import { seedUser } from './support/seed-user.ts';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
let tokenKey: string;

beforeAll(async () => {
  s = await openStudio();
  await seedContent(s.t);
  const roles = await (await s.t.admin('/roles')).json();
  for (const type of ['public', 'authenticated']) {
    const current = roles.find((r: { type: string }) => r.type === type).permissions;
    await s.t.admin(`/roles/${type}/permissions`, {
      method: 'PUT',
      json: { permissions: [...current, 'api::article.article.find', 'api::article.article.findOne'] },
    });
  }
  tokenKey = (
    await (await s.t.admin('/tokens', { method: 'POST', json: { name: 'tester', type: 'full-access' } })).json()
  ).accessKey;
  seedUser(s.t, 'reader');
  await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.t.url });
});
afterAll(async () => {
  await s?.close();
});

const queryString = () => s.page.getByRole('textbox', { name: 'Query string' });
const status = () => s.page.getByTestId('response-status').innerText();
const sendAndRead = async () => {
  // Two answers may take the same time to the millisecond: wait for a new one, not a new time.
  const panel = s.page.locator('section[data-received-at]');
  const before = (await panel.count()) ? await panel.getAttribute('data-received-at') : '';
  await s.page.getByRole('button', { name: 'Send', exact: true }).click();
  await s.page.waitForFunction((prev) => {
    const el = document.querySelector('section[data-received-at]');
    return el && el.getAttribute('data-received-at') !== prev;
  }, before);
  return JSON.parse(await s.page.locator('.response-body pre').innerText());
};

it('builds filters in the form and shows the exact qs query string', async () => {
  const { page } = s;
  await page.goto(`${s.t.url}/admin/#/rest`);
  await page.getByLabel('Content type').selectOption('api::article.article');
  await page.getByRole('region', { name: 'Filters' }).getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('Filter 1 field').selectOption('title');
  await page.getByLabel('Filter 1 operator').selectOption('$containsi');
  await page.getByLabel('Filter 1 value').fill('tessera');
  await page.getByRole('region', { name: 'Sort' }).getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('Sort 1 field').selectOption('views');
  await page.getByLabel('Sort 1 order').selectOption('desc');
  await page.getByLabel('populate cover').check();
  expect(await queryString().inputValue()).toBe(
    'filters[title][$containsi]=tessera&sort[0]=views%3Adesc&populate[0]=cover',
  );
  const body = await sendAndRead();
  expect(await status()).toBe('200 OK');
  expect(body.data.map((a: { attributes: { title: string } }) => a.attributes.title)).toEqual(['Hello Tessera']);
  expect(body.data[0].attributes.cover.data.attributes.name).toBe('violet.png');
  await s.screenshot('rest-tester');
});

it('follows a query string typed by hand', async () => {
  const { page } = s;
  await queryString().fill(
    'filters[$or][0][views][$lt]=20&filters[$or][1][category][$eq]=news&pagination[page]=1&pagination[pageSize]=2&fields[0]=title',
  );
  expect(await page.getByLabel('Filter 1 field').inputValue()).toBe('views');
  expect(await page.getByLabel('Filter 2 value').inputValue()).toBe('news');
  expect(await page.getByRole('button', { name: 'Any matches ($or)' }).getAttribute('aria-pressed')).toBe('true');
  expect(await page.getByLabel('pagination pageSize').inputValue()).toBe('2');
  expect(await page.getByLabel('field title').isChecked()).toBe(true);
  const body = await sendAndRead();
  expect(body.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 1, total: 2 });
  expect(Object.keys(body.data[0].attributes)).toEqual(['title']);
});

it('shows drafts with publicationState=preview', async () => {
  const { page } = s;
  await queryString().fill('');
  expect((await sendAndRead()).meta.pagination.total).toBe(3);
  await queryString().fill('publicationState=preview');
  expect(await page.getByLabel('publicationState').inputValue()).toBe('preview');
  expect((await sendAndRead()).meta.pagination.total).toBe(4);
});

it('sends a body as Public (refused) and as an API token (accepted)', async () => {
  const { page } = s;
  await queryString().fill('');
  await page.getByLabel('Endpoint').selectOption('create');
  await page.getByLabel('Request body').fill('{ "data": { "title": "From the tester" } }');
  const refused = await sendAndRead();
  expect(await status()).toBe('403 Forbidden');
  expect(refused.error.name).toBe('ForbiddenError');
  await page.getByRole('button', { name: /^Send as:/ }).click();
  await page.getByRole('group', { name: 'Credential' }).getByRole('button', { name: 'API token' }).click();
  await page.getByLabel('Token key').fill(tokenKey);
  await page.getByRole('button', { name: 'Use', exact: true }).click();
  await page.getByRole('button', { name: /^Send as: API token/ }).waitFor();
  const created = await sendAndRead();
  expect(await status()).toBe('200 OK');
  expect(created.data.attributes.title).toBe('From the tester');
  await s.screenshot('rest-tester-token');
});

it('sends as a logged-in user', async () => {
  const { page } = s;
  await page.getByLabel('Endpoint').selectOption('findOne');
  await page.getByLabel('Entry id').fill('4');
  await queryString().fill('publicationState=preview');
  await page.getByRole('button', { name: /^Send as:/ }).click();
  await page.getByRole('group', { name: 'Credential' }).getByRole('button', { name: 'User' }).click();
  await page.getByRole('option', { name: /reader/ }).click();
  await page.getByRole('button', { name: 'Send as: User reader' }).waitFor();
  const body = await sendAndRead();
  expect(await status()).toBe('200 OK');
  expect(body.data.id).toBe(4);
  const log = await (await s.t.admin('/requests')).json();
  expect(log.at(-1)).toMatchObject({ method: 'GET', path: '/api/articles/4', status: 200 });
});

it('copies the request as curl and as fetch', async () => {
  const { page } = s;
  await page.getByRole('button', { name: 'curl' }).click();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toMatch(
    new RegExp(`^curl '${s.t.url}/api/articles/4\\?publicationState=preview' \\\\\n  -H 'Authorization: Bearer ey`),
  );
  await page.getByRole('button', { name: 'fetch' }).click();
  const fetchCode = await page.evaluate(() => navigator.clipboard.readText());
  expect(fetchCode).toContain(`await fetch("${s.t.url}/api/articles/4?publicationState=preview", {`);
  expect(s.pageErrors).toEqual([]);
});

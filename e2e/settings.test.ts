// Settings in Chromium: roles and the permission matrix, API tokens, locales, the database file,
// and the live request log.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './support/seed-content.ts';
import { openStudio, SCREENSHOTS, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
beforeAll(async () => {
  s = await openStudio();
  await seedContent(s.t);
  await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: s.t.url });
});
afterAll(async () => {
  await s?.close();
});

describe('roles', () => {
  it('grants Public the find action on articles through the matrix', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/settings/roles`);
    await page.getByRole('table', { name: 'Roles' }).waitFor();
    await s.screenshot('settings-roles');
    expect((await fetch(`${s.t.url}/api/articles`)).status).toBe(403);
    await page
      .getByRole('row', { name: /Public/ })
      .getByRole('link', { name: 'Permissions' })
      .click();
    await page.getByRole('checkbox', { name: 'Article find', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Tag all actions' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Public permissions saved').waitFor();
    await s.screenshot('settings-role-matrix');
    expect((await fetch(`${s.t.url}/api/articles`)).status).toBe(200);
    expect(
      (
        await fetch(`${s.t.url}/api/tags`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"data":{"name":"x"}}',
        })
      ).status,
    ).toBe(200);
  });

  it('adds a role', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/settings/roles`);
    await page.getByRole('button', { name: 'Add a role' }).click();
    await page.getByLabel('Name').fill('Reviewers');
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.waitForFunction(() => location.hash === '#/settings/roles/reviewers');
    await page.getByRole('heading', { name: 'Reviewers' }).waitFor();
  });
});

describe('API tokens', () => {
  it('creates a token, shows its key once, and revokes it', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/settings/tokens`);
    await page.getByRole('button', { name: 'Create new API token' }).click();
    await page.getByLabel('Name').fill('Website');
    await page.getByLabel('Token duration').selectOption('7');
    await page.getByRole('group', { name: 'Token type' }).getByRole('button', { name: 'custom' }).click();
    await page.getByRole('checkbox', { name: 'Author find', exact: true }).check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const key = await page.getByTestId('token-key').innerText();
    expect(key).toMatch(/^[0-9a-f]{256}$/);
    await s.screenshot('settings-token-created');
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await page.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /Website/ });
    await row.getByText('key known').waitFor();
    const auth = { authorization: `Bearer ${key}` };
    expect((await fetch(`${s.t.url}/api/authors`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${s.t.url}/api/events`, { headers: auth })).status).toBe(403);
    await s.screenshot('settings-tokens');
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await page.getByText('Website revoked').waitFor();
    expect((await fetch(`${s.t.url}/api/authors`, { headers: auth })).status).toBe(401);
  });
});

describe('locales', () => {
  it('adds a locale, makes it the default, and goes back', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/settings/locales`);
    await page.getByRole('button', { name: 'Add a locale' }).click();
    await page.getByLabel('Code').fill('de');
    await page.getByLabel('Display name').fill('German (de)');
    await page.getByRole('button', { name: 'Add locale' }).click();
    await page.getByRole('cell', { name: 'German (de)', exact: true }).waitFor();
    await page
      .getByRole('row', { name: /German/ })
      .getByRole('button', { name: 'Make default' })
      .click();
    await page.getByText('German (de) is the default').waitFor();
    await s.screenshot('settings-locales');
    await page
      .getByRole('row', { name: /English/ })
      .getByRole('button', { name: 'Make default' })
      .click();
    await page.getByText('English (en) is the default').waitFor();
    const locales = await (await s.t.admin('/locales')).json();
    expect(locales.map((l: { code: string; isDefault: boolean }) => [l.code, l.isDefault])).toEqual([
      ['en', true],
      ['de', false],
    ]);
  });
});

describe('database', () => {
  it('downloads the database and imports it back', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/settings/database`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the database' }).click(),
    ]);
    const file = join(SCREENSHOTS, 'export.db');
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
    await s.t.admin('/entries/api::tag.tag', { method: 'POST', json: { data: { name: 'after-export' } } });
    await page.getByLabel('Database file').setInputFiles(file);
    await page.getByRole('button', { name: 'Replace everything' }).click();
    await page.getByText(/Imported export\.db: \d+ tables/).waitFor();
    await s.screenshot('settings-database');
    const tags = await (await s.t.admin('/entries/api::tag.tag?search=after-export')).json();
    expect(tags.pagination.total).toBe(0);
  });
});

describe('request log', () => {
  it('shows requests as they are answered', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/settings/requests`);
    await page.getByText('live', { exact: true }).waitFor();
    await fetch(`${s.t.url}/api/articles?sort=views:desc`);
    await fetch(`${s.t.url}/api/nothing-here`);
    await page.getByRole('cell', { name: '/api/nothing-here' }).waitFor();
    const first = page.locator('tbody tr').first();
    expect(await first.innerText()).toMatch(/GET\s+\/api\/nothing-here\s+404/);
    await page.getByRole('row', { name: /\/api\/articles\?sort=views:desc/ }).waitFor();
    await s.screenshot('settings-request-log');
    expect(s.pageErrors).toEqual([]);
  });
});

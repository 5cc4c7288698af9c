// Every page at 1440×900 and 1024×700 (issue 19, item 4), written to dist/e2e-screenshots as
// layout-<page>-<width>.png: the list's columns clear of the sticky actions, the sidebar
// collapsed to icons on the narrow window (and collapsible on the wide one) with the current page in
// view, the entry's status and locales beside a long form, the REST tester's response beside its
// form, and permission names inside their cells.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './support/seed-content.ts';
import { seedUser } from './support/seed-user.ts';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
] as const;

beforeAll(async () => {
  s = await openStudio();
  await seedContent(s.t);
  seedUser(s.t, 'reader');
  await s.t.admin('/locales', { method: 'POST', json: { code: 'fr', name: 'French (fr)' } });
});
afterAll(async () => {
  await s?.close();
});

const PAGES: Array<{ name: string; hash: string; ready: () => Promise<unknown> }> = [
  { name: 'overview', hash: '#/', ready: () => s.page.getByRole('heading', { level: 1 }).first().waitFor() },
  {
    name: 'content-list',
    hash: '#/content/api%3A%3Aarticle.article',
    ready: () => s.page.getByRole('table', { name: 'Article entries' }).waitFor(),
  },
  {
    name: 'content-edit',
    hash: '#/content/api%3A%3Aarticle.article/1',
    ready: () => s.page.getByRole('form', { name: 'Article form' }).waitFor(),
  },
  {
    name: 'content-single',
    hash: '#/content/api%3A%3Aglobal.global',
    ready: () => s.page.getByRole('form', { name: 'Global form' }).waitFor(),
  },
  {
    name: 'content-users',
    hash: '#/content/plugin%3A%3Ausers-permissions.user',
    ready: () => s.page.getByRole('table', { name: 'User entries' }).waitFor(),
  },
  {
    name: 'content-user-edit',
    hash: '#/content/plugin%3A%3Ausers-permissions.user/1',
    ready: () =>
      s.page
        .getByRole('combobox', { name: 'role', exact: true })
        .locator('option')
        .nth(1)
        .waitFor({ state: 'attached' }),
  },
  { name: 'media', hash: '#/media', ready: () => s.page.getByRole('listbox', { name: 'Assets' }).waitFor() },
  {
    name: 'builder',
    hash: '#/builder/api%3A%3Aarticle.article',
    ready: () => s.page.getByRole('button', { name: 'Add another field' }).waitFor(),
  },
  {
    name: 'rest',
    hash: '#/rest?type=api%3A%3Aarticle.article',
    ready: () => s.page.getByTestId('request-url').waitFor(),
  },
  {
    name: 'graphql',
    hash: '#/graphql',
    ready: () => s.page.locator('.graphiql-query-editor .monaco-editor').waitFor({ timeout: 30000 }),
  },
  {
    name: 'api-reference',
    hash: '#/api-reference',
    ready: () => s.page.getByRole('heading', { level: 2, name: 'Article' }).waitFor(),
  },
  { name: 'roles', hash: '#/settings/roles', ready: () => s.page.getByRole('table', { name: 'Roles' }).waitFor() },
  {
    name: 'role',
    hash: '#/settings/roles/public',
    ready: () => s.page.getByRole('table', { name: 'Content type permissions' }).waitFor(),
  },
  {
    name: 'tokens',
    hash: '#/settings/tokens',
    ready: () => s.page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'locales',
    hash: '#/settings/locales',
    ready: () => s.page.getByRole('cell', { name: 'French (fr)', exact: true }).waitFor(),
  },
  {
    name: 'database',
    hash: '#/settings/database',
    ready: () => s.page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
  {
    name: 'requests',
    hash: '#/settings/requests',
    ready: () => s.page.getByRole('heading', { level: 1 }).first().waitFor(),
  },
];

async function box(selector: string) {
  const b = await s.page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
}

describe.each(WIDTHS)('at $width×$height', ({ width, height }) => {
  beforeAll(async () => {
    await s.page.setViewportSize({ width, height });
    await s.page.evaluate(() => localStorage.removeItem('tessera.sidebar.collapsed'));
    await s.page.reload();
    await s.page.waitForSelector('.sidebar');
  });

  it('writes a screenshot of every page', async () => {
    for (const p of PAGES) {
      await s.page.goto(`${s.t.url}/admin/${p.hash}`);
      await p.ready();
      await s.screenshot(`layout-${p.name}-${width}`);
    }
    expect(s.pageErrors).toEqual([]);
  });

  it('keeps the Status column clear of the sticky actions and inside the visible table', async () => {
    await s.page.goto(`${s.t.url}/admin/#/content/api%3A%3Aarticle.article`);
    await s.page.getByRole('table', { name: 'Article entries' }).waitFor();
    const status = await box('th:has-text("Status")');
    const actions = await box('th.cell-actions');
    const wrap = await box('.table-wrap');
    expect(status.x + status.width).toBeLessThanOrEqual(actions.x);
    expect(status.x + status.width).toBeLessThanOrEqual(wrap.x + wrap.width);
  });

  it('keeps every column of the list clear of the sticky actions', async () => {
    const headers = s.page.locator('.table-wrap th:not(.cell-actions)');
    const last = await headers.last().boundingBox();
    const actions = await box('th.cell-actions');
    expect(await headers.count()).toBeGreaterThan(8);
    expect(last!.x + last!.width).toBeLessThanOrEqual(actions.x + 1);
  });

  it("keeps the REST tester's response beside its form", async () => {
    await s.page.goto(`${s.t.url}/admin/#/rest?type=api%3A%3Aarticle.article`);
    await s.page.getByTestId('request-url').waitFor();
    const grid = s.page.locator('.tester-grid > *');
    const form = await grid.first().boundingBox();
    const response = await grid.last().boundingBox();
    expect(response!.x).toBeGreaterThan(form!.x + form!.width - 1);
    expect(response!.y).toBeLessThan(height);
  });

  it('fits every action name of the permission cards in its cell', async () => {
    await s.page.goto(`${s.t.url}/admin/#/settings/roles/public`);
    await s.page.getByRole('table', { name: 'Content type permissions' }).waitFor();
    const overflowing = await s.page
      .locator('.plugin-perms .check')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(overflowing).toEqual([]);
  });

  it('keeps the current page visible in the sidebar, and tells content types apart when collapsed', async () => {
    await s.page.goto(`${s.t.url}/admin/#/settings/requests`);
    await s.page.getByRole('heading', { level: 1, name: /Request log/ }).waitFor();
    const active = await box('.nav-link.active');
    const nav = await box('.nav');
    expect(active.y).toBeGreaterThanOrEqual(nav.y);
    expect(active.y + active.height).toBeLessThanOrEqual(nav.y + nav.height + 1);
    if (width < 1200) {
      const initials = await s.page.locator('.nav-initials').allInnerTexts();
      expect(initials.slice(0, 3)).toEqual(['Ar', 'Au', 'Ev']);
    }
  });

  it("keeps the entry's status and locales beside a long form, in view", async () => {
    await s.page.goto(`${s.t.url}/admin/#/content/api%3A%3Aarticle.article/1`);
    await s.page.getByRole('form', { name: 'Article form' }).waitFor();
    await s.page.locator('.main-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    const form = await box('form.card');
    const aside = await box('.edit-aside');
    const locales = await box('.locale-list');
    expect(aside.x).toBeGreaterThan(form.x + form.width - 1);
    expect(locales.y + locales.height).toBeLessThanOrEqual(height);
    expect(locales.y).toBeGreaterThanOrEqual(0);
    await s.screenshot(`layout-content-edit-scrolled-${width}`);
  });

  it('collapses the sidebar to icons on a narrow window, and lets it be toggled', async () => {
    const narrow = width < 1200;
    const toggle = s.page.getByRole('button', { name: narrow ? 'Expand the sidebar' : 'Collapse the sidebar' });
    await toggle.waitFor();
    expect((await box('.sidebar')).width).toBe(narrow ? 64 : 248);
    await toggle.click();
    expect((await box('.sidebar')).width).toBe(narrow ? 248 : 64);
    await s.screenshot(`layout-sidebar-toggled-${width}`);
    await s.page.getByRole('button', { name: narrow ? 'Collapse the sidebar' : 'Expand the sidebar' }).click();
  });
});

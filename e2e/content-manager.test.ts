// The Content Manager in Chromium against the real server: lists, the edit form for every field
// kind, relations and media, components and dynamic zones, draft/publish, locales, single types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropFile } from './support/drop-file.ts';
import { MEDIA, seedContent } from './support/seed-content.ts';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
const ARTICLES = '#/content/api%3A%3Aarticle.article';
const rows = () => s.page.locator('tbody tr');
const waitForRows = (n: number) =>
  s.page.waitForFunction((count) => document.querySelectorAll('tbody tr').length === count, n);
const adminJson = async (path: string) => (await s.t.admin(path)).json();

beforeAll(async () => {
  s = await openStudio();
  await seedContent(s.t);
});
afterAll(async () => {
  await s?.close();
});

describe('list', () => {
  it('shows entries with their status, and searches', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/${ARTICLES}`);
    await page.getByRole('table', { name: 'Article entries' }).waitFor();
    expect(await rows().count()).toBe(4);
    await s.screenshot('content-list');
    await page.getByRole('searchbox', { name: 'Search' }).fill('review');
    await waitForRows(1);
    expect(await rows().first().innerText()).toContain('A review of mock backends');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await waitForRows(4);
  });

  it('filters, shows the filter as a chip, and removes it', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Filter field').selectOption('views');
    await page.getByLabel('Filter operator').selectOption('$gte');
    await page.getByLabel('Filter value').fill('40');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await waitForRows(2);
    await page.getByText('views is greater than or equal to 40').waitFor();
    await s.screenshot('content-list-filtered');
    await page.getByRole('button', { name: 'Remove filter views is greater than or equal to 40' }).click();
    await waitForRows(4);
  });

  it('filters by status and sorts by a column', async () => {
    const { page } = s;
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Draft' }).click();
    await waitForRows(1);
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'All' }).click();
    await waitForRows(4);
    await page.getByRole('button', { name: 'Views' }).click();
    await page.waitForFunction(
      () => location.hash.includes('sort=views%3Aasc') || location.hash.includes('sort=views:asc'),
    );
    await page.waitForFunction(() =>
      document.querySelector('tbody tr')?.textContent?.includes('Draft: relations in depth'),
    );
    await page.getByRole('button', { name: 'Views' }).click();
    await page.waitForFunction(() => document.querySelector('tbody tr')?.textContent?.includes('Hello Tessera'));
  });

  it('chooses columns and keeps the choice', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'category' }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('columnheader', { name: 'Category' }).waitFor();
    await page.reload();
    await page.getByRole('columnheader', { name: 'Category' }).waitFor();
  });

  it('pages through a longer list', async () => {
    const { page } = s;
    for (let i = 1; i <= 12; i++)
      await s.t.admin('/entries/api::event.event', {
        method: 'POST',
        json: { data: { name: `Meetup ${String(i).padStart(2, '0')}` } },
      });
    await page.goto(`${s.t.url}/admin/#/content/api%3A%3Aevent.event`);
    await waitForRows(10);
    await page.getByText('1–10 of 12').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await waitForRows(2);
    await page.getByText('11–12 of 12').waitFor();
  });
});

describe('edit form', () => {
  it('creates an article with every kind of field, in order', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/${ARTICLES}/new?locale=en`);
    const form = page.getByRole('form', { name: 'Article form' });
    await form.waitFor();
    await form.getByLabel('title', { exact: true }).fill('Everything in one entry');
    await page.getByRole('button', { name: 'Generate slug from title' }).click();
    expect(await form.getByLabel('slug', { exact: true }).inputValue()).toBe('everything-in-one-entry');
    await form.getByLabel('views').fill('7');
    await form.getByLabel('category').selectOption('tutorial');
    await form.getByLabel('metadata').fill('{"reading": 5}');

    const tags = page.getByRole('combobox', { name: 'Link tags' });
    await tags.click();
    await page.getByRole('option', { name: /guide/ }).click();
    await tags.click();
    await page.getByRole('option', { name: /design/ }).click();
    await page.getByRole('button', { name: 'Move design up' }).click();
    await page.getByRole('combobox', { name: 'Link author' }).click();
    await page.getByRole('option', { name: /Grace Hopper/ }).click();

    await dropFile(
      page.locator('[data-field="cover"] [data-testid="dropzone"]'),
      `${MEDIA}teal.png`,
      'teal.png',
      'image/png',
    );
    await page.locator('[data-field="cover"]').getByRole('img', { name: 'teal.png' }).waitFor();

    await page.getByRole('button', { name: 'Add the seo component' }).click();
    await form.getByLabel('metaTitle').fill('Everything');

    const zone = page.locator('[data-field="blocks"]');
    for (const name of ['quote', 'rich-text', 'quote']) {
      await zone.getByRole('button', { name: 'Add a component to blocks' }).click();
      await zone
        .getByRole('group', { name: 'Components for blocks' })
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .click();
    }
    await zone.getByLabel('title', { exact: true }).first().fill('First quote');
    await zone.getByLabel('body').fill('Some **markdown**');
    await zone.getByLabel('title', { exact: true }).nth(1).fill('Second quote');
    await page.getByRole('button', { name: 'Move rich-text 2 up' }).click();
    await page.getByRole('button', { name: 'Remove quote 3' }).click();
    await s.screenshot('content-create');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => /\/content\/api%3A%3Aarticle\.article\/\d+$/.test(location.hash));
    const id = Number(new URL(page.url()).hash.split('/').pop());
    const saved = await adminJson(`/entries/api::article.article/${id}`);
    expect(saved).toMatchObject({
      title: 'Everything in one entry',
      slug: 'everything-in-one-entry',
      views: 7,
      category: 'tutorial',
      metadata: { reading: 5 },
      publishedAt: null,
      locale: 'en',
    });
    expect(saved.tags.map((t: { name: string }) => t.name)).toEqual(['design', 'guide']);
    expect(saved.author.name).toBe('Grace Hopper');
    expect(saved.cover.name).toBe('teal.png');
    expect(saved.seo.metaTitle).toBe('Everything');
    expect(saved.blocks.map((b: { __component: string }) => b.__component)).toEqual([
      'blocks.rich-text',
      'blocks.quote',
    ]);
    expect(saved.blocks[1].title).toBe('First quote');
  });

  it('publishes the draft, and the content API serves it', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    const id = Number(new URL(page.url()).hash.split('/').pop());
    expect((await adminJson(`/entries/api::article.article/${id}`)).publishedAt).toEqual(expect.any(String));
    await s.screenshot('content-published');
  });

  it('reorders relations on an existing entry and keeps the order', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/${ARTICLES}/1`);
    await page.getByRole('button', { name: 'Move release up' }).click();
    // A "Saved" toast from an earlier save may still be showing: wait for this save's answer.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/admin/api/entries/')),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect((await adminJson('/entries/api::article.article/1')).tags.map((t: { name: string }) => t.name)).toEqual([
      'release',
      'design',
    ]);
  });

  it('shows validation errors next to their fields', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/content/api%3A%3Aevent.event/new`);
    const form = page.getByRole('form', { name: 'Event form' });
    await form.getByLabel('name').fill('ab');
    await form.getByLabel('capacity').fill('0');
    await form.getByLabel('contactEmail').fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    const nameField = page.locator('.field', { has: page.locator('#field-name') });
    await nameField.getByRole('alert').waitFor();
    expect(await nameField.getByRole('alert').innerText()).toContain('at least 3 characters');
    expect(
      await page
        .locator('.field', { has: page.locator('#field-capacity') })
        .getByRole('alert')
        .innerText(),
    ).toContain('must be greater than or equal to 1');
    expect(
      await page
        .locator('.field', { has: page.locator('#field-contactEmail') })
        .getByRole('alert')
        .innerText(),
    ).toContain('valid email');
    expect(await page.locator('#field-name').getAttribute('aria-invalid')).toBe('true');
    await s.screenshot('content-validation');
  });

  it('keeps broken JSON in the browser until it parses', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/${ARTICLES}/2`);
    // The event form of the last test was left with unsaved edits: the studio asks first.
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await page.getByLabel('metadata').fill('{ broken');
    await page.getByText(/Invalid JSON/).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Fix the highlighted fields first').waitFor();
    await page.getByLabel('metadata').fill('{"fixed": true}');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    expect((await adminJson('/entries/api::article.article/2')).metadata).toEqual({ fixed: true });
  });
});

describe('locales', () => {
  it('creates a French version from the English one and switches the list', async () => {
    const { page } = s;
    await s.t.admin('/locales', { method: 'POST', json: { code: 'fr', name: 'French (fr)' } });
    await page.goto(`${s.t.url}/admin/`);
    await page.goto(`${s.t.url}/admin/${ARTICLES}/1`);
    await page.locator('.locale-list').getByText('French (fr)').waitFor();
    await page
      .locator('.locale-list li', { hasText: 'French (fr)' })
      .getByRole('link', { name: 'Create the French (fr) version' })
      .click();
    await page.locator('.locale-list li.current', { hasText: 'French (fr)' }).waitFor();
    await page.getByLabel('title', { exact: true }).fill('Bonjour Tessera');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    await page.waitForFunction(() => /article\.article\/\d+/.test(location.hash));
    await s.screenshot('content-locale-fr');
    await page.goto(`${s.t.url}/admin/${ARTICLES}`);
    await page.getByLabel('Locale').selectOption('fr');
    await waitForRows(1);
    expect(await rows().first().innerText()).toContain('Bonjour Tessera');
  });
});

describe('single type', () => {
  it('edits the Global single type', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/content/api%3A%3Aglobal.global`);
    const form = page.getByRole('form', { name: 'Global form' });
    await form.getByLabel('siteName').fill('Tessera Blog');
    await page.getByRole('button', { name: 'Add the seo component' }).click();
    await form.getByLabel('metaTitle').fill('Home');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    await page.reload();
    await page.getByRole('form', { name: 'Global form' }).waitFor();
    expect(await page.getByLabel('siteName').inputValue()).toBe('Tessera Blog');
    const { entry } = await adminJson('/single/api::global.global');
    expect(entry.defaultSeo.metaTitle).toBe('Home');
    await s.screenshot('content-single-type');
  });
});

describe('media library', () => {
  it('uploads by dropping files, previews them and edits their details', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/media`);
    await page.getByRole('listbox', { name: 'Assets' }).waitFor();
    await dropFile(page.getByTestId('dropzone'), `${MEDIA}violet.png`, 'dropped.png', 'image/png');
    await page.getByRole('option', { name: 'dropped.png' }).waitFor();
    await s.screenshot('media-library');
    await page.getByRole('option', { name: 'dropped.png' }).click();
    await page.getByLabel('Alternative text').fill('A violet square');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Asset updated').waitFor();
    const { results } = await adminJson('/media?search=dropped');
    expect(results[0].alternativeText).toBe('A violet square');
    expect(s.pageErrors).toEqual([]);
  });
});

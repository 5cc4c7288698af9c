// Editing entries without losing or publishing anything by accident (issue 19, items 1, 3, 5, 6):
// required fields are enforced on publish and not on drafts, Save needs a change, unsaved edits
// ask before the page is left, unpublish asks, a new locale opens as a form that can fill in from
// another locale, and notices do not pile up or follow the user to other pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './support/seed-content.ts';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
const ARTICLES = '#/content/api%3A%3Aarticle.article';
const adminJson = async (path: string) => (await s.t.admin(path)).json();
const articleCount = async () =>
  (await adminJson('/entries/api::article.article?pageSize=100')).pagination.total as number;
const field = (id: string) => s.page.locator('.field', { has: s.page.locator(`#field-${id}`) });

beforeAll(async () => {
  s = await openStudio();
  await seedContent(s.t);
});
afterAll(async () => {
  await s?.close();
});

describe('required fields and publishing', () => {
  it('does not create a record from a blank new entry', async () => {
    const { page } = s;
    const before = await articleCount();
    await page.goto(`${s.t.url}/admin/${ARTICLES}/new?locale=en`);
    await page.getByRole('form', { name: 'Article form' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await articleCount()).toBe(before);
  });

  it('saves a draft without its required title but refuses to publish it, with the message on the field', async () => {
    const { page } = s;
    const before = await articleCount();
    await page.getByLabel('views').fill('5');
    await page.getByRole('button', { name: 'Publish' }).click();
    await field('title').getByRole('alert').waitFor();
    expect(await field('title').getByRole('alert').innerText()).toContain('This value is required.');
    expect(await articleCount()).toBe(before);
    await s.screenshot('entry-publish-required');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => /article\.article\/\d+/.test(location.hash));
    const id = Number(new URL(page.url()).hash.match(/\/(\d+)/)![1]);
    expect(await adminJson(`/entries/api::article.article/${id}`)).toMatchObject({ title: null, publishedAt: null });
    // The server holds the same rule: the studio's admin API refuses to publish it too.
    const refused = await s.t.admin(`/entries/api::article.article/${id}/publish`, { method: 'POST' });
    expect(refused.status).toBe(400);

    await page.getByLabel('title', { exact: true }).fill('Complete now');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    expect((await adminJson(`/entries/api::article.article/${id}`)).publishedAt).toEqual(expect.any(String));
  });

  it('asks before unpublishing', async () => {
    const { page } = s;
    const id = Number(new URL(page.url()).hash.match(/\/(\d+)/)![1]);
    await page.getByRole('button', { name: 'Unpublish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unpublish this entry?' });
    await dialog.waitFor();
    await s.screenshot('entry-unpublish-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await adminJson(`/entries/api::article.article/${id}`)).publishedAt).toEqual(expect.any(String));
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page
      .getByRole('dialog', { name: 'Unpublish this entry?' })
      .getByRole('button', { name: 'Unpublish' })
      .click();
    await page.getByRole('button', { name: 'Publish' }).waitFor();
    expect((await adminJson(`/entries/api::article.article/${id}`)).publishedAt).toBeNull();
  });
});

describe('unsaved edits', () => {
  it('asks before leaving an edit view with unsaved changes, and stays when told to', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/${ARTICLES}/1`);
    await page.getByLabel('title', { exact: true }).fill('Hello Tessera, edited');
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Media library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    expect(page.url()).toContain('article.article/1');
    await s.screenshot('entry-leave-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByLabel('title', { exact: true }).inputValue()).toBe('Hello Tessera, edited');

    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('table', { name: 'Article entries' }).waitFor();
    expect((await adminJson('/entries/api::article.article/1')).title).toBe('Hello Tessera');
  });

  it('leaves without asking once the edits are saved', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/${ARTICLES}/2`);
    await page.getByLabel('views').fill('46');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Media library' }).click();
    await page.getByRole('listbox', { name: 'Assets' }).waitFor();
  });
});

describe('locales', () => {
  it('opens a new locale as a form, fills it in from another locale, and shows which fields are localized', async () => {
    const { page } = s;
    await s.t.admin('/locales', { method: 'POST', json: { code: 'fr', name: 'French (fr)' } });
    await page.goto(`${s.t.url}/admin/`);
    await page.goto(`${s.t.url}/admin/${ARTICLES}/1`);
    const before = await articleCount();
    await page.getByRole('link', { name: 'Create the French (fr) version' }).click();
    await page.getByRole('form', { name: 'Article form' }).waitFor();
    // Nothing is stored until Save.
    expect(await articleCount()).toBe(before);
    expect(await page.getByLabel('title', { exact: true }).inputValue()).toBe('');
    expect(await field('title').locator('.badge', { hasText: 'localized' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Fill in' }).click();
    await page.waitForFunction(
      () => (document.querySelector('#field-title') as HTMLInputElement | null)?.value === 'Hello Tessera',
    );
    await page.getByLabel('title', { exact: true }).fill('Bonjour Tessera');
    await s.screenshot('entry-new-locale');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => /article\.article\/\d+/.test(location.hash));
    const id = Number(new URL(page.url()).hash.match(/\/(\d+)/)![1]);
    const fr = await adminJson(`/entries/api::article.article/${id}`);
    expect(fr).toMatchObject({ locale: 'fr', title: 'Bonjour Tessera', publishedAt: null });
    expect(fr.seo.metaTitle).toBe('Hello');
    expect(fr.seo.id).not.toBe((await adminJson('/entries/api::article.article/1')).seo.id);
    expect(fr.localizations.map((l: { id: number }) => l.id)).toContain(1);
  });
});

describe('toasts', () => {
  it('shows one notice at a time, drops a stale error after a success, and clears on another page', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/${ARTICLES}/2`);
    await page.getByLabel('metadata').fill('{ broken');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Fix the highlighted fields first' }).waitFor();
    await page.getByLabel('metadata').fill('{"ok": true}');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    expect(await page.locator('.toast').count()).toBe(1);
    expect(await page.getByText('Fix the highlighted fields first').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Media library' }).click();
    await page.getByRole('listbox', { name: 'Assets' }).waitFor();
    expect(await page.locator('.toast').count()).toBe(0);
    expect(s.pageErrors).toEqual([]);
  });
});

// Issue 19's "done when", walked in one go as a content modeller would: add a locale, build a
// localized type with draft & publish, fill an entry in two locales, publish both, allow Public to
// read them, and query each locale in the REST tester. Each step uses only what the studio shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
beforeAll(async () => {
  s = await openStudio();
});
afterAll(async () => {
  await s?.close();
});

const dialog = () => s.page.getByRole('dialog');
const saved = () => s.page.getByText('Unsaved changes').waitFor({ state: 'detached' });

describe('a modeller, from an empty type to a query in two locales', () => {
  it('adds the French locale', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/settings/locales`);
    await page.getByRole('button', { name: 'Add a locale' }).click();
    await page.getByLabel('Code').fill('fr');
    await page.getByLabel('Display name').fill('French (fr)');
    await page.getByRole('button', { name: 'Add locale' }).click();
    await page.getByRole('cell', { name: 'French (fr)', exact: true }).waitFor();
  });

  it('builds a localized Dish type with draft & publish', async () => {
    const { page } = s;
    await page.locator('.sidebar').getByRole('link', { name: 'Content-Type Builder' }).click();
    await page.getByRole('link', { name: 'Create a collection type' }).click();
    await dialog().getByLabel('Display name').fill('Dish');
    await dialog().getByText('Internationalization: entries exist once per locale').click();
    await dialog().getByRole('button', { name: 'Continue' }).click();
    for (const [kind, name] of [
      ['Text', 'name'],
      ['Number', 'servings'],
    ]) {
      await page.getByRole('button', { name: 'Add another field' }).click();
      await dialog()
        .getByRole('button', { name: new RegExp(`^${kind}`) })
        .first()
        .click();
      await dialog().getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      if (name === 'name') {
        await dialog().getByRole('tab', { name: 'Advanced settings' }).click();
        await dialog().getByText('Required field').click();
      }
      await dialog().getByRole('button', { name: 'Add field' }).click();
      await page.getByRole('cell', { name, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: the model files are written').waitFor();
    await page.locator('.sidebar').getByRole('link', { name: 'Dish' }).waitFor();
  });

  it('fills and publishes the English entry', async () => {
    const { page } = s;
    await page.locator('.sidebar').getByRole('link', { name: 'Dish' }).click();
    await page.getByRole('link', { name: 'Create new entry' }).click();
    const form = page.getByRole('form', { name: 'Dish form' });
    await form.getByLabel('name', { exact: true }).fill('Pancakes');
    await form.getByLabel('servings').fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => /dish\.dish\/\d+/.test(location.hash));
    await saved();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
  });

  it('fills the French version from the English one, and publishes it', async () => {
    const { page } = s;
    await page.getByRole('link', { name: 'Create the French (fr) version' }).click();
    const form = page.getByRole('form', { name: 'Dish form' });
    await form.waitFor();
    await page.getByRole('button', { name: 'Fill in' }).click();
    await page.waitForFunction(
      () => (document.querySelector('#field-name') as HTMLInputElement | null)?.value === 'Pancakes',
    );
    await form.getByLabel('name', { exact: true }).fill('Crêpes');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => /dish\.dish\/\d+/.test(location.hash));
    await saved();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await s.screenshot('walk-french-published');
  });

  it('allows Public to read dishes from the list, where the 403 is explained', async () => {
    const { page } = s;
    await page.locator('.sidebar').getByRole('link', { name: 'Dish' }).click();
    await page.getByRole('note').getByRole('link', { name: 'Allow it in Roles & permissions' }).click();
    await page.getByRole('checkbox', { name: 'Dish find', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Public permissions saved').waitFor();
  });

  it('queries each locale in the REST tester', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/rest?type=api%3A%3Adish.dish`);
    const send = async (locale: string, shows: string) => {
      await page.getByRole('combobox', { name: 'locale', exact: true }).selectOption(locale);
      expect(await page.getByTestId('request-url').innerText()).toContain(`locale=${locale}`);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(() => page.locator('.response-body').innerText(), { timeout: 15000 }).toContain(shows);
      expect(await page.getByTestId('response-status').innerText()).toMatch(/^200/);
      return page.locator('.response-body').innerText();
    };
    const fr = await send('fr', 'Crêpes');
    expect(fr).not.toContain('Pancakes');
    await s.screenshot('walk-rest-fr');
    const en = await send('en', 'Pancakes');
    expect(en).not.toContain('Crêpes');
    const api = await (await fetch(`${s.t.url}/api/dishes?locale=all&sort=id`)).json();
    expect(api.data.map((d: { attributes: { name: string; locale: string } }) => d.attributes)).toEqual([
      expect.objectContaining({ name: 'Pancakes', servings: 4, locale: 'en', publishedAt: expect.any(String) }),
      expect.objectContaining({ name: 'Crêpes', servings: 4, locale: 'fr', publishedAt: expect.any(String) }),
    ]);
    expect(s.pageErrors).toEqual([]);
  });
});

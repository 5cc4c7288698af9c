// The field dialog checks options while the modeller types, with the rules the server starts with
// (issue 19, items 2 and 10): an invalid regex and colliding or digit-first enumeration values are
// refused on the field, nothing reaches the model file; and the dialog's wording reads right.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
const dialog = () => s.page.getByRole('dialog');

beforeAll(async () => {
  s = await openStudio();
});
afterAll(async () => {
  await s?.close();
});

describe('field dialog', () => {
  it('refuses an invalid regex on the field, and accepts it once fixed', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/builder`);
    await page.getByRole('link', { name: 'Create a collection type' }).click();
    await dialog().getByLabel('Display name').fill('Lesson');
    await dialog().getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Add another field' }).click();
    await dialog().getByRole('button', { name: /^Text/ }).first().click();
    await dialog().getByRole('textbox', { name: 'Name', exact: true }).fill('code');
    await dialog().getByLabel('RegExp pattern').fill('[a-z(');
    const regexField = dialog().locator('.field', { has: page.locator('#opt-regex') });
    await regexField.getByRole('alert').waitFor();
    expect(await regexField.getByRole('alert').innerText()).toContain('is not a valid regular expression');
    expect(await dialog().getByRole('button', { name: 'Add field' }).isDisabled()).toBe(true);
    await s.screenshot('builder-invalid-regex');
    await dialog().getByLabel('RegExp pattern').fill('^[a-z()]+$');
    await regexField.getByRole('alert').waitFor({ state: 'detached' });
    await dialog().getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('cell', { name: 'code', exact: true }).waitFor();
  });

  it("refuses colliding and digit-first enumeration values typed one per line, with Strapi's start-up rule", async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Add another field' }).click();
    const enumTile = dialog().getByRole('button', { name: /^Enumeration/ });
    const richTile = dialog().getByRole('button', { name: /^Rich text Markdown/ });
    expect(await enumTile.locator('svg').innerHTML()).not.toBe(await richTile.locator('svg').innerHTML());
    await enumTile.click();
    await dialog().getByRole('heading', { name: 'Add an enumeration field' }).waitFor();
    await dialog().getByRole('textbox', { name: 'Name', exact: true }).fill('level');
    const values = dialog().getByRole('textbox', { name: 'Values (one per line)' });
    await values.click();
    await page.keyboard.type('easy\neasy\nhas space\n1st');
    expect(await values.inputValue()).toBe('easy\neasy\nhas space\n1st');
    const enumField = dialog().locator('.field', { has: page.locator('#opt-enum') });
    await enumField.getByRole('alert').waitFor();
    expect(await enumField.getByRole('alert').innerText()).toContain(
      'Some enumeration values collide when normalized: easy',
    );
    expect(await dialog().getByRole('button', { name: 'Add field' }).isDisabled()).toBe(true);
    await s.screenshot('builder-invalid-enumeration');

    await values.fill('easy\nhas space\n1st');
    await page.waitForFunction(() =>
      document.querySelector('.dialog .field-error')?.textContent?.includes('Invalid enumeration value "1st"'),
    );
    expect(await dialog().getByRole('button', { name: 'Add field' }).isDisabled()).toBe(true);
    await values.fill('easy\nhas space\nlevel1');
    await enumField.getByRole('alert').waitFor({ state: 'detached' });
    await dialog().getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('cell', { name: 'level', exact: true }).waitFor();
  });

  it('words relation kinds with the plural after "many"', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Add another field' }).click();
    await dialog()
      .getByRole('button', { name: /^Relation/ })
      .click();
    await dialog().getByRole('combobox', { name: 'Target' }).selectOption('api::event.event');
    expect(
      await dialog()
        .getByRole('radio', { name: /^manyToOne/ })
        .innerText(),
    ).toContain('Event has many Lessons');
    expect(
      await dialog()
        .getByRole('radio', { name: /^manyWay/ })
        .innerText(),
    ).toContain('Lesson has many Events');
    await dialog().getByRole('button', { name: 'Cancel' }).click();
  });

  it('writes only values the server starts with', async () => {
    const { page } = s;
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved: the model files are written').waitFor();
    const file = join(s.t.projectDir, 'src/api/lesson/content-types/lesson/schema.json');
    expect(existsSync(file)).toBe(true);
    const { attributes } = JSON.parse(readFileSync(file, 'utf8'));
    expect(attributes.code.regex).toBe('^[a-z()]+$');
    expect(attributes.level.enum).toEqual(['easy', 'has space', 'level1']);
    expect(s.pageErrors).toEqual([]);
  });
});

// The Content-Type Builder in Chromium: a new collection type with every kind of field, written
// as a Strapi model file and used at once by the Content Manager; a change that would stop serving
// stored values is explained and confirmed first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './support/seed-content.ts';
import { openStudio, type StudioSession } from './support/studio-session.ts';

let s: StudioSession;
beforeAll(async () => {
  s = await openStudio();
  await seedContent(s.t);
});
afterAll(async () => {
  await s?.close();
});

const dialog = () => s.page.getByRole('dialog');

async function addField(kind: string, name: string, configure?: () => Promise<void>, advanced?: () => Promise<void>) {
  const { page } = s;
  await page.getByRole('button', { name: 'Add another field' }).click();
  await dialog()
    .getByRole('button', { name: new RegExp(`^${kind}`) })
    .first()
    .click();
  await dialog().getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  if (configure) await configure();
  if (advanced) {
    await dialog().getByRole('tab', { name: 'Advanced settings' }).click();
    await advanced();
  }
  await dialog().getByRole('button', { name: 'Add field' }).click();
  await page.getByRole('cell', { name, exact: true }).waitFor();
}

describe('content-type builder', () => {
  it('creates a collection type with every kind of field', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/builder`);
    await page.getByRole('heading', { name: 'Model your content' }).waitFor();
    await page.getByRole('link', { name: 'Create a collection type' }).click();
    await dialog().getByLabel('Display name').fill('Recipe');
    expect(await dialog().getByLabel('API ID (plural)').inputValue()).toBe('recipes');
    await dialog().getByRole('button', { name: 'Continue' }).click();

    await addField('Text', 'title', undefined, async () => {
      await dialog().getByText('Required field').click();
      await dialog().getByText('Unique field').click();
    });
    await addField('Number', 'servings', async () => {
      await dialog().getByLabel('Minimum value').fill('1');
    });
    await addField('Enumeration', 'difficulty', async () => {
      await dialog().getByRole('textbox', { name: 'Values (one per line)' }).fill('easy\nhard');
    });
    await addField('Date', 'cookedOn', async () => {
      await dialog().getByLabel('Type').selectOption('datetime');
    });
    await addField('Boolean', 'vegan');
    await addField('Rich text', 'method');
    await addField('Media', 'photo', async () => {
      await dialog().getByLabel('allow videos').uncheck();
      await dialog().getByLabel('allow audios').uncheck();
      await dialog().getByLabel('allow files').uncheck();
    });
    await addField('Relation', 'chef', async () => {
      await dialog()
        .getByRole('radio', { name: /^manyToOne/ })
        .click();
      await dialog().getByRole('combobox', { name: 'Target' }).selectOption('api::author.author');
      await dialog()
        .getByLabel(/^Field on/)
        .fill('recipes');
    });
    await addField('Component', 'seo', async () => {
      await dialog().getByRole('combobox', { name: 'Component', exact: true }).selectOption('shared.seo');
    });
    await addField('Dynamic zone', 'sections', async () => {
      await dialog().getByLabel('zone component blocks.quote').check();
      await dialog().getByLabel('zone component blocks.rich-text').check();
    });
    await addField('JSON', 'nutrition');
    await s.screenshot('builder-new-type');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => location.hash === '#/builder/api%3A%3Arecipe.recipe');
    await page.getByText('Saved: the model files are written').waitFor();

    const file = JSON.parse(
      readFileSync(join(s.t.projectDir, 'src/api/recipe/content-types/recipe/schema.json'), 'utf8'),
    );
    expect(file).toMatchObject({
      kind: 'collectionType',
      collectionName: 'recipes',
      info: { singularName: 'recipe', pluralName: 'recipes', displayName: 'Recipe' },
      options: { draftAndPublish: true },
    });
    expect(file.attributes).toMatchObject({
      title: { type: 'string', required: true, unique: true },
      servings: { type: 'integer', min: 1 },
      difficulty: { type: 'enumeration', enum: ['easy', 'hard'] },
      cookedOn: { type: 'datetime' },
      photo: { type: 'media', multiple: false, allowedTypes: ['images'] },
      chef: { type: 'relation', relation: 'manyToOne', target: 'api::author.author', inversedBy: 'recipes' },
      seo: { type: 'component', component: 'shared.seo', repeatable: false },
      sections: { type: 'dynamiczone', components: ['blocks.quote', 'blocks.rich-text'] },
    });
    const author = JSON.parse(
      readFileSync(join(s.t.projectDir, 'src/api/author/content-types/author/schema.json'), 'utf8'),
    );
    expect(author.attributes.recipes).toEqual({
      type: 'relation',
      relation: 'oneToMany',
      target: 'api::recipe.recipe',
      mappedBy: 'chef',
    });
    await s.screenshot('builder-saved');
  });

  it('lets the Content Manager use the new type at once', async () => {
    const { page } = s;
    await page.locator('.sidebar').getByRole('link', { name: 'Recipe' }).click();
    await page.getByRole('link', { name: 'Create new entry' }).click();
    const form = page.getByRole('form', { name: 'Recipe form' });
    await form.getByLabel('title', { exact: true }).fill('Pancakes');
    await form.getByLabel('servings').fill('4');
    await page.getByRole('combobox', { name: 'Link chef' }).click();
    await page.getByRole('option', { name: /Ada Lovelace/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => /recipe\.recipe\/\d+$/.test(location.hash));
    const saved = await (await s.t.admin('/entries/api::recipe.recipe/1')).json();
    expect(saved).toMatchObject({ title: 'Pancakes', servings: 4, chef: { name: 'Ada Lovelace' } });
  });

  it('explains and confirms a change that stops serving stored values', async () => {
    const { page } = s;
    await page.goto(`${s.t.url}/admin/#/builder/api%3A%3Arecipe.recipe`);
    await page.getByRole('button', { name: 'Delete servings' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const impacts = page.getByRole('list', { name: 'Effects on stored data' });
    await impacts.waitFor();
    expect(await impacts.innerText()).toContain(
      'Recipe.servings: 1 stored value will no longer be served (kept in the database)',
    );
    await s.screenshot('builder-confirm');
    await page.getByRole('button', { name: 'Apply the change' }).click();
    await impacts.waitFor({ state: 'detached' });
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    const file = JSON.parse(
      readFileSync(join(s.t.projectDir, 'src/api/recipe/content-types/recipe/schema.json'), 'utf8'),
    );
    expect(file.attributes.servings).toBeUndefined();
    expect(s.t.app.project.db!.get('SELECT servings FROM recipes WHERE id = 1')?.servings).toBe(4);
  });

  it('creates a component', async () => {
    const { page } = s;
    await page.getByRole('link', { name: 'Create a component' }).click();
    await dialog().getByLabel('Display name').fill('Ingredient');
    await dialog().getByLabel('Category').fill('cooking');
    await dialog().getByRole('button', { name: 'Continue' }).click();
    await addField('Text', 'name');
    await addField('Number', 'grams', async () => {
      await dialog().getByLabel('Number format').selectOption('decimal');
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => location.hash === '#/builder/cooking.ingredient');
    const file = JSON.parse(readFileSync(join(s.t.projectDir, 'src/components/cooking/ingredient.json'), 'utf8'));
    expect(file).toMatchObject({
      collectionName: 'components_cooking_ingredients',
      attributes: { name: { type: 'string' }, grams: { type: 'decimal' } },
    });
    expect(s.pageErrors).toEqual([]);
  });
});

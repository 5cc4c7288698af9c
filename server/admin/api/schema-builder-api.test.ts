// The Content-Type Builder's API over real HTTP: model files written in Strapi's layout, the
// running server's schema reloaded, and changes that touch stored data shown and confirmed first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelDraft, SchemaChange } from '../studio-contract.ts';
import { startApp, STUDIO_FIXTURE, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const apply = (changes: SchemaChange[], confirm = false) =>
  t.admin('/schema/apply', { method: 'POST', json: { changes, confirm } }).then(json);
const plan = (changes: SchemaChange[]) => t.admin('/schema/plan', { method: 'POST', json: { changes } }).then(json);
const readModel = (file: string) => JSON.parse(readFileSync(join(t.projectDir, file), 'utf8'));
const draftOf = async (uid: string): Promise<ModelDraft> => {
  const schema = (await json(await t.admin('/schema'))).body;
  const m = [...schema.contentTypes, ...schema.components].find((x: { uid: string }) => x.uid === uid);
  return {
    kind: m.kind,
    displayName: m.displayName,
    singularName: m.singularName,
    pluralName: m.pluralName,
    category: m.category ?? undefined,
    description: m.description,
    draftAndPublish: m.draftAndPublish,
    localized: m.localized,
    attributes: { ...m.raw.attributes },
  };
};

beforeAll(async () => {
  t = await startApp({ fixture: STUDIO_FIXTURE });
});
afterAll(async () => {
  await t?.close();
});

const product: ModelDraft = {
  kind: 'collectionType',
  displayName: 'Product',
  singularName: 'product',
  pluralName: 'products',
  description: 'Things we sell',
  draftAndPublish: true,
  localized: false,
  attributes: {
    name: { type: 'string', required: true, maxLength: 80 },
    price: { type: 'decimal', min: 0 },
    size: { type: 'enumeration', enum: ['small', 'large'] },
    photo: { type: 'media', multiple: false, allowedTypes: ['images'] },
    tag: { type: 'relation', relation: 'manyToOne', target: 'api::tag.tag', inversedBy: 'products' },
    seo: { type: 'component', component: 'shared.seo', repeatable: false },
    sections: { type: 'dynamiczone', components: ['blocks.quote', 'blocks.rich-text'] },
  },
};

describe('creating models', () => {
  it('writes a collection type in Strapi layout, with the other side of its relation, and serves it at once', async () => {
    const { status, body } = await apply([{ action: 'save', draft: product }]);
    expect(status).toBe(200);
    expect(body.uids).toEqual(['api::product.product']);
    expect(body.plan.writes.sort()).toEqual([
      'src/api/product/content-types/product/schema.json',
      'src/api/tag/content-types/tag/schema.json',
    ]);
    const file = readModel('src/api/product/content-types/product/schema.json');
    expect(file).toMatchObject({
      kind: 'collectionType',
      collectionName: 'products',
      info: { singularName: 'product', pluralName: 'products', displayName: 'Product' },
      options: { draftAndPublish: true },
    });
    expect(Object.keys(file.attributes)).toEqual(Object.keys(product.attributes));
    expect(readModel('src/api/tag/content-types/tag/schema.json').attributes.products).toEqual({
      type: 'relation',
      relation: 'oneToMany',
      target: 'api::product.product',
      mappedBy: 'tag',
    });
    expect(body.schema.contentTypes.map((m: { uid: string }) => m.uid)).toContain('api::product.product');

    await t.admin('/entries/api::tag.tag', { method: 'POST', json: { data: { name: 'gear' } } });
    const created = await json(
      await t.admin('/entries/api::product.product', {
        method: 'POST',
        json: {
          data: { name: 'Lamp', price: 12.5, tag: 1, sections: [{ __component: 'blocks.quote', title: 'Bright' }] },
        },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Lamp',
      tag: { name: 'gear' },
      sections: [{ __component: 'blocks.quote', title: 'Bright' }],
    });
    const tag = await json(await t.admin('/entries/api::tag.tag/1'));
    expect(tag.body.products.map((p: { name: string }) => p.name)).toEqual(['Lamp']);
  });

  it('writes components and single types', async () => {
    const { status } = await apply([
      {
        action: 'save',
        draft: {
          kind: 'component',
          displayName: 'Address',
          singularName: 'address',
          pluralName: 'address',
          category: 'places',
          attributes: { street: { type: 'string' }, city: { type: 'string', required: true } },
        },
      },
      {
        action: 'save',
        draft: {
          kind: 'singleType',
          displayName: 'Contact page',
          singularName: 'contact-page',
          pluralName: 'contact-pages',
          draftAndPublish: false,
          attributes: {
            title: { type: 'string' },
            address: { type: 'component', component: 'places.address', repeatable: false },
          },
        },
      },
    ]);
    expect(status).toBe(200);
    expect(readModel('src/components/places/address.json')).toMatchObject({
      collectionName: 'components_places_addresses',
      info: { displayName: 'Address' },
    });
    expect(readModel('src/api/contact-page/content-types/contact-page/schema.json').kind).toBe('singleType');
    const saved = await json(
      await t.admin('/single/api::contact-page.contact-page', {
        method: 'PUT',
        json: { data: { title: 'Visit', address: { city: 'Lyon' } } },
      }),
    );
    expect(saved.body.entry.address.city).toBe('Lyon');
  });

  it('refuses bad names and duplicates with field errors', async () => {
    const bad = await apply([{ action: 'save', draft: { ...product, singularName: 'Bad Name', pluralName: 'bad' } }]);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors[0].path).toEqual(['singularName']);
    const dup = await apply([{ action: 'save', draft: product }]);
    expect(dup.status).toBe(400);
    expect(dup.body.error.message).toContain('already exists');
  });
});

describe('changes to stored data', () => {
  it('shows what removing a field with values does, and asks before applying', async () => {
    const draft = await draftOf('api::product.product');
    delete draft.attributes.price;
    const token = await t.token('full-access');
    // Served (and kept by the response cache) before the change, not after it.
    const cached = await t.call('GET', '/api/products/1', { token });
    expect(cached.body.data.attributes.price).toBe(12.5);
    const preview = await plan([{ action: 'save', uid: 'api::product.product', draft }]);
    expect(preview.body.needsConfirmation).toBe(true);
    expect(preview.body.impacts).toEqual([
      expect.objectContaining({ kind: 'drop-attribute', attribute: 'price', affected: 1 }),
    ]);
    const refused = await apply([{ action: 'save', uid: 'api::product.product', draft }]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.plan.impacts).toHaveLength(1);
    expect(readModel('src/api/product/content-types/product/schema.json').attributes.price).toBeDefined();
    const applied = await apply([{ action: 'save', uid: 'api::product.product', draft }], true);
    expect(applied.status).toBe(200);
    expect((await json(await t.admin('/entries/api::product.product/1'))).body.price).toBeUndefined();
    expect((await t.call('GET', '/api/products/1', { token })).body.data.attributes.price).toBeUndefined();
    expect(t.app.project.db!.get('SELECT price FROM products WHERE id = 1')?.price).toBe(12.5);
  });

  it('refuses a type change that would lose values, and converts one that would not', async () => {
    const draft = await draftOf('api::product.product');
    const lossy = await plan([
      {
        action: 'save',
        uid: 'api::product.product',
        draft: { ...draft, attributes: { ...draft.attributes, name: { type: 'integer' } } },
      },
    ]);
    expect(lossy.status).toBe(400);
    expect(lossy.body.error.message).toMatch(/would lose 1 stored value/);
    const safe = await plan([
      {
        action: 'save',
        uid: 'api::product.product',
        draft: { ...draft, attributes: { ...draft.attributes, name: { type: 'text' } } },
      },
    ]);
    expect(safe.status).toBe(200);
    expect(safe.body.impacts).toEqual([expect.objectContaining({ kind: 'convert-attribute', attribute: 'name' })]);
  });

  it('publishes existing entries when draft & publish is turned on', async () => {
    const draft = await draftOf('api::tag.tag');
    const preview = await plan([{ action: 'save', uid: 'api::tag.tag', draft: { ...draft, draftAndPublish: true } }]);
    expect(preview.body.impacts[0].message).toContain('will be published');
    expect(
      (await apply([{ action: 'save', uid: 'api::tag.tag', draft: { ...draft, draftAndPublish: true } }], true)).status,
    ).toBe(200);
    expect((await json(await t.admin('/entries/api::tag.tag?status=published'))).body.pagination.total).toBe(1);
  });

  it('refuses to delete a component still in use, and deletes a model after confirmation', async () => {
    const used = await apply([{ action: 'delete', uid: 'places.address' }]);
    expect(used.status).toBe(400);
    expect(used.body.error.message).toContain('still used by api::contact-page.contact-page.address');
    const refused = await apply([{ action: 'delete', uid: 'api::contact-page.contact-page' }]);
    expect(refused.status).toBe(409);
    const done = await apply(
      [
        { action: 'delete', uid: 'api::contact-page.contact-page' },
        { action: 'delete', uid: 'places.address' },
      ],
      true,
    );
    expect(done.status).toBe(200);
    expect(existsSync(join(t.projectDir, 'src/api/contact-page'))).toBe(false);
    expect(existsSync(join(t.projectDir, 'src/components/places'))).toBe(false);
    expect((await t.admin('/single/api::contact-page.contact-page')).status).toBe(404);
  });

  it('removes the other side of a two-way relation with it', async () => {
    const draft = await draftOf('api::product.product');
    delete draft.attributes.tag;
    expect((await apply([{ action: 'save', uid: 'api::product.product', draft }], true)).status).toBe(200);
    expect(readModel('src/api/tag/content-types/tag/schema.json').attributes.products).toBeUndefined();
  });
});

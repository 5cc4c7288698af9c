// Localizations over a real server, on test/fixtures/i18n-shop: every expected answer below is what
// Strapi 4.26.2 answered to the same requests on the same project (ORACLE_LOCALES=de,fr-FR).
// Strapi shares non-localized fields when a localization is created, never on a plain update.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { I18N_SHOP_FIXTURE, startApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
const PNG = readFileSync(join(I18N_SHOP_FIXTURE, 'public', 'pixel.png'));

beforeAll(async () => {
  t = await startApp({ fixture: I18N_SHOP_FIXTURE, listen: true });
  token = await t.token('full-access');
});

afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown) => t.call(method, path, { token, body });
const gql = (query: string, variables?: Record<string, unknown>) => t.gql(query, { token, variables });
const upload = async () => {
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), 'pixel.png');
  const res = await fetch(`${t.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return (await res.json())[0].id as number;
};
const ids = (list: Array<{ id: number | string }>) => list.map((e) => Number(e.id));

describe('REST localizations', () => {
  let en: number;
  let de: number;
  let fr: number;
  let pictures: number[];

  beforeAll(async () => {
    pictures = [await upload(), await upload()];
    const acme = (await call('POST', '/api/brands', { data: { title: 'Acme' } })).body.data.id;
    const globex = (await call('POST', '/api/brands', { data: { title: 'Globex' } })).body.data.id;
    const created = await call('POST', '/api/products', {
      data: {
        name: 'Widget',
        sku: 'W-1',
        price: 12.5,
        stock: 7,
        kind: 'toy',
        blurb: 'A widget',
        note: 'n1',
        code: 'w-1',
        picture: pictures[0],
        brand: acme,
        related: [globex],
        dimensions: { width: 3, height: 4 },
        details: [{ label: 'colour', value: 'red' }],
        blocks: [{ __component: 'shop.dimensions', width: 1, height: 2 }],
      },
    });
    en = created.body.data.id;
  });

  it("starts a localization from the source's non-localized scalars only, as a draft", async () => {
    const res = await call('POST', `/api/products/${en}/localizations`, { locale: 'de', name: 'Ding' });
    expect(res.status).toBe(200);
    de = res.body.id;
    // Unmarked fields (`note`) are shared; a uid is always localized, whatever its option says.
    expect(res.body).toMatchObject({
      locale: 'de',
      name: 'Ding',
      sku: 'W-1',
      price: 12.5,
      stock: 7,
      kind: 'toy',
      blurb: null,
      note: 'n1',
      code: null,
      publishedAt: null,
    });
    expect(ids(res.body.localizations)).toEqual([en]);
    const full = (await call('GET', `/api/products/${de}?populate=*`)).body.data.attributes;
    expect(full).toMatchObject({
      picture: { data: null },
      brand: { data: null },
      related: { data: [] },
      dimensions: null,
      details: [],
      blocks: [],
    });
  });

  it("shares the new localization's non-localized scalars with the others, which then list it first", async () => {
    const res = await call('POST', `/api/products/${en}/localizations`, {
      locale: 'fr-FR',
      name: 'Truc',
      sku: 'FR-SKU',
      note: 'n2',
      dimensions: { width: 9, height: 9 },
      picture: pictures[1],
    });
    fr = res.body.id;
    expect(res.body).toMatchObject({ sku: 'FR-SKU', price: 12.5, stock: 7, note: 'n2' });
    // The answer shows the others as they were before.
    expect(res.body.localizations.map((l: { id: number; sku: string }) => [l.id, l.sku])).toEqual([
      [en, 'W-1'],
      [de, 'W-1'],
    ]);

    const all = await call(
      'GET',
      '/api/products?locale=all&publicationState=preview&sort=id&fields[0]=sku&fields[1]=note&fields[2]=locale',
    );
    expect(all.body.data.map((e: { attributes: unknown }) => e.attributes)).toEqual([
      { sku: 'FR-SKU', note: 'n2', locale: 'en' },
      { sku: 'FR-SKU', note: 'n2', locale: 'de' },
      { sku: 'FR-SKU', note: 'n2', locale: 'fr-FR' },
    ]);
    // Components and media stay each localization's own.
    const source = (
      await call(
        'GET',
        `/api/products/${en}?populate[dimensions]=*&populate[picture][fields][0]=name&populate[localizations][fields][0]=locale`,
      )
    ).body.data;
    expect(source.attributes.dimensions).toMatchObject({ width: 3, height: 4 });
    expect(source.attributes.picture.data.id).toBe(pictures[0]);
    expect(ids(source.attributes.localizations.data)).toEqual([fr, de]);
    const localizationsOf = async (id: number) =>
      ids(
        (await call('GET', `/api/products/${id}?fields[0]=locale&populate[localizations][fields][0]=locale`)).body.data
          .attributes.localizations.data,
      );
    expect(await localizationsOf(de)).toEqual([fr, en]);
    expect(await localizationsOf(fr)).toEqual([en, de]);
  });

  it('changes only the entry a plain update names, non-localized fields included', async () => {
    await call('PUT', `/api/products/${en}`, { data: { sku: 'W-2', price: 13 } });
    await call('PUT', `/api/products/${de}`, { data: { stock: 1, kind: 'book' } });
    const all = await call(
      'GET',
      '/api/products?locale=all&publicationState=preview&sort=id&fields[0]=sku&fields[1]=price&fields[2]=stock&fields[3]=kind',
    );
    expect(all.body.data.map((e: { attributes: unknown }) => e.attributes)).toEqual([
      { sku: 'W-2', price: 13, stock: 7, kind: 'toy' },
      { sku: 'FR-SKU', price: 12.5, stock: 1, kind: 'book' },
      { sku: 'FR-SKU', price: 12.5, stock: 7, kind: 'toy' },
    ]);
  });

  it("answers Strapi's errors", async () => {
    expect((await call('POST', '/api/products/999/localizations', { locale: 'de' })).body.error).toEqual({
      status: 404,
      name: 'NotFoundError',
      message: 'Entity not found',
      details: {},
    });
    expect((await call('POST', `/api/products/${en}/localizations`, { locale: 'de' })).body.error.message).toBe(
      'locale is already used',
    );
    expect((await call('POST', `/api/products/${en}/localizations`, {})).body.error.message).toBe('locale is missing');
  });

  it('links an entry created with `localizations` to those, one way', async () => {
    const created = await call('POST', '/api/products', { data: { name: 'Q', locale: 'fr-FR', localizations: [en] } });
    expect(created.status).toBe(200);
    const q = created.body.data.id;
    const of = async (id: number) =>
      ids(
        (await call('GET', `/api/products/${id}?fields[0]=locale&populate[localizations][fields][0]=locale`)).body.data
          .attributes.localizations.data,
      );
    expect(await of(q)).toEqual([en]);
    expect(await of(en)).toEqual([fr, de]);
    // An update leaves an entry's localizations as they are.
    await call('PUT', `/api/products/${q}`, { data: { localizations: [] } });
    expect(await of(q)).toEqual([en]);
    await call('DELETE', `/api/products/${q}`);
  });
});

describe('GraphQL localizations', () => {
  const F = 'data { id attributes { name sku stock locale } }';

  it('creates a localization that shares its non-localized scalars, and answers update and delete with the entry', async () => {
    const en = (await gql(`mutation { createProduct(data: { name: "Lamp", sku: "L-1", stock: 3 }) { ${F} } }`)).body
      .data.createProduct.data.id;
    const de = await gql(
      `mutation { createProductLocalization(id: ${en}, locale: "de", data: { name: "Lampe" }) { ${F} } }`,
    );
    expect(de.body.data.createProductLocalization.data.attributes).toEqual({
      name: 'Lampe',
      sku: 'L-1',
      stock: 3,
      locale: 'de',
    });
    const deId = de.body.data.createProductLocalization.data.id;
    const fr = await gql(
      `mutation { createProductLocalization(id: ${en}, locale: "fr-FR", data: { name: "Lampe FR", sku: "L-FR" }) { ${F} } }`,
    );
    expect(fr.body.data.createProductLocalization.data.attributes).toEqual({
      name: 'Lampe FR',
      sku: 'L-FR',
      stock: 3,
      locale: 'fr-FR',
    });
    // `locale` on update and delete names nothing: the id does.
    const updated = await gql(`mutation { updateProduct(id: ${deId}, data: { stock: 5 }, locale: "fr-FR") { ${F} } }`);
    expect(updated.body.data.updateProduct.data).toEqual({
      id: String(deId),
      attributes: { name: 'Lampe', sku: 'L-FR', stock: 5, locale: 'de' },
    });
    const enNow = await gql(`query { product(id: ${en}) { ${F} } }`);
    expect(enNow.body.data.product.data.attributes).toEqual({ name: 'Lamp', sku: 'L-FR', stock: 3, locale: 'en' });
    const deleted = await gql(`mutation { deleteProduct(id: ${deId}, locale: "en") { ${F} } }`);
    expect(deleted.body.data.deleteProduct.data.id).toBe(String(deId));
  });

  it("answers Strapi's errors", async () => {
    const missing = await gql(
      `mutation { createProductLocalization(id: 999, locale: "de", data: { name: "x" }) { ${F} } }`,
    );
    expect(missing.body.errors[0]).toMatchObject({
      message: 'Entity not found',
      extensions: { code: 'STRAPI_NOT_FOUND_ERROR' },
    });
  });

  it("checks a `locale` literal against i18n's ISO codes, and passes a variable as it is", async () => {
    const unknown = await gql('query { products(locale: "xx") { data { id } } }');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({
      message: 'Expected value of type "I18NLocaleCode", found "xx"; Unknown locale supplied',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const number = await gql('query { products(locale: 5) { data { id } } }');
    expect(number.body.errors[0].message).toBe(
      'Expected value of type "I18NLocaleCode", found 5; Locale cannot represent non string type',
    );
    // A code Strapi knows but the project has no locale for finds nothing; so does any variable.
    expect((await gql('query { products(locale: "de-AT") { data { id } } }')).body).toEqual({
      data: { products: { data: [] } },
    });
    for (const l of ['xx', 5]) {
      expect((await gql('query($l: I18NLocaleCode) { products(locale: $l) { data { id } } }', { l })).body).toEqual({
        data: { products: { data: [] } },
      });
    }
  });
});

// A write drops, silently, the relations whose target the caller may not `find` (Strapi 4.26's input
// sanitizing, checked side by side on test/fixtures/shop with the public role): on create and update,
// whatever the value (an id, a list, connect/disconnect, null, an id that does not exist).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/test-app.ts';

const SHOP = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'shop');
const P = '?populate[vault]=true&populate[vaults]=true&populate[brand]=true&fields[0]=name';
let t: TestApp;
let full: string;

const links = async (id: number) => {
  const a = (await t.call('GET', `/api/products/${id}${P}`, { token: full })).body.data.attributes;
  return {
    vault: a.vault.data?.id ?? null,
    vaults: a.vaults.data.map((v: { id: number }) => v.id),
    brand: a.brand.data?.id ?? null,
  };
};

beforeAll(async () => {
  t = await startApp({ fixture: SHOP });
  const actions = ['find', 'findOne', 'create', 'update'];
  t.grant(
    'public',
    ['product', 'brand'].flatMap((ct) => actions.map((a) => `api::${ct}.${ct}.${a}`)),
  );
  full = await t.token('full-access');
  for (const name of ['v1', 'v2']) await t.call('POST', '/api/vaults', { token: full, body: { data: { name } } });
  await t.call('POST', '/api/brands', { token: full, body: { data: { name: 'Acme' } } });
});

afterAll(() => t.close());

describe('relations the caller may not read', () => {
  it('are dropped on create, readable ones kept', async () => {
    const r = await t.call('POST', `/api/products${P}`, {
      body: { data: { name: 'p', vault: 1, vaults: [1, 2], brand: 1 } },
    });
    expect(r.status).toBe(200);
    expect(await links(r.body.data.id)).toEqual({ vault: null, vaults: [], brand: 1 });
    const connect = await t.call('POST', `/api/products${P}`, {
      body: { data: { name: 'q', vault: { connect: [1] }, vaults: { connect: [{ id: 2, position: { end: true } }] } } },
    });
    expect(await links(connect.body.data.id)).toEqual({ vault: null, vaults: [], brand: null });
  });

  it('do not make a missing id an error', async () => {
    const r = await t.call('POST', `/api/products${P}`, { body: { data: { name: 'r', vault: 99 } } });
    expect(r.status).toBe(200);
  });

  it('are left as they were on update, whatever is sent', async () => {
    const id = (
      await t.call('POST', '/api/products', { token: full, body: { data: { name: 's', vault: 1, vaults: [1, 2] } } })
    ).body.data.id;
    for (const data of [
      { vault: 2 },
      { vaults: { connect: [2] } },
      { vaults: { disconnect: [1] } },
      { vaults: [2] },
      { vault: null },
      { vaults: [] },
    ]) {
      expect((await t.call('PUT', `/api/products/${id}`, { body: { data } })).status).toBe(200);
      expect(await links(id)).toEqual({ vault: 1, vaults: [1, 2], brand: null });
    }
  });

  it('are written by a caller who may read them', async () => {
    const r = await t.call('POST', `/api/products${P}`, {
      token: full,
      body: { data: { name: 't', vault: 2, vaults: [2] } },
    });
    expect(await links(r.body.data.id)).toEqual({ vault: 2, vaults: [2], brand: null });
  });
});

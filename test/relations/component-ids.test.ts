// The ids component rows get, as Strapi 4.26 gives them (recorded on test/fixtures/shop): items of a
// repeatable component or zone are created concurrently, each after its nested components, so the
// item with the least nested work is numbered first; an update deletes the items not kept first.
import { beforeAll, describe, expect, it } from 'vitest';
import { component, contentType, inMemoryProject, type InMemoryProject } from '../helpers/in-memory-project.ts';

let p: InMemoryProject;
const product = () => p.registry.get('api::product.product');
const populate = {
  variants: { populate: { size: { populate: { tolerance: {} } }, extras: {} } },
  spec: { populate: { dims: { populate: { tolerance: {} } }, parts: { populate: { tolerance: {} } } } },
  body: { on: { 'shop.promo': {}, 'shop.spec': { populate: { dims: {}, parts: {} } } } },
};
const read = (id: number) => p.entries.findOne(product(), id, { populate }) as any;
const ids = (list: Array<{ id: number }>) => list.map((x) => x.id);

beforeAll(async () => {
  p = await inMemoryProject([
    contentType('product', {
      name: { type: 'string' },
      variants: { type: 'component', repeatable: true, component: 'shop.variant' },
      spec: { type: 'component', component: 'shop.spec' },
      body: { type: 'dynamiczone', components: ['shop.promo', 'shop.spec'] },
    }),
    contentType('brand', { name: { type: 'string' } }),
    component('shop.tolerance', { plus: { type: 'decimal' }, minus: { type: 'decimal' } }),
    component('shop.dimension', { width: { type: 'decimal' }, height: { type: 'integer' }, tolerance: { type: 'component', component: 'shop.tolerance' } }),
    component('shop.variant', { label: { type: 'string' }, size: { type: 'component', component: 'shop.dimension' }, extras: { type: 'component', repeatable: true, component: 'shop.tolerance' } }),
    component('shop.promo', { title: { type: 'string' }, brand: { type: 'relation', relation: 'oneToOne', target: 'api::brand.brand' } }),
    component('shop.spec', { key: { type: 'string' }, dims: { type: 'component', component: 'shop.dimension' }, parts: { type: 'component', repeatable: true, component: 'shop.dimension' } }),
  ]);
  p.entries.create(p.registry.get('api::brand.brand'), { name: 'Acme' });
});

describe('component ids', () => {
  let id: number;

  it('on create: less nested work first, attribute after attribute', () => {
    id = p.entries.create(product(), {
      name: 'Widget',
      variants: [
        { label: 'a', size: { width: 1.5, height: 2, tolerance: { plus: 0.1, minus: 0.2 } }, extras: [{ plus: 1 }, { plus: 2 }] },
        { label: 'b', size: { width: 3, height: 4 } },
        { label: 'c' },
      ],
      spec: { key: 'k', dims: { width: 9, tolerance: { plus: 5 } }, parts: [{ width: 1 }, { width: 2, tolerance: { minus: 3 } }] },
      body: [
        { __component: 'shop.spec', key: 'z1', dims: { width: 7 }, parts: [{ height: 1 }] },
        { __component: 'shop.promo', title: 'p', brand: 1 },
        { __component: 'shop.spec', key: 'z2' },
      ],
    }).id;
    const e = read(id);
    expect(ids(e.variants)).toEqual([3, 2, 1]);
    expect([e.variants[0].size.id, e.variants[1].size.id]).toEqual([2, 1]);
    expect([e.variants[0].size.tolerance.id, ...ids(e.variants[0].extras)]).toEqual([1, 2, 3]);
    expect(ids(e.body)).toEqual([3, 1, 2]);
  });

  it('on update: kept items by id, removed ones deleted first, new ones numbered by their work', () => {
    p.entries.update(product(), id, { variants: [
      { id: 2, label: 'B', size: { width: 30 } },
      { label: 'new', size: { height: 8, tolerance: { plus: 9 } } },
      { id: 3, size: { id: 2, width: 100, tolerance: { id: 1, minus: 7 } }, extras: [{ id: 3, plus: 22 }, { plus: 3 }] },
    ] });
    const v = read(id).variants;
    expect(v).toEqual([
      { id: 2, label: 'B', size: { id: 9, width: 30, height: null, tolerance: null }, extras: [] },
      { id: 4, label: 'new', size: { id: 8, width: null, height: 8, tolerance: { id: 6, plus: 9, minus: null } }, extras: [] },
      { id: 3, label: 'a', size: { id: 2, width: 100, height: 2, tolerance: { id: 1, plus: 0.1, minus: 7 } }, extras: [{ id: 3, plus: 22, minus: null }, { id: 7, plus: 3, minus: null }] },
    ]);
    expect(p.db.get('SELECT COUNT(*) AS n FROM components_shop_variants WHERE id = 1')!.n).toBe(0);
  });
});

// Filter values and keys Strapi 4.26 accepts with a 200, and the answers it gives (checked side by
// side on test/fixtures/shop): bigintegers are compared as SQLite compares text with an integer
// column, an empty number is 0, JSON values are compared as JSON text, an operator at the level of
// a relation or component compares the related id. A value Strapi only fails on when it runs the
// query (a 500 there) is a 400 naming the parameter; a findOne never runs its filters or sort.
import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { component, contentType, inMemoryProject, type InMemoryProject } from '../helpers/in-memory-project.ts';
import { parseReadParams } from '../../server/rest/read-params.ts';
import { findWithParams } from './find-with-params.ts';

let p: InMemoryProject;
const ids = async (q: string) => (await findWithParams(p, 'api::item.item', `${q}&sort=id`)).ids;
const single = (q: string) =>
  parseReadParams(p.registry, p.registry.get('api::item.item'), qs.parse(q) as Record<string, unknown>, {
    canRead: () => true,
    valuesUnused: true,
  });

beforeAll(async () => {
  p = await inMemoryProject([
    contentType('item', {
      name: { type: 'string' },
      sku: { type: 'biginteger' },
      stock: { type: 'integer' },
      price: { type: 'decimal' },
      meta: { type: 'json' },
      brand: { type: 'relation', relation: 'manyToOne', target: 'api::brand.brand' },
      parts: { type: 'component', component: 'parts.part', repeatable: true },
    }),
    contentType('brand', { name: { type: 'string' } }),
    component('parts.part', { label: { type: 'string' } }),
  ]);
  const brand = p.registry.get('api::brand.brand');
  const item = p.registry.get('api::item.item');
  const acme = (await p.entries.create(brand, { name: 'Acme' })).id;
  await p.entries.create(item, {
    name: 'a',
    sku: '1234567890123',
    stock: 10,
    price: 12.5,
    meta: { a: 1 },
    brand: acme,
    parts: [{ label: 'x' }],
  });
  await p.entries.create(item, { name: 'b', sku: '9007199254740993', stock: 0, price: 20, meta: [1, 2], brand: acme });
  await p.entries.create(item, { name: 'c', sku: '-5', stock: 100, price: 1.25, meta: 'str' });
  await p.entries.create(item, { name: 'd' });
});

describe('lenient values', () => {
  it.each([
    ['filters[sku][$eq]=abc', []],
    ['filters[sku][$eq]=1.5', []],
    ['filters[sku][$gt]=1.5', [1, 2]],
    ['filters[sku][$lt]=abc', [1, 2, 3]],
    ['filters[sku][$gt]=abc', []],
    ['filters[sku][$ne]=', [1, 2, 3]],
    ['filters[sku][$eq]=9007199254740993', [2]],
    ['filters[stock][$eq]=', [2]],
    ['filters[price][$gt]=', [1, 2, 3]],
    ['filters[meta][$eq]=str', [3]],
    ['filters[meta][$eq]="str"', []],
    ['filters[meta][$in][0]=str', [3]],
    ['filters[meta][$lt]=abc', []],
    ['filters[meta][$gt]=true', [1, 2]],
    ['filters[meta][$contains]=str', [3]],
  ])('%s → %j', async (q, expected) => {
    expect(await ids(q)).toEqual(expected);
  });

  it('an operator at the level of a relation or component compares the related id', async () => {
    expect(await ids('filters[brand][$eq]=1')).toEqual([1, 2]);
    expect(await ids('filters[brand][$ne]=1')).toEqual([]);
    expect(await ids('filters[brand][$null]=true')).toEqual([3, 4]);
    expect(await ids('filters[brand][$in][0]=1')).toEqual([1, 2]);
    expect(await ids('filters[brand][$eq]=abc')).toEqual([]);
    expect(await ids('filters[parts][$eq]=1')).toEqual([1]);
    expect(await ids('filters[brand][$and][0][name]=Acme')).toEqual([1, 2]);
  });
});

describe('refusals, word for word', () => {
  it.each([
    // Strapi's own 400s
    ['filters[$foo]=1', 'Invalid parameter $foo'],
    ['filters[brand][$foo]=1', 'Invalid parameter $foo'],
    ['filters[brand][id][$foo]=1', 'Invalid parameter $foo'],
    ['filters[brand][$eq][$foo]=1', 'Invalid parameter $foo'],
    ['filters[brand][nope]=1', 'Invalid parameter nope'],
    ['fields[0]=', 'Invalid parameter '],
    // Strapi's 500s, named here
    ['filters[stock][$eq]=abc', 'Invalid parameter stock'],
    ['filters[$eq]=1', 'Invalid parameter $eq'],
    ['filters[$and]=x', 'Invalid parameter $and'],
    ['filters[brand][$not][id]=1', 'Invalid parameter $not'],
    ['filters[name][$between]=a', 'Invalid parameter name'],
    ['filters=abc', 'Invalid parameter filters'],
    ['fields[name]=1', 'Invalid parameter fields'],
    ['publicationState=foo', 'Invalid parameter publicationState'],
  ])('%s → %s', async (q, message) => {
    await expect(ids(q)).rejects.toThrow(new RegExp(`^${message.replace(/[$[\]]/g, '\\$&')}$`));
  });

  it('an unknown operator on an attribute is ignored', async () => {
    expect(await ids('filters[name][$foo]=1')).toEqual([1, 2, 3, 4]);
    expect(await ids('filters[brand][name][$foo]=1')).toEqual([1, 2, 3, 4]);
  });

  it('pagination that is not an object is ignored', async () => {
    expect(await ids('pagination=abc')).toEqual([1, 2, 3, 4]);
  });
});

describe('one entry (findOne, update, delete)', () => {
  it('checks filter and sort keys but not what only running them would check', async () => {
    for (const q of [
      'filters[stock][$eq]=abc',
      'filters[$and]=x',
      'filters=abc',
      'filters[0]=abc',
      'filters[brand][$not][id]=1',
      'sort=name:up',
      'publicationState=foo',
    ]) {
      expect(() => single(q), q).not.toThrow();
    }
    expect(() => single('filters[brand][$foo]=1')).toThrow('Invalid parameter $foo');
    expect(() => single('sort=nope')).toThrow('Invalid parameter nope');
    expect(() => single('populate[brand][filters]=abc')).toThrow('Invalid parameter filters');
  });
});

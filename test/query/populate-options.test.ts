// Options inside one populate, as Strapi 4.26 answers them (checked side by side on the shop project
// of test/fixtures/shop): `start`/`limit` take one window over the related rows of all parents
// together (Strapi populates a level with one query), `limit` 0 or -1 means none, dynamic-zone
// components take filters and windows per component type, `publicationState` chooses per relation.
import { beforeAll, describe, expect, it } from 'vitest';
import type { InMemoryProject } from '../helpers/in-memory-project.ts';
import { findWithParams } from './find-with-params.ts';
import { library } from './library.ts';

let p: InMemoryProject;
/** Book id → the ids of what the populate attached. */
const shelvesOf = async (q: string) =>
  Object.fromEntries(
    (await findWithParams(p, 'api::book.book', `publicationState=preview&fields[0]=title&${q}`)).data.map((b) => [
      b.id,
      (b.attributes as any).shelves.data.map((s: { id: number }) => s.id),
    ]),
  );
const extrasOf = async (q: string) =>
  Object.fromEntries(
    (await findWithParams(p, 'api::book.book', `publicationState=preview&fields[0]=title&${q}`)).data.map((b) => [
      b.id,
      (b.attributes as any).extras.map((x: any) => `${x.__component}#${x.id}`),
    ]),
  );

beforeAll(async () => {
  p = await library();
});

describe('populate start and limit', () => {
  it('take one window across the parents of a list, in link order', async () => {
    expect(await shelvesOf('populate[shelves]=true')).toEqual({ 1: [1, 2], 2: [2], 3: [1, 3], 4: [], 5: [3] });
    // Each book's first link comes before any second link: (1,1) (2,2) (3,1) (5,3) (1,2) (3,3).
    expect(await shelvesOf('populate[shelves][limit]=1')).toEqual({ 1: [1], 2: [], 3: [], 4: [], 5: [] });
    expect(await shelvesOf('populate[shelves][start]=1')).toEqual({ 1: [2], 2: [2], 3: [1, 3], 4: [], 5: [3] });
    expect(await shelvesOf('populate[shelves][start]=1&populate[shelves][limit]=2')).toEqual({
      1: [],
      2: [2],
      3: [1],
      4: [],
      5: [],
    });
  });

  it('follow the populate sort across parents', async () => {
    expect(await shelvesOf('populate[shelves][sort]=label:desc&populate[shelves][limit]=2')).toEqual({
      1: [],
      2: [],
      3: [3],
      4: [],
      5: [3],
    });
  });

  it('treat limit 0 and -1 as no limit, and refuse other values with the parameter named', async () => {
    expect(await shelvesOf('populate[shelves][limit]=0')).toEqual(await shelvesOf('populate[shelves]=true'));
    expect(await shelvesOf('populate[shelves][limit]=-1')).toEqual(await shelvesOf('populate[shelves]=true'));
    await expect(shelvesOf('populate[shelves][limit]=abc')).rejects.toThrow(/^Invalid parameter limit$/);
    await expect(shelvesOf('populate[shelves][start]=-1')).rejects.toThrow(/^Invalid parameter start$/);
  });
});

describe('dynamic zone options', () => {
  it('`on` components take filters and a window per component type', async () => {
    expect(await extrasOf('populate[extras][on][parts.quote][limit]=1')).toEqual({
      1: ['parts.quote#1'],
      2: [],
      3: [],
      4: [],
      5: [],
    });
    expect(
      (
        await extrasOf(
          'populate[extras][on][parts.quote][filters][line][$contains]=Six&populate[extras][on][parts.blurb]=true',
        )
      )[4],
    ).toEqual(['parts.quote#4', 'parts.blurb#7']);
  });

  it('the shared strategy applies filters to every component type', async () => {
    // Book 1's quote is quote #1; its blurb item is blurb #2 (blurb #1 is its `blurb` field).
    expect((await extrasOf('populate[extras][filters][id][$gt]=1'))[1]).toEqual(['parts.blurb#2']);
  });
});

describe('populate publicationState', () => {
  it('chooses drafts or not for that relation', async () => {
    const books = async (q: string) =>
      ((await findWithParams(p, 'api::writer.writer', `filters[id]=2&${q}`)).data[0].attributes as any).books.data.map(
        (b: { id: number }) => b.id,
      );
    expect(await books('populate[books]=true')).toEqual([2, 4]);
    expect(await books('populate[books][publicationState]=live')).toEqual([2]);
    expect(await books('populate[books][publicationState]=preview')).toEqual([2, 4]);
    await expect(books('populate[books][publicationState]=foo')).rejects.toThrow(
      /^Invalid parameter publicationState$/,
    );
  });
});

// `populate[x][count]=true`, as Strapi 4.26 answers it (checked side by side on the shop project of
// test/fixtures/shop): a relation becomes `{ data: { attributes: { count } } }`, a component `{ count }`,
// media and dynamic zones ignore it; filters inside the populate apply, nested populate does not.
import { beforeAll, describe, expect, it } from 'vitest';
import type { InMemoryProject } from '../helpers/in-memory-project.ts';
import { findWithParams } from './find-with-params.ts';
import { library } from './library.ts';

let p: InMemoryProject;
const book = async (id: number, q: string) =>
  (await findWithParams(p, 'api::book.book', `filters[id]=${id}&publicationState=preview&fields[0]=title&${q}`)).data[0]
    .attributes as Record<string, any>;
const writers = async (q: string) =>
  (await findWithParams(p, 'api::writer.writer', `fields[0]=name&${q}`)).data.map(
    (w) => w.attributes as Record<string, any>,
  );

beforeAll(async () => {
  p = await library();
});

describe('populate count', () => {
  it('counts to-many and to-one relations, with 0 for none', async () => {
    expect((await book(1, 'populate[shelves][count]=true')).shelves).toEqual({ data: { attributes: { count: 2 } } });
    expect((await book(1, 'populate[writer][count]=true')).writer).toEqual({ data: { attributes: { count: 1 } } });
    expect((await book(5, 'populate[writer][count]=true')).writer).toEqual({ data: { attributes: { count: 0 } } });
    expect((await book(4, 'populate[shelves][count]=t')).shelves).toEqual({ data: { attributes: { count: 0 } } });
  });

  it('counts components flat, and ignores count on media and dynamic zones', async () => {
    expect((await book(1, 'populate[blurb][count]=1')).blurb).toEqual({ count: 1 });
    expect((await book(4, 'populate[blurb][count]=1')).blurb).toEqual({ count: 0 });
    expect((await book(1, 'populate[blurb][populate][image][count]=true')).blurb.image).toEqual({ data: null });
    expect((await book(1, 'populate[extras][count]=true')).extras.map((x: any) => x.__component)).toEqual([
      'parts.quote',
      'parts.blurb',
    ]);
  });

  it('applies filters inside the populate and skips nested populate, fields, sort and limit', async () => {
    expect(
      (await book(1, 'populate[shelves][count]=true&populate[shelves][filters][label][$eq]=classics')).shelves,
    ).toEqual({
      data: { attributes: { count: 1 } },
    });
    expect(
      (
        await book(
          1,
          'populate[shelves][count]=true&populate[shelves][limit]=1&populate[shelves][fields][0]=label&populate[shelves][populate]=books',
        )
      ).shelves,
    ).toEqual({ data: { attributes: { count: 2 } } });
  });

  it('false, f, 0 and empty populate as usual; other values are refused', async () => {
    expect((await book(1, 'populate[writer][count]=false')).writer.data.attributes.name).toBe('Ursula');
    expect((await book(1, 'populate[writer][count]=')).writer.data.attributes.name).toBe('Ursula');
    await expect(book(1, 'populate[writer][count]=TRUE')).rejects.toThrow('Invalid parameter count');
  });

  it('counts per parent in a list, and leaves drafts out where a list in the live state hides them', async () => {
    expect((await writers('populate[books][count]=true')).map((w) => w.books.data.attributes.count)).toEqual([
      1, 2, 1, 0,
    ]);
    const writer = p.registry.get('api::writer.writer');
    const live = await p.entries.findMany(writer, {
      fields: ['name'],
      populate: { books: { count: true, publishedOnly: true } },
    });
    expect(live.map((w) => (w.books as { count: number }).count)).toEqual([1, 1, 1, 0]);
  });
});

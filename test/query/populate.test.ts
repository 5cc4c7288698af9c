// Each populate form of spec §4.4, and that each relation level is one batched query.
import { beforeAll, describe, expect, it } from 'vitest';
import type { InMemoryProject } from '../helpers/in-memory-project.ts';
import { findWithParams } from './find-with-params.ts';
import { library } from './library.ts';

let p: InMemoryProject;
const book = async (id: number, q: string) =>
  (await findWithParams(p, 'api::book.book', `filters[id]=${id}&publicationState=preview&fields[0]=title&${q}`)).data[0]
    .attributes as Record<string, any>;

beforeAll(async () => {
  p = await library();
});

describe('populate forms', () => {
  it('populates nothing by default: relations, media, components and zones are absent', async () => {
    expect(Object.keys(await book(1, ''))).toEqual(['title']);
  });

  it('* populates every relation, media, component and zone one level deep', async () => {
    const a = await book(1, 'populate=*');
    expect(Object.keys(a).sort()).toEqual(['blurb', 'extras', 'shelves', 'title', 'writer']);
    expect(a.writer.data.attributes.name).toBe('Ursula');
    expect(a.writer.data.attributes.books).toBeUndefined();
    expect(a.blurb).toMatchObject({ text: 'About The Dispossessed' });
    expect(a.blurb.image).toBeUndefined();
  });

  it('names, comma lists, arrays and dot paths', async () => {
    expect(Object.keys(await book(1, 'populate=writer'))).toEqual(['title', 'writer']);
    expect(Object.keys(await book(1, 'populate=writer,shelves')).sort()).toEqual(['shelves', 'title', 'writer']);
    expect(Object.keys(await book(1, 'populate[0]=writer&populate[1]=shelves')).sort()).toEqual([
      'shelves',
      'title',
      'writer',
    ]);
    const deep = await book(1, 'populate=writer.books');
    expect(deep.writer.data.attributes.books.data.map((b: { id: number }) => b.id)).toEqual([1]);
  });

  it('object flags: true/false/t/f/1/0', async () => {
    for (const on of ['true', 't', '1']) expect((await book(1, `populate[writer]=${on}`)).writer).toBeDefined();
    for (const off of ['false', 'f', '0']) expect((await book(1, `populate[writer]=${off}`)).writer).toBeUndefined();
  });

  it('nests to any depth', async () => {
    const a = await book(1, 'populate[shelves][populate][books][populate][writer][fields][0]=name');
    const shelves = a.shelves.data;
    expect(shelves.map((s: { id: number }) => s.id)).toEqual([1, 2]);
    const writers = shelves[1].attributes.books.data.map((b: any) => b.attributes.writer.data.attributes.name);
    expect(writers).toEqual(['Ursula', 'Italo']);
  });

  it('fields, filters, sort, start and limit inside a populate', async () => {
    const w = (
      await findWithParams(
        p,
        'api::writer.writer',
        'filters[id]=2&populate[books][fields][0]=title&populate[books][sort]=title:desc&populate[books][filters][pages][$gt]=100',
      )
    ).data[0].attributes as any;
    expect(w.books.data.map((b: any) => b.attributes)).toEqual([{ title: 'Six Memos' }, { title: 'Invisible Cities' }]);
    const limited = (
      await findWithParams(
        p,
        'api::writer.writer',
        'filters[id]=2&populate[books][sort]=title&populate[books][start]=1&populate[books][limit]=1',
      )
    ).data[0].attributes as any;
    expect(limited.books.data.map((b: any) => b.attributes.title)).toEqual(['Six Memos']);
  });

  it('lists related rows in link order, a link without a position where SQLite sorts NULL: first', async () => {
    const own = await library();
    own.db.run('UPDATE books_shelves_links SET shelf_order = NULL WHERE id = 2');
    own.db.run('UPDATE books_shelves_links SET shelf_order = 2.5 WHERE id = 4');
    own.db.run('UPDATE books_shelves_links SET shelf_order = 0.5 WHERE id = 5');
    const shelves = async () =>
      Object.fromEntries(
        (
          await findWithParams(own, 'api::book.book', 'publicationState=preview&fields[0]=title&populate=shelves')
        ).data.map((b) => [b.id, (b.attributes as any).shelves.data.map((s: { id: number }) => s.id)]),
      );
    const linked = own.db.all('SELECT book_id, shelf_id FROM books_shelves_links ORDER BY book_id, shelf_order, id');
    const expected: Record<number, number[]> = {};
    for (const l of linked) (expected[Number(l.book_id)] ??= []).push(Number(l.shelf_id));
    expect(await shelves()).toMatchObject(expected);
    expect(expected).toMatchObject({ 1: [2, 1], 3: [3, 1] });
  });

  it('components and their media must be listed explicitly', async () => {
    const a = await book(2, 'populate[blurb][populate]=image');
    expect(a.blurb.image).toEqual({ data: null });
  });

  it('dynamic zones: shared strategy and the `on` strategy', async () => {
    const shared = await book(1, 'populate[extras][populate]=*');
    expect(shared.extras.map((x: any) => x.__component)).toEqual(['parts.quote', 'parts.blurb']);
    expect(shared.extras[1].image).toEqual({ data: null });
    const on = await book(1, 'populate[extras][on][parts.quote]=true');
    expect(on.extras).toEqual([{ id: 1, __component: 'parts.quote', line: 'From The Dispossessed' }]);
    const onFields = await book(1, 'populate[extras][on][parts.blurb][fields][0]=text');
    expect(onFields.extras).toEqual([{ id: 2, __component: 'parts.blurb', text: 'extra' }]);
  });

  it('ignores unknown keys and scalars', async () => {
    expect(Object.keys(await book(1, 'populate=nope'))).toEqual(['title']);
    expect(Object.keys(await book(1, 'populate=title'))).toEqual(['title']);
    expect(Object.keys(await book(1, 'populate[nope]=true'))).toEqual(['title']);
  });

  it('leaves a relation unpopulated when the caller cannot read its target', async () => {
    const r = await findWithParams(
      p,
      'api::book.book',
      'filters[id]=1&fields[0]=title&populate=*',
      (uid) => uid !== 'api::writer.writer',
    );
    expect(r.data[0].attributes.writer).toBeUndefined();
    expect(r.data[0].attributes.shelves).toBeDefined();
  });

  it('empty relations: to-one {data:null}, to-many {data:[]}; a null component is null', async () => {
    const a = await book(5, 'populate=*');
    expect(a.writer).toEqual({ data: null });
    expect((await book(4, 'populate=shelves')).shelves).toEqual({ data: [] });
    expect(a.blurb).toBeNull();
  });
});

describe('batched loading', () => {
  it('runs one query per populated attribute per level, whatever the number of rows', async () => {
    const count = async (q: string) => {
      const all = p.db.all.bind(p.db);
      let n = 0;
      p.db.all = ((sql: string, params?: unknown[]) => {
        if (!sql.startsWith('SELECT COUNT')) n++;
        return all(sql, params as never);
      }) as typeof p.db.all;
      try {
        await findWithParams(p, 'api::book.book', `publicationState=preview&${q}`);
      } finally {
        p.db.all = all;
      }
      return n;
    };
    const small = await count('pagination[pageSize]=1&populate[shelves][populate]=books&populate[writer]=true');
    const large = await count('pagination[pageSize]=5&populate[shelves][populate]=books&populate[writer]=true');
    expect(large).toBe(small);
  });
});

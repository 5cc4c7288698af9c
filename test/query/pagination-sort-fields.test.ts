// Pagination rules, sort forms and field selection as Strapi v4 applies them.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InMemoryProject } from '../helpers/in-memory-project.ts';
import { findWithParams } from './find-with-params.ts';
import { library } from './library.ts';

let p: InMemoryProject;
const find = async (q: string) => await findWithParams(p, 'api::book.book', `publicationState=preview&sort=id&${q}`);

beforeAll(async () => {
  p = await library();
});

describe('pagination', () => {
  it.each([
    ['', [1, 2, 3, 4, 5], { page: 1, pageSize: 25, pageCount: 1, total: 5 }],
    ['pagination[page]=2&pagination[pageSize]=2', [3, 4], { page: 2, pageSize: 2, pageCount: 3, total: 5 }],
    ['pagination[page]=9&pagination[pageSize]=2', [], { page: 9, pageSize: 2, pageCount: 3, total: 5 }],
    ['pagination[pageSize]=0', [1], { page: 1, pageSize: 1, pageCount: 5, total: 5 }],
    ['pagination[pageSize]=-5', [1], { page: 1, pageSize: 1, pageCount: 5, total: 5 }],
    ['pagination[page]=0&pagination[pageSize]=2', [1, 2], { page: 1, pageSize: 2, pageCount: 3, total: 5 }],
    ['pagination[pageSize]=500', [1, 2, 3, 4, 5], { page: 1, pageSize: 100, pageCount: 1, total: 5 }],
    ['pagination[start]=1&pagination[limit]=2', [2, 3], { start: 1, limit: 2, total: 5 }],
    ['pagination[start]=-3&pagination[limit]=1', [1], { start: 0, limit: 1, total: 5 }],
    ['pagination[limit]=0', [1], { start: 0, limit: 1, total: 5 }],
    ['pagination[limit]=-1', [1, 2, 3, 4, 5], { start: 0, limit: 100, total: 5 }],
    ['pagination[start]=3', [4, 5], { start: 3, limit: 25, total: 5 }],
    ['pagination[pageSize]=2&pagination[withCount]=false', [1, 2], { page: 1, pageSize: 2 }],
    ['pagination[limit]=2&pagination[withCount]=0', [1, 2], { start: 0, limit: 2 }],
  ])('%s', async (q, ids, meta) => {
    const r = await find(q);
    expect(r.ids).toEqual(ids);
    expect(r.meta).toEqual(meta);
  });

  it.each([
    [
      'pagination[page]=1&pagination[limit]=2',
      'Invalid pagination parameters. Expected either start/limit or page/pageSize',
    ],
    ['pagination[withCount]=maybe', 'Invalid withCount parameter. Expected "t","1","true","false","0","f"'],
    ['pagination[page]=abc', /pagination\[page\]/],
    ['pagination[page]=1.5', /pagination\[page\]/],
    ['pagination[start]=x', /pagination\[start\]/],
  ])('%s is refused', async (q, message) => {
    await expect(find(q)).rejects.toThrow(message);
  });
});

describe('the total', () => {
  // Each case filters anew (a count is kept until the next write): the counts seen are its own.
  let filterSeq = 0;
  it.each([
    ['pagination[pageSize]=10', 5, false],
    ['pagination[page]=2&pagination[pageSize]=3', 5, false],
    ['pagination[start]=4&pagination[limit]=-1', 5, false],
    ['pagination[pageSize]=5', 5, true],
    ['pagination[page]=2&pagination[pageSize]=5', 5, true],
    ['pagination[page]=9&pagination[pageSize]=2', 5, true],
    ['filters[pages][$gt]=100000&pagination[pageSize]=2', 0, false],
  ])('%s: total %d, counted: %s', async (q, total, counted) => {
    const get = vi.spyOn(p.engine, 'get');
    try {
      const r = await find(`${q}&filters[id][$lt]=${1000 + filterSeq++}`);
      expect(r.meta.total).toBe(total);
      const counts = get.mock.calls.filter(([sql]) => /^SELECT COUNT\(\*\) AS n FROM "books" t /.test(sql));
      // A page that is not full shows the total; a full one, or an empty one past the start, is counted.
      expect(counts.map(([sql]) => sql)).toHaveLength(counted ? 1 : 0);
    } finally {
      get.mockRestore();
    }
  });
});

describe('sort', () => {
  const order = async (q: string) => (await findWithParams(p, 'api::book.book', `publicationState=preview&${q}`)).ids;
  it.each([
    ['sort=pages', [4, 2, 3, 5, 1]],
    ['sort=pages:desc', [1, 5, 3, 2, 4]],
    ['sort=pages:DESC', [1, 5, 3, 2, 4]],
    ['sort[0]=genre:asc&sort[1]=pages:desc', [5, 4, 1, 3, 2]],
    ['sort=genre,pages:desc', [5, 4, 1, 3, 2]],
    ['sort[pages]=desc', [1, 5, 3, 2, 4]],
    ['sort=writer.name:asc', [5, 2, 4, 3, 1]],
    ['sort[writer][name]=desc', [1, 3, 2, 4, 5]],
    ['sort=id:desc', [5, 4, 3, 2, 1]],
  ])('%s', async (q, ids) => {
    expect(await order(q)).toEqual(ids);
  });

  it.each([
    ['sort=nope', 'Invalid parameter nope'],
    ['sort=writer:asc', 'Invalid parameter asc'],
    ['sort=secret', 'Invalid parameter secret'],
    ['sort=writer', 'Invalid parameter writer'],
    // Strapi answers another order with a 500; the parameter is named instead.
    ['sort=title:sideways', /^Invalid parameter sort$/],
  ])('%s is refused', async (q, message) => {
    await expect(order(q)).rejects.toThrow(message);
  });
});

describe('fields', () => {
  it('selects scalars, always with the id', async () => {
    expect((await find('fields[0]=title&fields[1]=pages')).data[0]).toEqual({
      id: 1,
      attributes: { title: 'The Dispossessed', pages: 387 },
    });
    expect((await find('fields=title')).data[0]).toEqual({ id: 1, attributes: { title: 'The Dispossessed' } });
  });

  it('* and no fields return every non-private field', async () => {
    const all = Object.keys((await find('fields=*')).data[0].attributes);
    expect(all).toEqual(Object.keys((await find('')).data[0].attributes));
    expect(all).not.toContain('secret');
    expect(all).toContain('publishedAt');
  });

  it.each(['fields=title,pages', 'fields[0]=writer', 'fields[0]=blurb', 'fields[0]=secret', 'fields[0]=nope'])(
    '%s is refused',
    async (q) => {
      await expect(find(q)).rejects.toThrow(/Invalid parameter/);
    },
  );
});

describe('publicationState', () => {
  it('live (the default) hides drafts; preview shows them', async () => {
    expect((await findWithParams(p, 'api::book.book', 'sort=id')).ids).toEqual([1, 2, 3, 5]);
    expect((await findWithParams(p, 'api::book.book', 'publicationState=live&sort=id')).ids).toEqual([1, 2, 3, 5]);
    expect(
      (await findWithParams(p, 'api::book.book', 'publicationState=preview&filters[publishedAt][$null]=true')).ids,
    ).toEqual([4]);
    await expect(findWithParams(p, 'api::book.book', 'publicationState=draft')).rejects.toThrow(/publicationState/);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { seedContent } from '../../graphql/test-seed.ts';
import { startApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { inList, statementText } from './fragment.ts';

describe('inList', () => {
  const placeholders = (sql: string) => sql.match(/\?/g)?.length ?? 0;

  it('lists a power of two of placeholders up to 1024, the last value repeated, and longer lists as they are', () => {
    const sizes = [0, 1, 2, 3, 4, 5, 17, 256, 257, 1000, 1024, 1025, 5000].map((n) => placeholders(inList(ids(n)).sql));
    expect(sizes).toEqual([0, 1, 2, 4, 4, 8, 32, 256, 512, 1024, 1024, 1025, 5000]);
    expect(inList([7, 'a', null])).toEqual({ sql: 'IN (?, ?, ?, ?)', params: [7, 'a', null, null] });
    expect(inList([]).sql).toBe('IN ()');
  });

  let server: TestApp | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('gives pages of 5 to 8 entries one populate statement, with the same answers as their own lists', async () => {
    server = await startApp();
    const { articleIds } = await seedContent(server.app.project, { articles: 12, authors: 3, tags: 2 });
    const token = await server.token('full-access');
    const db = server.app.project.db!;
    const all = db.all.bind(db);
    const authorReads = new Set<string>();
    db.all = ((sql: string, params?: unknown[]) => {
      if (/JOIN "authors"/.test(sql)) authorReads.add(sql);
      return all(sql, params as never);
    }) as typeof db.all;
    for (const size of [5, 6, 7, 8]) {
      const page = await server.call(
        'GET',
        `/api/articles?populate=author&publicationState=preview&pagination[pageSize]=${size}`,
        {
          token,
        },
      );
      expect(page.status).toBe(200);
      expect(page.body.data).toHaveLength(size);
      for (const entry of page.body.data) {
        const one = await server.call('GET', `/api/articles/${entry.id}?populate=author&publicationState=preview`, {
          token,
        });
        expect(entry.attributes.author).toEqual(one.body.data.attributes.author);
      }
    }
    db.all = all;
    // One for the pages, one for each entry read alone.
    expect(authorReads.size).toBe(2);
    expect(articleIds.length).toBe(12);
  });
});

describe('statementText', () => {
  it('joins a head and a tail into a statement, a long tail (a list written out) as a short one', () => {
    const head = 'SELECT t."id" AS "id" FROM "articles" t WHERE ';
    const short = 't."id" IN (?, ?)';
    const long = inList(ids(1025)).sql;
    expect(long.length).toBeGreaterThan(2048);
    for (let i = 0; i < 2; i++) {
      expect(statementText(head, short)).toBe(head + short);
      expect(statementText(head, `t."id" ${long}`)).toBe(`${head}t."id" ${long}`);
    }
  });
});

function ids(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

// The order of rows no sort decides, on each engine as Strapi 4.26 answers there: on SQLite in id
// order; on PostgreSQL as its plan reads them, which for a small table is as stored (an updated row
// after the others), and in id order where Strapi's filter joins a relation (it reads DISTINCT rows).
// Related rows follow their link order, NULL positions where each engine sorts NULLs.
import { afterEach, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../test/helpers/postgres.ts';
import { startApp, type TestApp } from '../../test/helpers/test-app.ts';

const engines = [
  { name: 'sql.js', database: async () => null, stored: false },
  ...(postgresUrl ? [{ name: 'PostgreSQL', database: () => scratchDatabase('row_order'), stored: true }] : []),
];

describe.each(engines)('rows no sort decides on $name', ({ database, stored }) => {
  let t: TestApp | undefined;
  let scratch: ScratchDatabase | null = null;
  afterEach(async () => {
    await t?.close();
    await scratch?.drop();
  });

  it('come in id order, or as stored on PostgreSQL', async () => {
    scratch = await database();
    t = await startApp({ database: scratch?.url });
    const token = await t.token('full-access');
    const ids = async (query: string) =>
      (
        (await t!.call('GET', `/api/articles?fields[0]=title&${query}`, { token })).body.data as Array<{ id: number }>
      ).map((e) => e.id);
    const tag = (await t.call('POST', '/api/tags', { token, body: { data: { name: 't' } } })).body.data.id;
    for (const title of ['a', 'b', 'c'])
      await t.call('POST', '/api/articles', { token, body: { data: { title, category: 'news', tags: [tag] } } });
    await t.call('POST', '/api/articles', { token, body: { data: { title: 'draft', publishedAt: null } } });
    await t.call('PUT', '/api/articles/1', { token, body: { data: { title: 'a2' } } });

    expect(await ids('')).toEqual(stored ? [2, 3, 1] : [1, 2, 3]);
    expect(await ids('sort=category')).toEqual(stored ? [2, 3, 1] : [1, 2, 3]);
    expect(await ids(`filters[tags][id]=${tag}`)).toEqual([1, 2, 3]);
    // Drafts too: read through Tessera's index on (locale, published_at) were its table planned blind.
    expect(await ids('publicationState=preview')).toEqual(stored ? [2, 3, 4, 1] : [1, 2, 3, 4]);
  });

  it('related rows come in link order, a link without a position first on SQLite and last on PostgreSQL', async () => {
    scratch = await database();
    t = await startApp({ database: scratch?.url });
    const token = await t.token('full-access');
    const tags: number[] = [];
    for (const name of ['x', 'y', 'z'])
      tags.push((await t.call('POST', '/api/tags', { token, body: { data: { name } } })).body.data.id);
    const article = (await t.call('POST', '/api/articles', { token, body: { data: { title: 'a', tags } } })).body.data
      .id;
    await t.project.engine.run('UPDATE articles_tags_links SET tag_order = NULL WHERE tag_id = ?', [tags[1]]);
    const names = (
      await t.call('GET', `/api/articles/${article}?populate[tags][fields][0]=name`, { token })
    ).body.data.attributes.tags.data.map((tag: { attributes: { name: string } }) => tag.attributes.name);
    expect(names).toEqual(stored ? ['x', 'z', 'y'] : ['y', 'x', 'z']);
    // A page per parent (GraphQL's) is cut in the same order, here from all the rows read, and out
    // of id order once a link's position puts it after the others.
    const page = async () =>
      (
        await t!.gql(
          `{ article(id: ${article}) { data { attributes { tags(pagination: { start: 1, limit: 2 }) { data { attributes { name } } } } } } }`,
          { token },
        )
      ).body.data.article.data.attributes.tags.data.map((tag: { attributes: { name: string } }) => tag.attributes.name);
    expect(await page()).toEqual(stored ? ['z', 'y'] : ['x', 'z']);
    await t.project.engine.run('UPDATE articles_tags_links SET tag_order = 5 WHERE tag_id = ?', [tags[0]]);
    expect(await page()).toEqual(stored ? ['x', 'y'] : ['z', 'x']);
  });
});

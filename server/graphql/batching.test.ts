// The look-ahead turns a selection into one populate tree: the number of SQL queries a request runs
// is set by the shape of the query and never grows with the number of rows (no N+1); a relation
// paged per parent takes one more query once its rows are too many to cut in JavaScript.
import { afterEach, describe, expect, it } from 'vitest';
import { countQueries, seedContent, type Seeded } from './test-seed.ts';
import { startApp, type TestApp } from '../../test/helpers/test-app.ts';

const DEEP = `{ articles(publicationState: PREVIEW, pagination: { limit: 100 }) { data { id attributes {
  title
  author { data { attributes { name articles(publicationState: PREVIEW) { data { id attributes { tags { data { id } } } } } } } }
  tags { data { attributes { name } } }
  cover { data { attributes { url } } }
  seo { metaTitle shareImage { data { id } } }
  blocks { __typename ... on ComponentBlocksQuote { title } }
} } meta { pagination { total } } } }`;

let servers: TestApp[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

const DEEP_ENOUGH = `module.exports = { graphql: { config: { depthLimit: 12 } } };`;

async function measure(
  articles: number,
  query = DEEP,
  seed?: (server: TestApp, seeded: Seeded) => Promise<void>,
): Promise<{ count: number; body: any }> {
  const server = await startApp({ pluginsConfig: DEEP_ENOUGH });
  servers.push(server);
  const seeded = await seedContent(server.app.project, { articles, authors: 4, tags: 5 });
  await seed?.(server, seeded);
  const token = await server.token('full-access');
  await server.gql('{ __typename }', { token }); // builds the schema and warms caches outside the count
  return countQueries(server, query, token);
}

const RELATED = `{ uploadFiles(pagination: { limit: 100 }) { data { id attributes { name related {
  __typename
  ... on Article { title author { data { attributes { name } } } gallery { data { id } } }
  ... on ComponentSharedSeo { metaTitle shareImage { data { id } } }
} } } } }`;

/** One more file per article, in its gallery: files and links grow with the articles. */
async function galleries(server: TestApp, seeded: Seeded): Promise<void> {
  const { entries, registry } = server.app.project;
  const file = registry.get('plugin::upload.file');
  for (const id of seeded.articleIds) {
    const fileId = (
      await entries.create(file, {
        name: `g${id}.png`,
        hash: `g${id}_0123456789`,
        ext: '.png',
        mime: 'image/png',
        size: 0.1,
        url: `/uploads/g${id}.png`,
        provider: 'local',
        folderPath: '/',
      })
    ).id;
    await entries.update(registry.get('api::article.article'), id, { gallery: [fileId] });
  }
}

describe('batched loading', () => {
  it('runs the same number of queries for 60 rows as for 90, and one more than for 6', async () => {
    const small = await measure(6);
    const large = await measure(60);
    const larger = await measure(90);
    expect(small.body.errors).toBeUndefined();
    expect(large.body.errors).toBeUndefined();
    expect(small.body.data.articles.data).toHaveLength(6);
    expect(large.body.data.articles.data).toHaveLength(60);
    expect(large.body.data.articles.data[59].attributes.blocks).toEqual([
      { __typename: 'ComponentBlocksQuote', title: 'Quote 60' },
      { __typename: 'ComponentBlocksRichText' },
    ]);
    expect(larger.count).toBe(large.count);
    // A page of each author's articles (10) is cut from all their rows while they are few (6 articles
    // among 4 authors); past that (60), SQLite is asked for the pages: one more query, whatever the rows.
    expect(large.count).toBe(small.count + 1);
    // articles, author, author.articles, their tags, tags, cover, seo, seo.shareImage, 2 DZ components,
    // the count; plus the token and default-locale lookups of the request.
    expect(small.count).toBeLessThanOrEqual(18);
  });

  it('loads an alias with other arguments in one batch too', async () => {
    const query = async (
      n: number,
    ) => `{ articles(pagination: { limit: ${n} }, publicationState: PREVIEW) { data { attributes {
      a: tags(sort: "name:asc") { data { id } } b: tags(sort: "name:desc") { data { id } } } } } }`;
    const server = await startApp();
    servers.push(server);
    await seedContent(server.app.project, { articles: 30 });
    const token = await server.token('full-access');
    // The first run reads what is then kept (plan measurements, memos); the count compares steady runs.
    await server.gql(await query(2), { token });
    const small = await countQueries(server, await query(3), token);
    const large = await countQueries(server, await query(30), token);
    expect(large.body.errors).toBeUndefined();
    const first = large.body.data.articles.data[0].attributes;
    expect(first.a.data.map((t: { id: string }) => t.id)).toEqual(
      [...first.b.data.map((t: { id: string }) => t.id)].reverse(),
    );
    expect(large.count).toBe(small.count);
  });

  it('loads UploadFile.related in the same number of queries for 6 files and links as for 60', async () => {
    const small = await measure(6, RELATED, galleries);
    const large = await measure(60, RELATED, galleries);
    expect(large.body.errors).toBeUndefined();
    const files = large.body.data.uploadFiles.data;
    expect(files).toHaveLength(61);
    // The seeded image: the cover of every other article, and every article's seo.
    expect(files[0].attributes.related).toHaveLength(90);
    // An entry's components (their media links with them) are written before its own media links.
    expect(files[0].attributes.related[0]).toMatchObject({ __typename: 'ComponentSharedSeo' });
    expect(files[0].attributes.related[1]).toMatchObject({
      __typename: 'Article',
      author: { data: { attributes: { name: expect.any(String) } } },
    });
    expect(files[1].attributes.related).toEqual([
      {
        __typename: 'Article',
        title: 'Article 1',
        author: { data: { attributes: { name: 'Author 1' } } },
        gallery: { data: [{ id: files[1].id }] },
      },
    ]);
    expect(large.count).toBe(small.count);
    // files, the link table, articles, their authors and galleries, seo components, their images;
    // plus the token and default-locale lookups of the request.
    expect(small.count).toBeLessThanOrEqual(10);
  });
});

// Test content for the GraphQL tests, written through the document service: authors, tags, one
// image, articles (every third a draft) with a component, a dynamic zone and relations; and the
// count of SQL reads a query causes.
import type { Project } from '../project.ts';
import type { TestApp } from '../../test/helpers/test-app.ts';

export interface SeedCounts {
  authors?: number;
  tags?: number;
  articles?: number;
}

export interface Seeded {
  authorIds: number[];
  tagIds: number[];
  articleIds: number[];
  fileId: number;
}

export async function seedContent(project: Project, counts: SeedCounts = {}): Promise<Seeded> {
  const { entries, registry } = project;
  const author = registry.get('api::author.author');
  const tag = registry.get('api::tag.tag');
  const article = registry.get('api::article.article');
  const file = registry.get('plugin::upload.file');
  const fileId = (
    await entries.create(file, {
      name: 'red.png',
      hash: 'red_0123456789',
      ext: '.png',
      mime: 'image/png',
      size: 0.11,
      url: '/uploads/red_0123456789.png',
      provider: 'local',
      width: 8,
      height: 8,
      folderPath: '/',
    })
  ).id;
  const authorIds: number[] = [];
  for (let i = 0; i < (counts.authors ?? 3); i++)
    authorIds.push((await entries.create(author, { name: `Author ${i + 1}`, email: `a${i + 1}@example.com` })).id);
  const tagIds: number[] = [];
  for (let i = 0; i < (counts.tags ?? 4); i++) tagIds.push((await entries.create(tag, { name: `tag-${i + 1}` })).id);
  const articleIds: number[] = [];
  for (let i = 0; i < (counts.articles ?? 6); i++)
    articleIds.push(
      (
        await entries.create(
          article,
          {
            title: `Article ${i + 1}`,
            views: (i + 1) * 10,
            category: ['news', 'tutorial', 'review'][i % 3],
            publishedAt: i % 3 === 2 ? null : new Date().toISOString(),
            author: authorIds[i % authorIds.length],
            tags: [tagIds[i % tagIds.length], tagIds[(i + 1) % tagIds.length]],
            cover: i % 2 === 0 ? fileId : null,
            seo: { metaTitle: `SEO ${i + 1}`, shareImage: fileId },
            blocks: [
              { __component: 'blocks.quote', title: `Quote ${i + 1}`, text: 'q' },
              { __component: 'blocks.rich-text', body: `Body ${i + 1}` },
            ],
          },
          { publishByDefault: false },
        )
      ).id,
    );
  return { authorIds, tagIds, articleIds, fileId };
}

/** Runs `query` and counts the SQL reads it causes. */
export async function countQueries(
  server: TestApp,
  query: string,
  token: string,
): Promise<{ count: number; body: any }> {
  const db = server.app.project.db!;
  const all = db.all.bind(db); // db.get reads through db.all
  let count = 0;
  // Settings and credential lookups (default locale, the token and its permissions) are kept until
  // the next write, so whether one is read depends on what ran before; they are not reads of
  // content and are left out of the count.
  db.all = ((...args: Parameters<typeof all>) => {
    if (!/strapi_core_store_settings|strapi_api_token|up_roles|up_permissions/.test(String(args[0]))) count += 1;
    return all(...args);
  }) as typeof db.all;
  try {
    const r = await server.gql(query, { token });
    return { count, body: r.body };
  } finally {
    db.all = all;
  }
}

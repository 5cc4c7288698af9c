// Fills the fixture project's database with 100k articles (with authors and tags) for the
// large-data benchmark, in one bulk load.
import { embeddedDatabase, openProject } from '../server/project.ts';

const WORDS = [
  'strapi',
  'node',
  'rest',
  'graphql',
  'sqlite',
  'cache',
  'query',
  'filter',
  'sort',
  'page',
  'media',
  'locale',
  'draft',
  'token',
  'schema',
  'index',
];

export async function generateLarge(projectDir: string, dbFile: string, articles = 100_000): Promise<void> {
  const project = await openProject({ projectDir, dbFile });
  const db = embeddedDatabase(project, 'The large-project generator writes the embedded database file');
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  db.bulkLoad(() => {
    const now = Date.now();
    const authors: number[] = [];
    for (let i = 0; i < 500; i++) {
      authors.push(
        db.run('INSERT INTO authors (name, email, created_at, updated_at) VALUES (?, ?, ?, ?)', [
          `Author ${i}`,
          `a${i}@example.com`,
          now,
          now,
        ]).lastId,
      );
    }
    const tags: number[] = [];
    for (let i = 0; i < 50; i++)
      tags.push(
        db.run('INSERT INTO tags (name, created_at, updated_at) VALUES (?, ?, ?)', [`tag-${i}`, now, now]).lastId,
      );
    const authorOrder = new Map<number, number>();
    const tagOrder = new Map<number, number>();
    for (let i = 0; i < articles; i++) {
      const title = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${i}`;
      const id = db.run(
        `INSERT INTO articles (title, slug, body, views, rating, price, is_featured, publish_date, category, created_at, updated_at, published_at, locale)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          title,
          `article-${i}`,
          `Body of ${title}`,
          Math.floor(rand() * 1000),
          Math.round(rand() * 50) / 10,
          Math.round(rand() * 10000) / 100,
          rand() < 0.3 ? 1 : 0,
          `2024-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
          pick(['news', 'tutorial', 'review']),
          now,
          now,
          rand() < 0.8 ? now : null,
          'en',
        ],
      ).lastId;
      const author = pick(authors);
      const ao = (authorOrder.get(author) ?? 0) + 1;
      authorOrder.set(author, ao);
      db.run('INSERT INTO articles_author_links (article_id, author_id, article_order) VALUES (?, ?, ?)', [
        id,
        author,
        ao,
      ]);
      const t1 = pick(tags);
      const t2 = pick(tags);
      for (const [k, t] of [...new Set([t1, t2])].entries()) {
        const to = (tagOrder.get(t) ?? 0) + 1;
        tagOrder.set(t, to);
        db.run('INSERT INTO articles_tags_links (article_id, tag_id, tag_order, article_order) VALUES (?, ?, ?, ?)', [
          id,
          t,
          k + 1,
          to,
        ]);
      }
    }
  });
  project.close();
}

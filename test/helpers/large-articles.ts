// A table past LARGE_TABLE_ROWS, where the plan decides the time: articles whose views, category and
// title spread evenly, each linked to one of 100 authors, analyzed as start-up analyzes a database
// that is already this large (unless it grew this large while served).
import type { Database } from '../../server/db/database.ts';

export function seedLargeArticles(db: Database, articles: number, { analyze = true } = {}): void {
  db.bulkLoad(() => {
    const now = Date.now();
    for (let i = 0; i < 100; i++)
      db.run('INSERT INTO authors (name, created_at, updated_at) VALUES (?, ?, ?)', [`Author ${i}`, now, now]);
    for (let i = 1; i <= articles; i++) {
      db.run(
        `INSERT INTO articles (title, slug, views, category, created_at, updated_at, published_at, locale)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          `title ${(i * 7919) % articles}`,
          `a-${i}`,
          i % 1000,
          ['news', 'tutorial', 'review'][i % 3],
          now + i,
          now,
          now,
          'en',
        ],
      );
      db.run('INSERT INTO articles_author_links (article_id, author_id, article_order) VALUES (?, ?, 1)', [
        i,
        1 + (i % 100),
      ]);
    }
  });
  if (analyze) db.ddl('ANALYZE');
}

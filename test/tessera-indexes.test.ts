// Tessera's own indexes follow its current rule on an existing database: one an earlier rule made
// is dropped at the next start (it would only cost every write), its replacement is made, and a
// large table is analyzed again so the planner has statistics for the new index.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openProject } from '../server/project.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tessera-indexes-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

it('replaces an index of an earlier rule and analyzes the large table it is on', async () => {
  const project = join(work, 'project');
  cpSync(join(root, 'test', 'conformance', 'fixture'), project, { recursive: true });
  const dbFile = join(work, 'data.db');
  const first = await openProject({ projectDir: project, dbFile });
  const db = first.db!;
  db.bulkLoad(() => {
    for (let i = 0; i < 6000; i++)
      db.run('INSERT INTO articles (title, views, published_at, locale) VALUES (?, ?, ?, ?)', [`t${i}`, i, 1, 'en']);
    // What the earlier rule made: the column alone, with statistics.
    db.run('DROP INDEX articles_views_locale_published_tessera_index');
    db.run('CREATE INDEX `articles_views_tessera_index` ON `articles` (`views`)');
    db.run('ANALYZE');
  });
  first.close();

  const reopened = await openProject({ projectDir: project, dbFile });
  try {
    const indexes = reopened
      .db!.all("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'articles'")
      .map((r) => [String(r.name), String(r.sql)] as const);
    const names = indexes.map(([name]) => name);
    expect(names).not.toContain('articles_views_tessera_index');
    expect(new Map(indexes).get('articles_views_locale_published_tessera_index')).toContain(
      '(`views`, `id`, `locale`, `published_at`)',
    );
    // Strapi's own index on the table is not Tessera's to drop.
    expect(names).toContain('articles_slug_unique');
    const stat = reopened.db!.get(
      "SELECT stat FROM sqlite_stat1 WHERE idx = 'articles_views_locale_published_tessera_index'",
    );
    expect(String(stat?.stat)).toMatch(/^6\d{3} /);
  } finally {
    reopened.close();
  }
});

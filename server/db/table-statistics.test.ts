// A table that grew since the database was analyzed is analyzed again at the next start: statistics
// of its small self made SQLite plan pages of its large self badly. One of a size still near its
// statistics is left as it is (counting every table is cheap at a start, analyzing each is not).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { CONFORMANCE_FIXTURE } from '../../test/helpers/test-app.ts';
import { openProject } from '../project.ts';
import type { Database } from './database.ts';

const work = mkdtempSync(join(tmpdir(), 'tessera-statistics-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const project = join(work, 'project');
cpSync(CONFORMANCE_FIXTURE, project, { recursive: true });
const dbFile = join(work, 'data.db');

async function withDatabase(use: (db: Database) => void): Promise<void> {
  const opened = await openProject({ projectDir: project, dbFile });
  try {
    use(opened.db!);
  } finally {
    opened.close();
  }
}

const analyzedRows = (db: Database, table: string) =>
  db.all('SELECT stat FROM sqlite_stat1 WHERE tbl = ?', [table]).map((r) => Number.parseInt(String(r.stat), 10));

function insertArticles(db: Database, from: number, count: number): void {
  db.bulkLoad(() => {
    for (let i = from; i < from + count; i++)
      db.run('INSERT INTO articles (title, views, published_at, locale) VALUES (?, ?, ?, ?)', [`t${i}`, i, 1, 'en']);
  });
}

function insertRows(db: Database, table: string, from: number, count: number): void {
  db.bulkLoad(() => {
    for (let i = from; i < from + count; i++) db.run(`INSERT INTO ${table} (name) VALUES (?)`, [`${table}${i}`]);
  });
}

it('analyzes a large table again once it is twice the size its statistics say, and no sooner', async () => {
  await withDatabase((db) => {
    insertArticles(db, 0, 10);
    insertRows(db, 'tags', 0, 6000);
  });
  // The first start with a table past 5,000 rows analyzes the whole database: articles at 10 rows,
  // authors at none (an empty table gets no statistics).
  await withDatabase((db) => {
    expect(new Set(analyzedRows(db, 'tags'))).toEqual(new Set([6000]));
    expect(new Set(analyzedRows(db, 'articles'))).toEqual(new Set([10]));
    expect(analyzedRows(db, 'authors')).toEqual([]);
    insertArticles(db, 10, 9000);
    insertRows(db, 'authors', 0, 5001);
    // Tags grow to 1.9 times their statistics: those stay (a marked row shows they were not taken again).
    insertRows(db, 'tags', 6000, 5400);
    db.run("UPDATE sqlite_stat1 SET stat = '6000 7' WHERE tbl = 'tags' AND idx = 'tags_name_tessera_index'");
  });
  await withDatabase((db) => {
    expect(new Set(analyzedRows(db, 'articles'))).toEqual(new Set([9010]));
    expect(new Set(analyzedRows(db, 'authors'))).toEqual(new Set([5001]));
    expect(db.get("SELECT stat FROM sqlite_stat1 WHERE idx = 'tags_name_tessera_index'")?.stat).toBe('6000 7');
    const plan = db.all(
      "EXPLAIN QUERY PLAN SELECT id FROM articles WHERE locale = 'en' AND published_at IS NOT NULL ORDER BY views LIMIT 25",
    );
    expect(plan.map((r) => String(r.detail)).join('\n')).toMatch(/articles_views/);
  });
});

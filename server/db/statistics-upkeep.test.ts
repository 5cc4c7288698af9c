// A table filled through the API within one run is analyzed again beside the requests once it is
// past the bound or twice its analyzed size, so its plans follow its size without a restart.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { Database } from './database.ts';
import { SqlJsEngine } from './engine.ts';
import { StatisticsUpkeep } from './statistics-upkeep.ts';

let db: Database | null = null;
const work = mkdtempSync(join(tmpdir(), 'tessera-statistics-upkeep-'));
afterEach(() => {
  db?.close();
  db = null;
  rmSync(work, { recursive: true, force: true });
});

const statistics = (table: string) =>
  db!.all('SELECT idx, stat FROM sqlite_stat1 WHERE tbl = ? ORDER BY idx', [table]).map((r) => `${r.idx}: ${r.stat}`);

/** `count` rows in one statement, every one in locale `en`, views 0-999. */
const insertArticles = (engine: SqlJsEngine, count: number) =>
  engine.run(
    `INSERT INTO articles (locale, views)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) SELECT 'en', i % 1000 FROM n`,
  );

const plan = () =>
  db!
    .all("EXPLAIN QUERY PLAN SELECT id FROM articles WHERE locale = 'en' AND views = 5")
    .map((r) => String(r.detail))
    .join(' | ');

it('analyzes a table that grew past the bound, index by index, without a journal line, and its plans follow its size', async () => {
  const file = join(work, 'data.db');
  db = await Database.open(file, { fsync: false });
  const engine = new SqlJsEngine(db);
  await engine.ddl('CREATE TABLE articles (id INTEGER PRIMARY KEY, locale TEXT, views INTEGER)');
  await engine.ddl('CREATE INDEX articles_locale ON articles (locale)');
  await engine.ddl('CREATE INDEX articles_views ON articles (views)');
  // Analyzed small, with ten locales and one number of views: a locale looks the narrower filter.
  for (let i = 0; i < 10; i++) await engine.run('INSERT INTO articles (locale, views) VALUES (?, ?)', [`l${i}`, 0]);
  await engine.ddl('ANALYZE');
  expect(statistics('articles')).toEqual(['articles_locale: 10 1', 'articles_views: 10 10']);
  expect(plan()).toMatch(/USING INDEX articles_locale/);

  /** The statistics once `rows` more are inserted and any check they set off has run. */
  const grown = async (rows: number) => {
    await insertArticles(engine, rows);
    await engine.statistics.settled();
    return statistics('articles');
  };
  expect(await grown(4990)).toEqual(['articles_locale: 10 1', 'articles_views: 10 10']);
  expect(await grown(11)).toEqual(['articles_locale: 5011 456', 'articles_views: 5011 6']);
  // Nearly every row is in `en` now: the number of views is the narrower filter.
  expect(plan()).toMatch(/USING INDEX articles_views/);
  expect(readFileSync(`${file}.journal`, 'utf8')).not.toMatch(/ANALYZE "articles/);

  // Next when it may have doubled: 5,011 more rows keep these statistics, one more does not.
  expect(await grown(5011)).toEqual(['articles_locale: 5011 456', 'articles_views: 5011 6']);
  expect(await grown(1)).toEqual(['articles_locale: 10023 912', 'articles_views: 10023 11']);
});

it('analyzes a table without an index whole, and one never analyzed once it passes the bound', async () => {
  db = await Database.open(null);
  const engine = new SqlJsEngine(db);
  await engine.ddl('CREATE TABLE articles (id INTEGER PRIMARY KEY, locale TEXT, views INTEGER)');
  await insertArticles(engine, 5000);
  await engine.statistics.settled();
  expect(db.get("SELECT 1 AS y FROM sqlite_master WHERE name = 'sqlite_stat1'")).toBeUndefined();
  await insertArticles(engine, 1);
  await engine.statistics.settled();
  expect(statistics('articles')).toEqual(['null: 5001']);
});

it('says which table it could not analyze, and why', async () => {
  db = await Database.open(null);
  const failures: string[] = [];
  const upkeep = new StatisticsUpkeep(
    db,
    async () => {},
    (table, err) => failures.push(`${table}: ${(err as Error).message}`),
  );
  // The table went away between the insert and the check (a schema change, an import).
  upkeep.wrote('INSERT INTO "gone" (name) SELECT name FROM elsewhere', 6000);
  await upkeep.settled();
  expect(failures).toEqual(['gone: no such table: gone']);
});

it('leaves a database closed before its check came due as it is, with nothing to report', async () => {
  const closing = await Database.open(null);
  const failures: unknown[] = [];
  const upkeep = new StatisticsUpkeep(
    closing,
    async () => {},
    (_table, err) => failures.push(err),
  );
  await closing.ddl('CREATE TABLE articles (id INTEGER PRIMARY KEY, locale TEXT, views INTEGER)');
  upkeep.wrote('INSERT INTO articles (locale) SELECT locale FROM articles', 6000);
  closing.close();
  await upkeep.settled();
  expect(failures).toEqual([]);
});

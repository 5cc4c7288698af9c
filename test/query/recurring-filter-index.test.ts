// A filter of two columns on a large table is counted by reading every row: sql.js's planner cannot
// combine the columns' own indexes. Counted that way a few times, the filter gets an index of its
// own, made beside the requests (not in one), and from then on its count walks that index alone.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTessera } from '../../server/app.ts';
import { MAX_PER_TABLE, SIGHTINGS } from '../../server/db/index-advisor.ts';
import { seedLargeArticles } from '../helpers/large-articles.ts';
import { startApp, type TestApp } from '../helpers/test-app.ts';

// What a public find counts is published entries only: its index holds those alone.
const INDEX = 'articles__category__locale__views_tessera_published_filter_index';
// What a find of drafts too (publicationState=preview) counts: an index of every row.
const EVERY_ROW_INDEX = 'articles__category__locale__views_tessera_filter_index';
const COUNT = /^SELECT COUNT\(\*\) AS n FROM "articles" t\b(?![^]*BETWEEN)/;

describe('an index for a filter that recurs on a large table', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp();
    await t.grant('public', ['api::article.article.find']);
    seedLargeArticles(t.project.db!, 12_000, { analyze: false });
    // Every fifth a draft, which a public count leaves out and a preview count takes in.
    t.project.db!.run('UPDATE articles SET published_at = NULL WHERE id % 5 = 0');
    t.project.db!.ddl('ANALYZE');
  });
  afterAll(() => t.close());

  const madeIndexes = () =>
    t.project
      .db!.all("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE '%\\_filter\\_index' ESCAPE '\\'")
      .map((r) => String(r.name))
      .sort();

  /** The total the API gives, and the plan of the count it ran. */
  async function counted(path: string): Promise<{ total: number; plan: string[] }> {
    const db = t.project.db!;
    const all = db.all;
    let count: { sql: string; params: unknown[] } | undefined;
    db.all = (sql, params = []) => {
      if (COUNT.test(sql)) count = { sql, params };
      return all.call(db, sql, params);
    };
    try {
      const res = await t.call('GET', path);
      expect(res.status).toBe(200);
      // What the request set aside runs once the loop turns.
      await new Promise((resolve) => setImmediate(resolve));
      const plan = db.all(`EXPLAIN QUERY PLAN ${count!.sql}`, count!.params as never).map((r) => String(r.detail));
      return { total: (res.body as { meta: { pagination: { total: number } } }).meta.pagination.total, plan };
    } finally {
      db.all = all;
    }
  }

  const expected = (min: number, category: string, drafts = false) =>
    Number(
      t.project.db!.get(
        `SELECT COUNT(*) AS n FROM articles NOT INDEXED WHERE views > ? AND category = ?${drafts ? '' : ' AND published_at IS NOT NULL'}`,
        [min, category],
      )!.n,
    );
  const filter = (min: number, category: string) =>
    `/api/articles?filters[views][$gt]=${min}&filters[category][$eq]=${category}&sort=title:asc`;

  it(`is made after ${SIGHTINGS} whole-table counts of its columns, then serves the count alone`, async () => {
    for (let i = 0; i < SIGHTINGS; i++) {
      expect(madeIndexes()).toEqual([]);
      const { total, plan } = await counted(filter(10 + i, 'news'));
      expect(plan).toEqual(['SCAN t']);
      expect(total).toBe(expected(10 + i, 'news'));
    }
    expect(madeIndexes()).toEqual([INDEX]);
    const columns = t.project.db!.all(`PRAGMA index_info(${INDEX})`).map((r) => r.name);
    expect(columns).toEqual(['category', 'locale', 'views', 'id', 'published_at']);
    const listed = t.project.db!.all('PRAGMA index_list(articles)').find((r) => r.name === INDEX);
    expect(listed!.partial).toBe(1);
    const { total, plan } = await counted(filter(500, 'review'));
    expect(plan).toEqual([`SEARCH t USING COVERING INDEX ${INDEX} (category=? AND locale=? AND views>?)`]);
    expect(total).toBe(expected(500, 'review'));
  });

  it('leaves a count of drafts too to an index of every row, made once that filter recurs', async () => {
    const preview = (min: number, category: string) => `${filter(min, category)}&publicationState=preview`;
    for (let i = 0; i < SIGHTINGS; i++) {
      expect(madeIndexes()).toEqual([INDEX]);
      const { total, plan } = await counted(preview(20 + i, 'tutorial'));
      expect(plan).toEqual(['SCAN t']);
      expect(total).toBe(expected(20 + i, 'tutorial', true));
    }
    expect(madeIndexes()).toEqual([EVERY_ROW_INDEX, INDEX]);
    const preview500 = await counted(preview(500, 'news'));
    expect(preview500.plan).toEqual([
      `SEARCH t USING COVERING INDEX ${EVERY_ROW_INDEX} (category=? AND locale=? AND views>?)`,
    ]);
    expect(preview500.total).toBe(expected(500, 'news', true));
    // A public count still walks the published entries alone.
    const live = await counted(filter(500, 'news'));
    expect(live.plan).toEqual([`SEARCH t USING COVERING INDEX ${INDEX} (category=? AND locale=? AND views>?)`]);
    expect(live.total).toBe(expected(500, 'news'));
    expect(live.total).toBeLessThan(preview500.total);
  });

  it(`makes ${MAX_PER_TABLE} such indexes on a table at most, and none for a filter of one column`, async () => {
    // Broad filters, each of two columns, counted by reading the table; then one of a single column.
    const shapes = [
      (i: number) => `filters[category][$eq]=news&filters[createdAt][$gt]=${i}`,
      (i: number) => `filters[category][$in][0]=news&filters[category][$in][1]=review&filters[title][$gte]=${i}`,
      (i: number) => `filters[category][$eq]=review&filters[updatedAt][$gt]=${i}`,
      (i: number) => `filters[views][$gte]=${i}`,
    ];
    for (const shape of shapes)
      for (let i = 0; i < SIGHTINGS + 1; i++)
        expect((await t.call('GET', `/api/articles?${shape(i)}`)).status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(madeIndexes()).toEqual(
      [INDEX, EVERY_ROW_INDEX, 'articles__category__locale__created_at_tessera_published_filter_index'].sort(),
    );
  });

  it('is kept at the next start, and dropped with a field it indexes', async () => {
    const indexes = async (edit?: (schema: { attributes: Record<string, unknown> }) => void) => {
      const dir = mkdtempSync(join(tmpdir(), 'tessera-restart-'));
      cpSync(t.project.dir, dir, { recursive: true, filter: (src) => !src.endsWith('.lock') });
      const file = join(dir, 'src/api/article/content-types/article/schema.json');
      const schema = JSON.parse(readFileSync(file, 'utf8'));
      edit?.(schema);
      writeFileSync(file, JSON.stringify(schema));
      const again = await createTessera({
        projectDir: dir,
        dbFile: join(dir, '.tmp', 'data.db'),
        fsync: false,
        log: () => {},
      });
      try {
        return again.project
          .db!.all("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE '%filter_index'")
          .map((r) => String(r.name))
          .sort();
      } finally {
        await again.close();
        rmSync(dir, { recursive: true, force: true });
      }
    };
    expect(await indexes()).toEqual(madeIndexes());
    // One an earlier rule made, the locale after the range, is dropped (made again as its filter recurs).
    const earlier = 'articles__category__views_tessera_filter_index';
    t.project.db!.ddl(`CREATE INDEX ${earlier} ON articles (category, views, id, locale, published_at)`);
    expect(await indexes()).toEqual(madeIndexes().filter((name) => name !== earlier));
    t.project.db!.ddl(`DROP INDEX ${earlier}`);
    expect(await indexes((schema) => delete schema.attributes.views)).toEqual([
      'articles__category__locale__created_at_tessera_published_filter_index',
    ]);
  });
});

describe('an index for a recurring filter on a table that grew large while served', () => {
  it('analyzes the whole database, as start-up would have, not the new index alone', async () => {
    const t = await startApp();
    try {
      await t.grant('public', ['api::article.article.find']);
      seedLargeArticles(t.project.db!, 12_000, { analyze: false });
      for (let i = 0; i < SIGHTINGS; i++)
        expect((await t.call('GET', `/api/articles?filters[views][$gt]=${i}&filters[category][$eq]=news`)).status).toBe(
          200,
        );
      await new Promise((resolve) => setImmediate(resolve));
      const analyzed = t.project.db!.all('SELECT idx FROM sqlite_stat1 WHERE tbl = ?', ['articles']).map((r) => r.idx);
      expect(analyzed).toContain(INDEX);
      expect(analyzed).toContain('articles_views_locale_published_tessera_index');
    } finally {
      await t.close();
    }
  });
});

// The common query shapes are served by indexes: the SQL the pipeline sends for each REST request
// is captured and run through EXPLAIN QUERY PLAN, and no table it reads may be scanned whole where
// an index exists for the lookup (a scan *using* an index, as for a sorted page, is fine).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Param } from '../../server/db/journal.ts';
import { seedLargeArticles } from '../helpers/large-articles.ts';
import { startApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let captured: Array<{ sql: string; params: Param[] }> = [];

beforeAll(async () => {
  t = await startApp();
  await t.grant('public', ['api::article.article.find', 'api::author.author.find', 'api::tag.tag.find']);
  const token = await t.token('full-access');
  // A few rows, so no shape is answered by a short cut over empty tables.
  for (let i = 0; i < 3; i++) {
    const author = await t.call('POST', '/api/authors', { token, body: { data: { name: `Author ${i}` } } });
    const tag = await t.call('POST', '/api/tags', { token, body: { data: { name: `tag ${i}` } } });
    const article = {
      title: `Article ${i}`,
      views: i,
      category: 'news',
      author: (author.body as { data: { id: number } }).data.id,
      tags: [(tag.body as { data: { id: number } }).data.id],
    };
    await t.call('POST', '/api/articles', { token, body: { data: article } });
  }
  const db = t.project.db!;
  const all = db.all.bind(db);
  db.all = (sql: string, params: Param[] = []) => {
    captured.push({ sql, params });
    return all(sql, params);
  };
});

afterAll(() => t.close());

/** Tables of a handful of rows read once per database generation (roles, settings), not per request. */
const LOOKUP_TABLES = /\b(up_roles|up_permissions\w*|strapi_core_store_settings|i18n_locale)\b/;

/** The full table scans in the plans of the content queries one request sent. */
async function fullScansOf(path: string): Promise<string[]> {
  captured = [];
  const res = await t.fetch(path);
  expect(res.status).toBe(200);
  const selects = captured.filter((c) => /^\s*SELECT/i.test(c.sql) && !LOOKUP_TABLES.test(c.sql));
  expect(selects.length).toBeGreaterThan(0);
  return selects.flatMap((c) => {
    // `(SELECT 1) t2` anchors a LEFT JOIN: a scan of its one constant row reads no table; a scan of a
    // named sub-query (`(SELECT …) "__page"`) reads its rows, whose own plan lines are checked.
    const constants = new Set([...c.sql.matchAll(/\)\s+"?(\w+)"?/g)].map((m) => m[1]));
    return t.project
      .db!.all(`EXPLAIN QUERY PLAN ${c.sql}`, c.params)
      .map((r) => String(r.detail))
      .filter((line) => {
        const scan = /^SCAN (\S+)$/.exec(line);
        return scan !== null && scan[1] !== 'CONSTANT' && !constants.has(scan[1]) && !scan[1].startsWith('(');
      })
      .map((line) => `${line} in ${c.sql}`);
  });
}

/**
 * The one scan a small table's page may make: in id order, stopping once the page is full, where
 * the filter tests nothing an index narrows but the locale and publication state (page-access.ts).
 */
const PAGE_IN_ID_ORDER =
  /^SCAN t in SELECT t\."id" .* FROM "articles" t NOT INDEXED WHERE .* ORDER BY t\."id" ASC LIMIT /;

describe('query plans of the common shapes', () => {
  const shapes: Array<[string, string, 'page in id order'?]> = [
    ['a sorted, paginated list', '/api/articles?sort=title:asc&pagination[page]=2&pagination[pageSize]=2'],
    ['a filter on a scalar', '/api/articles?filters[views][$eq]=1'],
    ['a filter through a relation', '/api/articles?filters[author][name][$eq]=Author%201'],
    ['a filter through a many-to-many relation', '/api/articles?filters[tags][name][$eq]=tag%201'],
    ['the populate batch of relations, media and components', '/api/articles?populate=*', 'page in id order'],
    ['the count of a filtered list', '/api/articles?filters[category][$eq]=news&pagination[withCount]=true'],
    ['one locale, published only (the default find)', '/api/articles?locale=en', 'page in id order'],
    ['the other side of a relation', '/api/authors?filters[name][$eq]=Author%201&populate=articles'],
  ];
  for (const [name, path, allowed] of shapes) {
    it(`${name}: no full table scan${allowed ? ` but the ${allowed}` : ''}`, async () => {
      const scans = await fullScansOf(path);
      expect(scans.filter((s) => !PAGE_IN_ID_ORDER.test(s))).toEqual([]);
      expect(scans.length).toBe(allowed ? 1 : 0);
    });
  }

  it('a page in id order of a locale that keeps few of the rows looks them up through its index', async () => {
    // `fr` has no articles: reading the table in id order would read all of it for nothing.
    expect(await fullScansOf('/api/articles?locale=fr')).toEqual([]);
    const [page] = captured.filter((c) => c.sql.startsWith('SELECT t."id"'));
    expect(page.sql).not.toMatch(/NOT INDEXED/);
  });

  it('a pattern on text besides the locale still reads a small table in id order (the check can fail)', async () => {
    const scans = await fullScansOf('/api/articles?filters[title][$containsi]=article');
    expect(scans).toHaveLength(1);
    expect(scans[0]).toMatch(PAGE_IN_ID_ORDER);
  });

  it("a page's populated components and media are found through the owner column's index, not by type or field", async () => {
    await fullScansOf('/api/articles?populate=*');
    const shared = captured.filter(
      (c) => /^\s*SELECT/i.test(c.sql) && /"(articles_components|files_related_morphs)" l /.test(c.sql),
    );
    expect(shared.length).toBeGreaterThanOrEqual(4);
    for (const c of shared) {
      const plan = t.project.db!.all(`EXPLAIN QUERY PLAN ${c.sql}`, c.params).map((r) => String(r.detail));
      const links = plan.filter((line) => / l /.test(`${line} `));
      expect(links, c.sql).toHaveLength(1);
      expect(links[0], c.sql).toMatch(/^SEARCH l USING INDEX \w+ \((entity_id|related_id)=\?\)$/);
    }
  });

  it("a populated level reads its parents' ids first, then each one's links through the owner column's index", async () => {
    // Not `IN (…)`, which SQLite tests against a temporary index of the list it builds at every run.
    await fullScansOf('/api/articles?populate[author]=true&populate[tags]=true');
    const levels = captured.filter((c) => /^SELECT/.test(c.sql) && /"articles_(author|tags)_links" l /.test(c.sql));
    expect(levels).toHaveLength(2);
    for (const c of levels) {
      const plan = t.project.db!.all(`EXPLAIN QUERY PLAN ${c.sql}`, c.params).map((r) => String(r.detail));
      expect(plan[0], c.sql).toMatch(/^SCAN \d+-ROW VALUES CLAUSE$/);
      expect(plan[1], c.sql).toMatch(/^SEARCH l USING (COVERING )?INDEX \w+ \(article_id=\?\)$/);
      expect(plan[2], c.sql).toBe('SEARCH t USING INTEGER PRIMARY KEY (rowid=?)');
    }
  });

  it('sees a full scan where no index serves (the check can fail)', async () => {
    // `bio` is long text, not indexed: a filter on it alone reads every row.
    expect((await fullScansOf('/api/authors?filters[bio][$eq]=x')).length).toBeGreaterThan(0);
  });
});

// A table past LARGE_TABLE_ROWS, where the plan decides the time: the planner has no value
// statistics (sql.js has no STAT4), so the pipeline measures selectivity and says what it found.
// Each filter of two columns is counted twice at most here: a third time would make its index
// (recurring-filter-index.test.ts).
describe('query plans on a large table', () => {
  let big: TestApp;
  let seen: Array<{ sql: string; params: Param[] }> = [];
  const ARTICLES = 12_000;

  beforeAll(async () => {
    big = await startApp();
    await big.grant('public', ['api::article.article.find', 'api::author.author.find']);
    const db = big.project.db!;
    seedLargeArticles(db, ARTICLES);
    const all = db.all.bind(db);
    db.all = (sql: string, params: Param[] = []) => {
      seen.push({ sql, params });
      return all(sql, params);
    };
  });

  afterAll(() => big.close());

  /** The plan of each content query (page, count) one request sent, by its first words. */
  async function plans(path: string): Promise<{ page: string[]; count: string[] }> {
    seen = [];
    const res = await big.fetch(path);
    expect(res.status).toBe(200);
    const explain = (c: { sql: string; params: Param[] }) =>
      big.project.db!.all(`EXPLAIN QUERY PLAN ${c.sql}`, c.params).map((r) => String(r.detail));
    const ofArticles = seen.filter(
      (c) => /FROM "articles" t\b/.test(c.sql) && !/^SELECT COUNT\(\*\) AS n FROM \(/.test(c.sql),
    );
    const page = ofArticles.find((c) => c.sql.startsWith('SELECT t."id"'));
    const count = ofArticles.find(
      (c) => c.sql.startsWith('SELECT COUNT(*) AS n FROM "articles" t') && !/BETWEEN/.test(c.sql),
    );
    return { page: page ? explain(page) : [], count: count ? explain(count) : [] };
  }

  it('a broad range is not read through its index: the page walks the sort index, the count reads the table once', async () => {
    const { page, count } = await plans(
      '/api/articles?filters[views][$gt]=10&filters[category][$eq]=news&sort=title:asc&pagination[pageSize]=25',
    );
    expect(page).toEqual(['SCAN t USING INDEX articles_title_locale_published_tessera_index']);
    expect(count).toEqual(['SCAN t']);
  });

  it("a count of one filter is read from its column's index alone, which carries the locale and publication state", async () => {
    // Every default find also asks for one locale's published entries: an index of the column alone
    // left each matching row to be read from the table to test them.
    const broad = await plans('/api/articles?filters[views][$gt]=10');
    expect(broad.count).toEqual([
      'SEARCH t USING COVERING INDEX articles_views_locale_published_tessera_index (views>?)',
    ]);
    const equal = await plans('/api/articles?filters[category][$eq]=news&sort=title:asc');
    expect(equal.count).toEqual([
      'SEARCH t USING COVERING INDEX articles_category_locale_published_tessera_index (category=?)',
    ]);
    // The sort walks its column's index in the page's exact order (ties by id), no sort step.
    expect(equal.page).toEqual(['SCAN t USING INDEX articles_title_locale_published_tessera_index']);
  });

  it('a broad filter sorted on a column without an index reads the table once, not through another index', async () => {
    const { page } = await plans('/api/articles?filters[views][$gt]=10&filters[category][$eq]=news&sort=body:asc');
    expect(page).toEqual(['SCAN t', 'USE TEMP B-TREE FOR ORDER BY']);
  });

  it('a filter no index narrows below a quarter of the rows is counted by reading the table once', async () => {
    // A fifth of the rows pass the range and a third the category: a fifteenth pass both, but the
    // category's index alone would look up a third of the table, which costs more than reading it all.
    const { count } = await plans('/api/articles?filters[views][$gte]=800&filters[category][$eq]=news');
    expect(count).toEqual(['SCAN t']);
  });

  it('a narrow range is: the count and the page look up only its rows', async () => {
    const { page, count } = await plans(
      // A page of one: a page that is not full shows its total, and nothing is counted.
      '/api/articles?filters[views][$gt]=995&filters[category][$eq]=news&sort=title:asc&pagination[pageSize]=1',
    );
    expect(count).toEqual(['SEARCH t USING INDEX articles_views_locale_published_tessera_index (views>?)']);
    expect(page[0]).toBe('SEARCH t USING INDEX articles_views_locale_published_tessera_index (views>?)');
  });

  it('a filter through a relation reads the matching links once, not once per entry', async () => {
    const { page, count } = await plans('/api/articles?filters[author][name][$eq]=Author%207&sort=title:asc');
    for (const plan of [page, count]) {
      expect(plan).toContain('SEARCH t USING INTEGER PRIMARY KEY (rowid=?)');
      expect(plan.join('\n')).not.toMatch(/CORRELATED/);
    }
  });

  describe('a sort key whose first value a third of the rows share (an enumeration)', () => {
    /** The ids a page holds, and the ids plain SQL puts there (no planner hints). */
    async function pageAndTruth(query: string, where: string, offset: number) {
      seen = [];
      const res = await big.fetch(`/api/articles?${query}`);
      expect(res.status).toBe(200);
      const ids = ((await res.json()) as { data: Array<{ id: number }> }).data.map((e) => e.id);
      const truth = big.project
        .db!.all(
          `SELECT id FROM articles WHERE ${where} AND published_at IS NOT NULL AND locale = 'en' ORDER BY category DESC, id ASC LIMIT 25 OFFSET ${offset}`,
        )
        .map((r) => Number(r.id));
      const pages = seen.filter((c) => c.sql.startsWith('SELECT t."id"'));
      return { ids, truth, pages };
    }

    it('sorted descending, reads the page among the rows of that value in id order through the index, stopping once it is full', async () => {
      const { ids, truth, pages } = await pageAndTruth(
        'filters[views][$gt]=10&sort=category:desc&pagination[page]=3&pagination[pageSize]=25',
        'views > 10',
        50,
      );
      expect(ids).toEqual(truth);
      expect(ids).toHaveLength(25);
      // One read: the group's rows in id order (no sort step), its first value through the index.
      expect(pages).toHaveLength(1);
      expect(pages[0].sql).toMatch(/ AND t\."category" IS \(SELECT g\."category"/);
      const plan = big.project.db!.all(`EXPLAIN QUERY PLAN ${pages[0].sql}`, pages[0].params).map((r) => r.detail);
      expect(plan).toEqual([
        'SEARCH t USING INDEX articles_category_locale_published_tessera_index (category=?)',
        'SCALAR SUBQUERY 1',
        'SCAN g USING COVERING INDEX articles_category_locale_published_tessera_index',
      ]);
    });

    it('a page the first value does not fill is read again over the whole table, and is right (the check can fail)', async () => {
      // The sampled share promises matches among `tutorial` rows, but this filter keeps none of them.
      const { ids, truth, pages } = await pageAndTruth(
        'filters[category][$ne]=tutorial&filters[views][$gt]=10&sort=category:desc&pagination[pageSize]=25',
        "category <> 'tutorial' AND views > 10",
        0,
      );
      expect(pages).toHaveLength(2);
      expect(truth).toHaveLength(25);
      expect(ids).toEqual(truth);
    });
  });

  it('a create reads its entry back by id without measuring the table (a write would count it each time)', async () => {
    const token = await big.token('full-access');
    seen = [];
    const res = await big.call('POST', '/api/articles', { token, body: { data: { title: 'one more', slug: 'x-1' } } });
    expect(res.status).toBe(200);
    const measuring = seen.filter((c) => /COUNT\(\*\)|MIN\(|MAX\(|sqlite_stat1|index_info/.test(c.sql));
    expect(measuring.map((c) => c.sql)).toEqual([]);
    // The same table is still measured for a list, whose plan it steers (the check can fail).
    seen = [];
    await big.fetch('/api/articles?filters[views][$gt]=10&sort=title:asc');
    expect(seen.some((c) => /COUNT\(\*\)/.test(c.sql))).toBe(true);
  });

  it('a relation filter an entry with nothing linked passes keeps the per-entry form (the check can fail)', async () => {
    const { count } = await plans('/api/articles?filters[author][id][$null]=true&pagination[pageSize]=1');
    expect(count.join('\n')).toMatch(/CORRELATED/);
  });
});

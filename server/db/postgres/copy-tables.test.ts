// `tessera export --to postgres://…` and `tessera import postgres://… --db FILE`: the fixture's
// database, with entries, relations, components, localizations and a token, goes to PostgreSQL and
// back; every table arrives with its row count and the rows read back the same.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../../test/helpers/postgres.ts';
import { startApp } from '../../../test/helpers/test-app.ts';
import { main } from '../../cli/main.ts';
import { Database } from '../database.ts';
import { PgEngine } from './pg-engine.ts';

const work = mkdtempSync(join(tmpdir(), 'tessera-pg-copy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(!postgresUrl)('moving a database between engines (needs TESSERA_TEST_POSTGRES_URL)', () => {
  let projectDir: string;
  let pg: ScratchDatabase;
  const out: string[] = [];
  const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(l) };

  beforeAll(async () => {
    const t = await startApp();
    const token = await t.token('full-access');
    const tag = await t.call('POST', '/api/tags', { token, body: { data: { name: 'Ünïcode tag' } } });
    const author = await t.call('POST', '/api/authors', {
      token,
      body: { data: { name: 'Ada', email: 'ada@example.com' } },
    });
    const article = await t.call('POST', '/api/articles', {
      token,
      body: {
        data: {
          title: 'Hello "Postgres"',
          slug: 'hello-postgres',
          views: 7,
          rating: 4.5,
          price: 12.34,
          isFeatured: true,
          publishDate: '2024-02-29',
          metadata: { nested: { list: [1, 'two', null] } },
          author: author.body.data.id,
          tags: [tag.body.data.id],
          seo: { metaTitle: 'Meta' },
          blocks: [{ __component: 'blocks.quote', text: 'Quoted', author: 'Someone' }],
        },
      },
    });
    expect(article.status).toBe(200);
    await t.call('POST', `/api/articles/${article.body.data.id}/localizations`, {
      token,
      body: { locale: 'fr', title: 'Bonjour', slug: 'bonjour' },
    });
    // startApp's folder goes with close(): keep a copy of the project with its database, written whole.
    t.project.db!.compact();
    projectDir = join(work, 'project');
    cpSync(t.projectDir, projectDir, { recursive: true, filter: (src) => !src.endsWith('.lock') });
    await t.close();
    pg = await scratchDatabase('copy');
  });

  afterAll(async () => {
    await pg?.drop();
  });

  it('exports to an empty PostgreSQL and imports back with every table and row intact', async () => {
    const source = join(projectDir, '.tmp', 'data.db');
    expect(await main(['export', projectDir, '--db', source, '--to', pg.url], io), out.join('\n')).toBe(0);
    expect(out[0]).toMatch(/^exported .* to PostgreSQL at .*: \d+ rows in \d+ tables, each table's count checked$/);

    const back = join(work, 'back.db');
    expect(await main(['import', pg.url, projectDir, '--db', back], io), out.join('\n')).toBe(0);

    const [a, b] = await Promise.all([
      Database.open(source, { readOnly: true }),
      Database.open(back, { readOnly: true }),
    ]);
    const engine = await PgEngine.open({ url: pg.url, source: 'test' });
    try {
      const tables = ['articles', 'articles_components', 'articles_tags_links', 'articles_author_links'];
      tables.push('articles_localizations_links', 'components_shared_seos', 'components_blocks_quotes', 'tags');
      tables.push('authors', 'strapi_api_tokens', 'up_permissions', 'up_roles', 'i18n_locale');
      for (const table of tables) {
        const count = (db: Database) => Number(db.get(`SELECT COUNT(*) AS n FROM ${table}`)?.n);
        const inPg = Number((await engine.get(`SELECT COUNT(*) AS n FROM ${table}`))?.n);
        expect({ table, sqlite: count(a), pg: inPg, back: count(b) }).toEqual({
          table,
          sqlite: count(a),
          pg: count(a),
          back: count(a),
        });
        expect(count(a), table).toBeGreaterThan(0);
      }
      const columns =
        'id, title, slug, views, rating, price, is_featured, publish_date, locale, created_at, published_at';
      const read = (db: Database) => db.all(`SELECT ${columns}, metadata FROM articles ORDER BY id`);
      const parsed = (rows: ReturnType<Database['all']>) =>
        rows.map((r) => ({ ...r, metadata: r.metadata === null ? null : JSON.parse(String(r.metadata)) }));
      expect(parsed(read(b))).toEqual(parsed(read(a)));
      expect(parsed(await engine.all(`SELECT ${columns}, metadata FROM articles ORDER BY id`))).toEqual(
        parsed(read(a)),
      );
      // A new row in PostgreSQL takes the next id, after the copied ones.
      const next = await engine.run('INSERT INTO tags (name) VALUES (?)', ['after the copy']);
      expect(next.lastId).toBe(Number(a.get('SELECT MAX(id) AS m FROM tags')?.m) + 1);
    } finally {
      a.close();
      b.close();
      await engine.close();
    }
  });

  it('refuses to export into a database that already has rows', async () => {
    const lines: string[] = [];
    const code = await main(['export', projectDir, '--to', pg.url], {
      out: (l) => lines.push(l),
      err: (l) => lines.push(l),
    });
    expect({ code, lines }).toEqual({
      code: 1,
      lines: [
        expect.stringMatching(
          /^tessera export: the PostgreSQL database is not empty \(\w+ has rows\); export needs an empty one$/,
        ),
      ],
    });
  });
});

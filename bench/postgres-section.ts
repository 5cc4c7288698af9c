// The `postgres` bench section: the fixture copied into PostgreSQL by `tessera export --to`, grown to a
// million articles in SQL, then served with the response cache off: a filtered, sorted page whose
// filter changes every request, a `populate=*` page, durable creates from 10 writers, and the
// throughput of one instance against two instances sharing the database, measured in the same run.
import { join } from 'node:path';
import { PgEngine } from '../server/db/postgres/pg-engine.ts';
import type { LoadCase } from './cases.ts';
import { largeCases } from './cases.ts';
import { load } from './load.ts';
import { createScratchDatabase, localPostgres, NO_LOCAL_POSTGRES } from '../test/helpers/postgres-server.ts';
import { cli, root, startChild, stop } from './server-process.ts';
import { WRITE_LOAD_HEADER, writeLoad, writeLoadRow } from './write-load.ts';

export interface PostgresSectionInput {
  project: string;
  db: string;
  token: string;
  /** A server to use instead of starting one (`--pg URL`). */
  given?: string;
  seconds: number;
  articles: number;
  print(title: string, rows: string[][]): void;
}

const WORDS =
  "ARRAY['strapi','node','rest','graphql','sqlite','cache','query','filter','sort','page','media','locale','draft','token','schema','index']";

/**
 * The same shape of data as generate-large.ts makes for the embedded database, written by PostgreSQL
 * itself: a pseudo-random but repeatable value per row from a multiplicative hash of its number.
 */
const GROW = (articles: number) => [
  `INSERT INTO authors (name, email, created_at, updated_at)
     SELECT 'Author ' || g, 'a' || g || '@example.com', now(), now() FROM generate_series(1, 500) g`,
  `INSERT INTO tags (name, created_at, updated_at) SELECT 'tag-' || g, now(), now() FROM generate_series(1, 50) g`,
  `CREATE TEMP TABLE grown AS
     SELECT g, (g * 2654435761) % 4294967296 AS h FROM generate_series(1, ${articles}) g`,
  `INSERT INTO articles (title, slug, body, views, rating, price, is_featured, publish_date, category,
                         created_at, updated_at, published_at, locale)
     SELECT w[1 + h % 16] || ' ' || w[1 + (h / 16) % 16] || ' ' || w[1 + (h / 256) % 16] || ' ' || g,
            'bench-article-' || g, 'Body of article ' || g, h % 1000, (h % 51) / 10.0, (h % 10000) / 100.0,
            h % 10 < 3, make_date(2024, (1 + (h / 7) % 9)::int, (10 + (h / 11) % 9)::int),
            (ARRAY['news','tutorial','review'])[1 + (h / 13) % 3], now(), now(),
            CASE WHEN (h / 17) % 10 < 8 THEN now() END, 'en'
       FROM grown, (SELECT ${WORDS} AS w) words ORDER BY g`,
  `INSERT INTO articles_author_links (article_id, author_id, article_order)
     SELECT id, author, row_number() OVER (PARTITION BY author ORDER BY id)
       FROM (SELECT a.id, (SELECT min(id) FROM authors WHERE name LIKE 'Author %') + (a.id::bigint * 40503) % 500 AS author
               FROM articles a WHERE a.slug LIKE 'bench-article-%') picked`,
  `INSERT INTO articles_tags_links (article_id, tag_id, tag_order, article_order)
     SELECT id, tag, 1, row_number() OVER (PARTITION BY tag ORDER BY id)
       FROM (SELECT a.id, (SELECT min(id) FROM tags WHERE name LIKE 'tag-%') + (a.id::bigint * 69069) % 50 AS tag
               FROM articles a WHERE a.slug LIKE 'bench-article-%') picked`,
  'ANALYZE',
];

function serve(project: string, url: string) {
  return startChild(
    [join(root, 'bin', 'tessera.js'), 'serve', project, '--database', url, '--port', '0', '--env', 'production'],
    /REST\s+(http:\/\/\S+)\/api/,
    { TESSERA_RESPONSE_CACHE: 'off' },
  );
}

export async function postgresSection(input: PostgresSectionInput): Promise<void> {
  const { project, db, token, seconds, articles, print } = input;
  const pg = await localPostgres(input.given);
  if (!pg) {
    console.log(`\npostgres section skipped: ${NO_LOCAL_POSTGRES}`);
    return;
  }
  const scratch = await createScratchDatabase(pg.url, 'bench');
  try {
    cli('export', project, '--db', db, '--to', scratch.url);
    const started = Date.now();
    const engine = await PgEngine.open({ url: scratch.url, source: '--pg' });
    try {
      for (const sql of GROW(articles)) await engine.ddl(sql);
    } finally {
      await engine.close();
    }
    console.log(
      `\nPostgreSQL: grew the fixture by ${articles} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const one = await serve(project, scratch.url);
    const reads = [['case', 'request', 'p50 ms', 'p99 ms', 'req/s']];
    for (const c of largeCases()) {
      const r = await load(one.base, c, seconds, 1);
      reads.push([c.label, `${c.path}${c.vary ? ' (varied)' : ''}`, String(r.p50), String(r.p99), r.rps.toFixed(0)]);
    }
    const writes = [WRITE_LOAD_HEADER];
    await writeLoad(one.base, token, 10, 1, 'pgwarm');
    writes.push(writeLoadRow('durable creates', await writeLoad(one.base, token, 10, seconds, 'pg10')));

    // One instance with 10 connections, then two instances with 5 each, on the same database.
    const two = await serve(project, scratch.url);
    const scaling = [['case', 'one instance req/s', 'two instances req/s', 'ratio']];
    // Cases that answer in milliseconds: a varied filter over a million rows takes seconds a request,
    // and its requests still running after a measured run would weigh on the next one.
    const shared: LoadCase[] = [largeCases()[0], { id: 'P4', label: 'findOne', path: '/api/articles/1' }];
    for (const c of shared) {
      const alone = await load(one.base, c, seconds, 10);
      const pair = await Promise.all([load(one.base, c, seconds, 5), load(two.base, c, seconds, 5)]);
      const both = pair[0].rps + pair[1].rps;
      scaling.push([c.label, alone.rps.toFixed(0), both.toFixed(0), `${(both / alone.rps).toFixed(2)}x`]);
    }
    await stop(two.child);
    await stop(one.child);
    print(`PostgreSQL, ${articles} articles (1 connection, response cache off)`, reads);
    print('PostgreSQL, durable creates from 10 connections (POST /api/tags)', writes);
    print('PostgreSQL, one instance against two on the same database (10 connections in all)', scaling);
  } finally {
    await scratch.drop().catch(() => {});
    pg.stop();
  }
}

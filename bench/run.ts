// `npm run bench`: Tessera against a bare Express handler in the same run (the ceiling), on the
// conformance fixture's data, then p50 latencies on 100k articles. Prints tables.
import autocannon from 'autocannon';
import { join } from 'node:path';
import { generateLarge } from './generate-large.ts';
import { root, startChild, stop } from './server-process.ts';
import { seededFixture } from './seed-fixture.ts';
import { WRITE_LOAD_HEADER, writeLoad, writeLoadRow } from './write-load.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  url: string,
  seconds = DURATION,
  connections = 10,
  vary?: () => string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<Result> {
  const requests = vary ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: vary() }) }] : undefined;
  const post = body ? { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } } : {};
  await autocannon({ url, connections, duration: 1, requests, ...post }); // warm-up
  const r = await autocannon({ url, connections, duration: seconds, requests, ...post });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function table(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
}

/** Durable creates (fsync on) from 1, 10 and 200 keep-alive connections: group commit and fairness. */
async function concurrentWrites(project: string, db: string, token: string): Promise<void> {
  const server = await startChild(
    [join(root, 'bin', 'tessera.js'), 'serve', project, '--db', db, '--port', '0', '--env', 'production'],
    /REST\s+(http:\/\/\S+)\/api/,
  );
  const seconds = Math.max(3, DURATION / 2);
  const rows = [WRITE_LOAD_HEADER];
  for (const connections of [1, 10, 200]) {
    await writeLoad(server.base, token, connections, 1, `warm${connections}`);
    rows.push(
      writeLoadRow(
        `durable creates${connections === 10 ? ' (target >= 2000/s)' : connections === 200 ? ' (fairness)' : ''}`,
        await writeLoad(server.base, token, connections, seconds, `c${connections}`),
      ),
    );
  }
  await stop(server.child);
  console.log('\nconcurrent durable writes (POST /api/tags, fsync on, keep-alive connections writing back to back)\n');
  table(rows);
}

async function main(): Promise<void> {
  const { project, db, token } = await seededFixture();
  if (process.env.BENCH_ONLY === 'writes') {
    await concurrentWrites(project, db, token);
    return;
  }
  // The floor, and in the same Express app Tessera mounted at /cms: its health check is what the
  // adapter and the middleware cost with no work behind them; a cached read adds the routing.
  const express = await startChild(
    ['--import', 'tsx', join(root, 'bench', 'bare-express.ts'), project, db],
    /READY (http:\/\/\S+)/,
  );
  const ceiling = await load(`${express.base}/json`);
  const adapterRows: string[][] = [];
  for (const [label, path] of [
    ['tessera.express() GET /_health (204, no work)', '/cms/_health'],
    ['tessera.express() GET /api/articles/1 (cached)', '/cms/api/articles/1'],
  ]) {
    const r = await load(`${express.base}${path}`);
    adapterRows.push([
      'mount',
      'on',
      label,
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      `${((r.rps / ceiling.rps) * 100).toFixed(0)}%`,
      '',
      '',
    ]);
  }
  await stop(express.child);

  await concurrentWrites(project, db, token);
  // Each committed write is an fsynced journal append: its cost should not depend on the database's size.
  let tagNo = 0;
  const writeRow = async (label: string, base: string) => {
    const body = JSON.stringify({ data: { name: 'bench' } });
    const requests = [
      {
        setupRequest: (req: { path: string }) => ({
          ...req,
          body: JSON.stringify({ data: { name: `bench-${label}-${tagNo++}` } }),
        }),
      },
    ];
    const r = await autocannon({
      url: `${base}/api/tags`,
      connections: 1,
      duration: Math.max(3, DURATION / 2),
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      requests,
    });
    return [
      `write (${label})`,
      'POST /api/tags',
      String(r.latency.p50),
      String(r.latency.p99),
      r.requests.average.toFixed(0),
      r.non2xx ? `${r.non2xx} errors` : '',
    ];
  };
  const writes: string[][] = [];
  {
    const small = await startChild(
      [join(root, 'bin', 'tessera.js'), 'serve', project, '--db', db, '--port', '0', '--env', 'production'],
      /REST\s+(http:\/\/\S+)\/api/,
    );
    writes.push(await writeRow('fixture data', small.base));
    await stop(small.child);
  }
  const gql = JSON.stringify({
    query:
      '{ articles { data { id attributes { title author { data { id attributes { name } } } tags { data { id attributes { name } } } } } } }',
  });
  const cases: Array<[string, string, number, number, string?]> = [
    ['a', '/api/articles?pagination[pageSize]=25', 106, 0.45],
    ['b', '/api/articles?populate=*&filters[title][$containsi]=a', 26, 0.12],
    ['c', '/api/articles/1', 207, 0.5],
    ['d', '/graphql', 31, 0.14, gql],
  ];
  const rows = [['case', 'cache', 'request', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'target', 'vs Strapi']];
  rows.push([
    'bare',
    '',
    'express res.json',
    ceiling.rps.toFixed(0),
    String(ceiling.p50),
    String(ceiling.p99),
    '100%',
    '',
    '',
  ]);
  rows.push(...adapterRows);
  // With the response cache (the default) and without it, to show what the query pipeline costs.
  for (const cache of ['on', 'off']) {
    const tessera = await startChild(
      [join(root, 'bin', 'tessera.js'), 'serve', project, '--db', db, '--port', '0', '--env', 'production'],
      /REST\s+(http:\/\/\S+)\/api/,
      { TESSERA_RESPONSE_CACHE: cache },
    );
    for (const [id, path, strapi, target, body] of cases) {
      const r = await load(tessera.base + path, DURATION, 10, undefined, body);
      if (r.errors) throw new Error(`case ${id}: ${r.errors} errors`);
      const ratio = r.rps / ceiling.rps;
      rows.push([
        id,
        cache,
        body ? `POST ${path} (articles with author and tags)` : path,
        r.rps.toFixed(0),
        String(r.p50),
        String(r.p99),
        `${(ratio * 100).toFixed(0)}%`,
        `>= ${target * 100}% ${ratio >= target ? 'ok' : 'MISS'}`,
        `${(r.rps / strapi).toFixed(1)}x`,
      ]);
    }
    await stop(tessera.child);
  }
  console.log('\nREST throughput (10 connections, fixture data; Strapi 4.26.2 figures measured on this machine)\n');
  table(rows);

  const articles = Number(process.env.BENCH_ARTICLES ?? 100_000);
  const started = Date.now();
  await generateLarge(project, db, articles);
  console.log(`\ngenerated ${articles} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const large = await startChild(
    [join(root, 'bin', 'tessera.js'), 'serve', project, '--db', db, '--port', '0', '--env', 'production'],
    /REST\s+(http:\/\/\S+)\/api/,
    { TESSERA_RESPONSE_CACHE: 'off' },
  );
  let n = 0;
  const filtered = (views: number) =>
    `/api/articles?filters[views][$gt]=${views}&filters[category][$eq]=news&sort=title:asc&pagination[pageSize]=25`;
  const largeCases: Array<[string, string, number, (() => string)?]> = [
    ['filtered+sorted page', filtered(500), 10],
    ['filtered+sorted, a new filter each request', `${filtered(0)} (views varies)`, 10, () => filtered(n++ % 1000)],
    ['populate=* page', '/api/articles?populate=*&pagination[pageSize]=25', 25],
  ];
  const rows2 = [['case', 'request', 'p50 ms', 'p99 ms', 'req/s', 'target p50']];
  for (const [name, path, target, vary] of largeCases) {
    // One connection: the latency of one request, not of a queue; no response cache.
    const r = await load(large.base + path.replace(/ \(.*$/, ''), Math.max(3, DURATION / 2), 1, vary);
    rows2.push([
      name,
      path,
      String(r.p50),
      String(r.p99),
      r.rps.toFixed(0),
      `<= ${target} ms ${r.p50 <= target ? 'ok' : 'MISS'}`,
    ]);
  }
  writes.push(await writeRow(`${articles} articles`, large.base));
  await stop(large.child);
  console.log(`\n${articles} articles (1 connection, response cache off)\n`);
  table(rows2);
  console.log('\nwrite latency, fsync per commit (1 connection)\n');
  table([['case', 'request', 'p50 ms', 'p99 ms', 'req/s', ''], ...writes]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

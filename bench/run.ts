// `npm run bench`: Tessera against a bare Express floor measured in the same run, case by case, on
// the conformance fixture's data (cache off, and on); durable writes; 100k articles; memory;
// cold start; a million articles on PostgreSQL and two instances on one database. Prints tables.
// `--only <section>` (or BENCH_ONLY) runs one section, BENCH_SECONDS shortens each load,
// BENCH_ROUNDS sets the turns a fixture case's floor and Tessera take within it, `--strapi-url URL`
// measures a running Strapi for the fixture cases instead of the figures recorded on this machine,
// `--pg URL` names the PostgreSQL server (else one is started).
import autocannon from 'autocannon';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fixtureCases, largeCases, type LoadCase } from './cases.ts';
import { coldStart, nodeFloorStart, withoutExtraCaCerts, type StartEnv } from './cold-start.ts';
import { generateLarge } from './generate-large.ts';
import { postgresSection } from './postgres-section.ts';
import { load, loadInTurns } from './load.ts';
import { buildServer, cpuMs, root, serveArgs, startChild, stop } from './server-process.ts';
import { seededFixture } from './seed-fixture.ts';
import { writeInProcess } from './write-in-process.ts';
import { WRITE_LOAD_HEADER, writeLoad, writeLoadRow, type WriteLoadResult } from './write-load.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** The turns the floor and Tessera take per fixture case, DURATION shared among them. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
/** One section alone: `npm run bench -- --only writes` (or BENCH_ONLY=writes). */
const ONLY = arg('--only') ?? process.env.BENCH_ONLY;
const SECTIONS = ['fixture', 'writes', 'large', 'memory', 'start', 'postgres'];
const STRAPI_URL = arg('--strapi-url');
const runs = (section: string) => ONLY === undefined || ONLY === section;

function table(rows: string[][]): void {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
}

/** bare-express.ts is up: its floor on Tessera's server, then the same app served as `app.listen` serves it. */
const FLOOR_READY = /READY (http:\/\/\S+) EXPRESS-LISTEN (http:\/\/\S+)/;

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

function serve(project: string, db: string, env: NodeJS.ProcessEnv = {}) {
  return startChild(serveArgs(project, db), /REST\s+(http:\/\/\S+)\/api/, env);
}

/** The answer Tessera gives for each case: the floor replays it. */
async function captureBodies(base: string, cases: LoadCase[]): Promise<string> {
  const bodies: Record<string, unknown> = {};
  for (const c of cases) {
    const res = await fetch(base + c.path, {
      method: c.body ? 'POST' : 'GET',
      body: c.body,
      headers: c.body ? { 'content-type': 'application/json' } : {},
    });
    if (res.status !== 200) throw new Error(`case ${c.id}: ${res.status} ${await res.text()}`);
    bodies[c.id] = await res.json();
  }
  const file = join(root, 'dist', 'bench-floor-bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  return file;
}

/** The floor's replay of a case: the answer Tessera gave it, the same every time. */
function floorCase(c: LoadCase): LoadCase {
  return { ...c, path: `/floor/${c.id}`, vary: undefined };
}

/**
 * Each case: the floor, Tessera with the cache off, and the floor served as `app.listen` serves it,
 * in turns (loadInTurns), so all three see the same machine load.
 */
async function fixtureSection(project: string, db: string): Promise<void> {
  const cases = fixtureCases();
  const off = await serve(project, db, { TESSERA_RESPONSE_CACHE: 'off' });
  // The floor's mounted Tessera opens a copy: one database is locked by one process.
  copyFileSync(db, `${db}.floor`);
  const floor = await startChild(
    ['--import', 'tsx', join(root, 'bench', 'bare-express.ts'), project, `${db}.floor`],
    FLOOR_READY,
    { BENCH_FLOOR_BODIES: await captureBodies(off.base, cases) },
  );
  const rows = [
    [
      'case',
      'request',
      'floor req/s',
      'cache off req/s',
      'p50 ms',
      'p99 ms',
      'vs floor',
      'target',
      'vs Strapi',
      'server CPU us/req: floor',
      'cache off',
      'floor/off',
      'floor as app.listen req/s',
      'vs it',
    ],
  ];
  // Every case under load first, on both sides, so that each case is measured in the steady state
  // of a server that has met all of them: measured in order, each case had met only those before it
  // (findOne, third, read 96-119 % of the floor that way, 73-82 % after all six on both sides).
  // Strapi too, when it is measured live: compared with a server that had met them all, it read as slower than it is.
  for (const c of cases) {
    await load(floor.base, floorCase(c), 2, 10, false);
    await load(off.base, c, 2, 10, false);
    if (STRAPI_URL) await load(STRAPI_URL, c, 2, 10, false);
  }
  const adapter = [['mounted in Express (same process as the floor)', 'req/s', 'vs /json']];
  const json = await load(floor.base, { id: 'json', label: '', path: '/json' }, DURATION);
  adapter.push(['floor GET /json', json.rps.toFixed(0), '100%']);
  const asListen = await load(floor.ready[2], { id: 'json', label: '', path: '/json' }, DURATION);
  adapter.push(['floor GET /json, served as app.listen does', asListen.rps.toFixed(0), pct(asListen.rps / json.rps)]);
  for (const [label, path] of [
    ['tessera.express() GET /_health (204, no work)', '/cms/_health'],
    ['tessera.express() GET /api/articles/1 (cached)', '/cms/api/articles/1'],
  ]) {
    const r = await load(floor.base, { id: label, label, path }, DURATION);
    adapter.push([label, r.rps.toFixed(0), pct(r.rps / json.rps)]);
  }
  for (const c of cases) {
    // A live Strapi takes its turns with the others: measured once after them, its figure moved
    // with the machine's load of that moment alone.
    const [f, r, l, live] = await loadInTurns(
      [
        { base: floor.base, c: floorCase(c), pid: floor.child.pid },
        { base: off.base, c, pid: off.child.pid },
        { base: floor.ready[2], c: floorCase(c), pid: floor.child.pid },
        ...(STRAPI_URL ? [{ base: STRAPI_URL, c }] : []),
      ],
      DURATION,
      ROUNDS,
    );
    if (r.errors || f.errors || l.errors)
      throw new Error(`case ${c.id}: ${r.errors} errors (floor ${f.errors + l.errors})`);
    const strapi = live ? live.rps : c.strapi;
    const ratio = r.rps / f.rps;
    rows.push([
      `${c.id} ${c.label}`,
      c.body ? `POST ${c.path}${c.vary ? ' (varied)' : ''}` : `${c.path}${c.vary ? ' (varied)' : ''}`,
      f.rps.toFixed(0),
      r.rps.toFixed(0),
      String(r.p50),
      String(r.p99),
      pct(ratio),
      c.target ? `>= ${c.target * 100}% ${ratio >= c.target ? 'ok' : 'MISS'}` : '',
      strapi ? `${(r.rps / strapi).toFixed(1)}x` : '',
      f.cpuUs!.toFixed(0),
      r.cpuUs!.toFixed(0),
      pct(f.cpuUs! / r.cpuUs!),
      l.rps.toFixed(0),
      pct(r.rps / l.rps),
    ]);
  }
  await stop(off.child);
  await stop(floor.child);
  const on = await serve(project, db);
  const cached = [['case (response cache on)', 'req/s', 'p50 ms', 'p99 ms']];
  for (const c of cases) {
    const r = await load(on.base, c, DURATION);
    cached.push([`${c.id} ${c.label}`, r.rps.toFixed(0), String(r.p50), String(r.p99)]);
  }
  await stop(on.child);
  console.log(
    `\nfixture data, 10 connections, floor and Tessera (cache off) measured in turns per case (${ROUNDS} rounds each)` +
      `${STRAPI_URL ? `; Strapi measured live at ${STRAPI_URL}, in the same turns` : '; Strapi 4.26.2 figures recorded on this machine'}.` +
      '\nThe floor is a bare Express app on the server Tessera runs on (server/adapters/express-server.ts); the last' +
      "\ncolumns serve the same app as Express's own app.listen does, whose requests cost more, in the same turns." +
      "\nServer CPU per request is the server process's own (user + system, all its threads) over the same runs; the load" +
      '\ngenerator shares the machine, so it moves less with the load than req/s does. floor/off is its ratio.\n',
  );
  table(rows);
  console.log('');
  table(cached);
  console.log('');
  table(adapter);
}

/** Creates from `connections` connections after a warm-up second, with the server's CPU per request. */
async function writesWithCpu(
  base: string,
  pid: number,
  token: string,
  connections: number,
  seconds: number,
  label: string,
  path?: string,
): Promise<WriteLoadResult & { cpuMsPerRequest: number }> {
  await writeLoad(base, token, connections, 1, `warm-${label}`, path);
  const before = cpuMs(pid);
  const r = await writeLoad(base, token, connections, seconds, label, path);
  return { ...r, cpuMsPerRequest: (cpuMs(pid) - before) / r.requests };
}

const tenRow = (label: string, r: { rps: number; p50: number; cpuMsPerRequest: number }, target: string) => [
  label,
  r.rps.toFixed(0),
  r.p50.toFixed(0),
  r.cpuMsPerRequest.toFixed(2),
  '',
  target,
];

/**
 * Durable creates (fsync on) from 1, 10 and 200 keep-alive connections: group commit and fairness.
 * The 10 writers are set beside a bare Express floor that parses and answers the same POST, and
 * beside Tessera in-process without HTTP, which also counts the creates each fsync served: on a
 * shared machine the rates follow its load, the CPU per create and the fsync share much less.
 */
async function writesSection(project: string, db: string, token: string): Promise<void> {
  const loadBefore = loadavg()[0];
  const server = await serve(project, db);
  const seconds = Math.max(3, DURATION / 2);
  const rows = [WRITE_LOAD_HEADER];
  const ten = [['10 writers', 'creates/s', 'p50 ms', 'CPU ms per create', 'creates per fsync', 'target']];
  for (const connections of [1, 10, 200]) {
    const r = await writesWithCpu(server.base, server.child.pid!, token, connections, seconds, `c${connections}`);
    rows.push(
      writeLoadRow(
        `durable creates${connections === 10 ? ' (target >= 2000/s)' : connections === 200 ? ' (fairness)' : ''}`,
        r,
      ),
    );
    if (connections === 10) ten.push(tenRow('Tessera, HTTP (serve)', r, `>= 2000/s ${r.rps >= 2000 ? 'ok' : 'MISS'}`));
  }
  await stop(server.child);
  const floor = await startChild(['--import', 'tsx', join(root, 'bench', 'bare-express.ts')], FLOOR_READY);
  const f = await writesWithCpu(floor.base, floor.child.pid!, token, 10, seconds, 'floor', '/floor-create');
  ten.push(tenRow('bare Express floor (POST parsed and answered, nothing stored)', f, ''));
  await stop(floor.child);
  const own = await writeInProcess(project, db, token, 10, seconds);
  ten.push([
    'Tessera in-process (handle(), no HTTP)',
    own.perSecond.toFixed(0),
    '',
    own.cpuMsPerCreate.toFixed(2),
    own.createsPerFsync.toFixed(1),
    '',
  ]);
  console.log(
    '\nconcurrent durable writes (POST /api/tags, fsync on, keep-alive connections writing back to back;' +
      ` load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, ${cpus().length} CPUs)\n`,
  );
  table(rows);
  console.log('');
  table(ten);
}

/** RSS of the server after every fixture case has run against it with the response cache on. */
async function memorySection(project: string, db: string): Promise<void> {
  const rows = [['response cache', 'RSS after load', 'target']];
  for (const cache of ['on', 'off']) {
    const server = await serve(project, db, { TESSERA_RESPONSE_CACHE: cache });
    for (const c of fixtureCases()) await load(server.base, c, Math.max(2, DURATION / 2));
    const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    rows.push([cache, `${rss.toFixed(0)} MiB`, cache === 'on' ? `<= 150 MiB ${rss <= 150 ? 'ok' : 'MISS'}` : '']);
    await stop(server.child);
  }
  console.log('\nmemory (every fixture case run against one server)\n');
  table(rows);
}

async function startSection(project: string, db: string): Promise<void> {
  const envs: [string, StartEnv][] = [['as given', process.env]];
  const bare = withoutExtraCaCerts(process.env);
  if (bare) envs.push(['NODE_EXTRA_CA_CERTS unset', bare]);
  const starts = envs.map(() => ({ node: [] as number[], wall: [] as number[], cpu: [] as number[] }));
  // In turns, so that a busy spell of the machine weighs on every row alike.
  for (let i = 0; i < 5; i++) {
    for (const [n, [, env]] of envs.entries()) {
      starts[n].node.push((await nodeFloorStart(env)).ms);
      const tessera = await coldStart(project, db, env);
      starts[n].wall.push(tessera.ms);
      starts[n].cpu.push(tessera.cpuMs);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[2];
  console.log('\ncold start: spawning `tessera serve` to the first 200 of GET /api/articles (median of 5)\n');
  table([
    ['environment', 'Node alone (bare node:http)', 'tessera serve', 'server CPU (user+sys)', 'target'],
    ...envs.map(([label], n) => {
      const wall = median(starts[n].wall);
      return [
        label,
        `${median(starts[n].node).toFixed(0)} ms`,
        `${wall.toFixed(0)} ms`,
        `${median(starts[n].cpu).toFixed(0)} ms`,
        `<= 400 ms ${wall <= 400 ? 'ok' : 'MISS'}`,
      ];
    }),
  ]);
}

/** Each committed write is an fsynced journal append: its cost should not depend on the database's size. */
async function writeLatency(base: string, token: string, label: string): Promise<string[]> {
  let tagNo = 0;
  const r = await autocannon({
    url: `${base}/api/tags`,
    connections: 1,
    duration: Math.max(3, DURATION / 2),
    method: 'POST',
    body: JSON.stringify({ data: { name: 'bench' } }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      { setupRequest: (req) => ({ ...req, body: JSON.stringify({ data: { name: `bench-${label}-${tagNo++}` } }) }) },
    ],
  });
  return [
    `write (${label})`,
    'POST /api/tags',
    String(r.latency.p50),
    String(r.latency.p99),
    r.requests.average.toFixed(0),
    r.non2xx ? `${r.non2xx} errors` : '',
  ];
}

async function largeSection(project: string, db: string, token: string): Promise<void> {
  const small = await serve(project, db);
  const writes = [await writeLatency(small.base, token, 'fixture data')];
  await stop(small.child);
  const articles = Number(process.env.BENCH_ARTICLES ?? 100_000);
  const started = Date.now();
  await generateLarge(project, db, articles);
  console.log(`\ngenerated ${articles} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const large = await serve(project, db, { TESSERA_RESPONSE_CACHE: 'off' });
  const rows = [['case', 'request', 'p50 ms', 'p99 ms', 'req/s', 'target']];
  for (const c of largeCases()) {
    // One connection: the latency of one request, not of a queue; no response cache.
    const r = await load(large.base, c, Math.max(3, DURATION / 2), 1);
    const ok = r.p50 <= c.p50 && (c.p99 === undefined || r.p99 <= c.p99);
    rows.push([
      c.label,
      `${c.path}${c.vary ? ' (varied)' : ''}`,
      String(r.p50),
      String(r.p99),
      r.rps.toFixed(0),
      `p50 <= ${c.p50}${c.p99 ? `, p99 <= ${c.p99}` : ''} ms ${ok ? 'ok' : 'MISS'}`,
    ]);
  }
  writes.push(await writeLatency(large.base, token, `${articles} articles`));
  await stop(large.child);
  console.log(`\n${articles} articles (1 connection, response cache off)\n`);
  table(rows);
  console.log('\nwrite latency, fsync per commit (1 connection)\n');
  table([['case', 'request', 'p50 ms', 'p99 ms', 'req/s', ''], ...writes]);
}

async function main(): Promise<void> {
  if (ONLY !== undefined && !SECTIONS.includes(ONLY)) throw new Error(`--only takes one of: ${SECTIONS.join(', ')}`);
  buildServer();
  const { project, db, token } = await seededFixture();
  if (runs('start')) await startSection(project, db);
  if (runs('fixture')) await fixtureSection(project, db);
  if (runs('memory')) await memorySection(project, db);
  if (runs('writes')) await writesSection(project, db, token);
  if (runs('postgres'))
    await postgresSection({
      project,
      db,
      token,
      given: arg('--pg') ?? process.env.TESSERA_BENCH_POSTGRES_URL,
      seconds: Math.max(3, DURATION / 2),
      articles: Number(process.env.BENCH_PG_ARTICLES ?? 1_000_000),
      print: (title, rows) => {
        console.log(`\n${title}\n`);
        table(rows);
      },
    });
  // Last: it fills the database with 100k articles.
  if (runs('large')) await largeSection(project, db, token);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

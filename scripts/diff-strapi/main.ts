// npm run diff-strapi -- --seed N [--strapi-url URL [--strapi-tokens FILE]] [--only REGEX] [--show N]
//                        [--emit DIR] [--record DIR] [--list] [--pg URL|local [--keep-databases]]
// Generates a Strapi v4 project from the seed, seeds the same data into real Strapi and Tessera
// through their APIs, sends both the same generated requests in the same order and prints every
// difference. Without --strapi-url it starts real Strapi itself (../shared/oracle/run.sh) on a free
// port of DIFF_STRAPI_PORTS (default 1400-1404). --emit writes the project and prints the run.sh
// command that serves it; --record writes Strapi's answers as a conformance corpus instead.
// --pg runs both on PostgreSQL (the server URL names, or `local`: one started here), each on a
// database of its own; then Tessera is started on Strapi's own work folder and database, as it is,
// and every read is sent to both again. --keep-databases leaves those databases on the server (their
// names are printed) to look into a difference afterwards, e.g. the order of rows in PostgreSQL's heap.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { RecordedCase } from '../conformance/recorded-cases.ts';
import { send } from '../conformance/send.ts';
import { compare } from './compare.ts';
import { setupOf, withoutJwts, writeCorpus } from './corpus.ts';
import { planCases } from './plan.ts';
import type { PlannedCase } from './planned-case.ts';
import { writeProject } from './project-files.ts';
import { generateProject } from './project.ts';
import { parting } from './difference.ts';
import { describeRequest, printDifference, printPartings, printSummary, type Outcome } from './report.ts';
import { compareStoredOrders, describeStoredOrders } from './stored-order.ts';
import {
  createScratchDatabase,
  localPostgres,
  NO_LOCAL_POSTGRES,
  type ScratchDatabase,
} from '../../test/helpers/postgres-server.ts';
import {
  connectStrapi,
  oracleEnv,
  oracleTokensFile,
  startOracle,
  startTessera,
  startTesseraOnStrapi,
  type Target,
} from './targets.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const USAGE = `usage: npm run diff-strapi -- --seed N [--strapi-url URL [--strapi-tokens FILE]] [--only REGEX] [--show N]
                            [--emit DIR] [--record DIR] [--list] [--pg URL|local [--keep-databases]]`;
const options = {
  seed: { type: 'string', default: '1' },
  'strapi-url': { type: 'string' },
  'strapi-tokens': { type: 'string' },
  only: { type: 'string' },
  show: { type: 'string', default: '50' },
  emit: { type: 'string' },
  record: { type: 'string' },
  list: { type: 'boolean' },
  pg: { type: 'string' },
  'keep-databases': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
// A bad option is answered by one line and the usage (exit 2), not a stack trace.
const args = (() => {
  try {
    return parseArgs({ options }).values;
  } catch (err) {
    console.error(`diff-strapi: ${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (args['keep-databases'] && (args.pg === undefined || args.pg === 'local')) {
  // A server started here goes at the end of the run, and its databases with it.
  console.error(`diff-strapi: --keep-databases needs --pg URL, a server that outlives the run\n${USAGE}`);
  process.exit(2);
}
const seed = Number(args.seed);
if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number, got ${args.seed}`);
const project = generateProject(seed);
const setup = setupOf(project);
const planned = planCases(project, seed);
const runScript = resolve(root, '..', 'shared', 'oracle', 'run.sh');
const ports = (process.env.DIFF_STRAPI_PORTS ?? '1400,1401,1402,1403,1404').split(',').map(Number);

if (args.list) {
  for (const c of planned) console.log(`${c.id.padEnd(60)} ${describeRequest(c)}`);
  process.exit(0);
}
if (args.emit) {
  const dir = resolve(args.emit);
  writeProject(project, dir);
  const env = Object.entries(oracleEnv(setup))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(`wrote the project of seed ${seed} to ${dir}; serve it with real Strapi, then compare:`);
  console.log(`  ${env} ${runScript} ${dir} --port ${ports[0]} --fresh`);
  console.log(
    `  npm run diff-strapi -- --seed ${seed} --strapi-url http://127.0.0.1:${ports[0]} --strapi-tokens ${oracleTokensFile(ports[0])}`,
  );
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'diff-strapi-'));
const projectDir = join(work, 'project');
writeProject(project, projectDir);
const targets: Target[] = [];
const pg = args.pg === undefined ? null : await localPostgres(args.pg === 'local' ? undefined : args.pg);
if (args.pg !== undefined && !pg) throw new Error(`--pg local: ${NO_LOCAL_POSTGRES}`);
const databases: ScratchDatabase[] = [];
try {
  const database = async (label: string) => {
    const d = await createScratchDatabase(pg!.url, label);
    databases.push(d);
    return d.url;
  };
  const strapi = args['strapi-url']
    ? connectStrapi(
        args['strapi-url'],
        args['strapi-tokens'] ?? oracleTokensFile(Number(new URL(args['strapi-url']).port)),
      )
    : await startOracle(runScript, projectDir, setup, ports, pg ? { pg: await database('diff_strapi') } : {});
  targets.push(strapi);
  if (args.record) await record(strapi, resolve(args.record));
  else {
    const tessera = await startTessera(projectDir, setup, pg ? { database: await database('diff_tessera') } : {});
    targets.push(tessera);
    await differ(strapi, tessera, planned);
    if (strapi.work && tessera.database && tessera.stopServing) {
      await tessera.stopServing();
      const report = await compareStoredOrders(join(strapi.work, '.tmp', 'data.db'), tessera.database);
      console.log(describeStoredOrders(report));
      if (report.differing) process.exitCode = 1;
    }
    if (pg) {
      await tessera.stop();
      targets.splice(targets.indexOf(tessera), 1);
      console.log(`\nTessera on Strapi's own work folder and PostgreSQL database, every read again:`);
      const onStrapi = await startTesseraOnStrapi(strapi);
      targets.push(onStrapi);
      await differ(strapi, onStrapi, planned.filter(isRead));
    }
  }
} finally {
  for (const t of targets) await t.stop();
  if (args['keep-databases']) {
    for (const d of databases) {
      const shown = new URL(d.url);
      if (shown.password) shown.password = '***';
      console.log(`kept ${shown.href}`);
    }
  } else for (const d of databases) await d.drop().catch(() => {});
  pg?.stop();
  rmSync(work, { recursive: true, force: true });
}

/** A request that changes nothing, by a caller both servers know (JWTs are each server's own). */
function isRead(c: PlannedCase): boolean {
  const { method, body, headers } = c.request;
  if (Object.values(headers ?? {}).some((v) => String(v).includes('<JWT>'))) return false;
  if (method === 'GET') return true;
  const query = (body as { query?: unknown } | undefined)?.query;
  return c.request.path === '/graphql' && typeof query === 'string' && !/^\s*mutation\b/.test(query);
}

async function differ(strapi: Target, tessera: Target, cases: PlannedCase[]): Promise<void> {
  const only = args.only ? new RegExp(args.only) : null;
  const started = Date.now();
  const outcomes: Outcome[] = [];
  let shown = 0;
  for (const c of cases) {
    const a = await send(strapi.base, c.request, strapi.secrets);
    const b = await send(tessera.base, c.request, tessera.secrets, a.body);
    if (only && !only.test(c.id)) continue;
    const window = { from: started - 3600000, to: Date.now() + 3600000 };
    const verdict = compare(c.request, a, b, window);
    const outcome: Outcome = {
      planned: c,
      verdict,
      strapi: a,
      tessera: b,
      ...(verdict === 'different' ? { parting: parting(a, b, window) } : {}),
    };
    outcomes.push(outcome);
    if (verdict === 'different' && shown++ < Number(args.show)) {
      printDifference(outcome, `npm run diff-strapi -- --seed ${seed} --only '^${c.id}$'`);
    }
  }
  printPartings(outcomes);
  printSummary(seed, outcomes);
  if (outcomes.some((o) => o.verdict === 'different')) process.exitCode = 1;
}

async function record(strapi: Target, dir: string): Promise<void> {
  const cases: RecordedCase[] = [];
  let failedSeeds = 0;
  for (const [i, c] of planned.entries()) {
    const a = await send(strapi.base, c.request, strapi.secrets);
    if (c.group === 'seed' && a.status >= 300) {
      failedSeeds++;
      console.log(`seed request failed on Strapi: ${c.id} ${a.status} ${JSON.stringify(a.body).slice(0, 400)}`);
    }
    const response = {
      status: a.status,
      body: withoutJwts(a.body),
      ...(/json/.test(a.contentType) ? {} : { contentType: a.contentType }),
    };
    cases.push({ ...c, seq: i + 1, response });
  }
  writeCorpus(dir, projectDir, setup, cases);
  console.log(
    `recorded ${cases.length} cases of seed ${seed} into ${dir}${failedSeeds ? ` (${failedSeeds} seed requests failed)` : ''}`,
  );
}

// npm run strapi-archive-check [-- --port 1421]
// Checks `tessera data export` and `tessera data import` against real Strapi 4.26.2 (../shared/oracle),
// both ways, on the conformance fixture:
//   1. Tessera imports the archive Strapi exported (test/fixtures/strapi-transfer), gains content
//      written through its own REST API, and exports it; real Strapi (`strapi import --force`) imports
//      that archive, and both answer the same reads.
//   2. Real Strapi exports what it now holds (`strapi export --no-encrypt`); a fresh Tessera imports it,
//      and both answer the same reads again.
// Needs the oracle installed; not part of npm test.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { isDeepStrictEqual, stripVTControlCharacters } from 'node:util';
import { serve } from '../../test/helpers/tessera.ts';
import { startOracle, type Target } from '../diff-strapi/targets.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FIXTURE = join(root, 'test', 'conformance', 'fixture');
const STRAPI_ARCHIVE = join(root, 'test', 'fixtures', 'strapi-transfer', 'strapi-4.26.2-export.tar.gz');
const RUN = join(root, '..', 'shared', 'oracle', 'run.sh');
const { values: args } = parseArgs({ options: { port: { type: 'string', default: '1421' } } });
const port = Number(args.port);
const oracleWork = join(process.env.STRAPI_ORACLE_HOME ?? join(homedir(), '.cache', 'strapi4-oracle'), `work-${port}`);

/** The reads compared: lists and populate trees over every kind of field the fixture has. */
const READS = [
  '/api/articles?populate=*&publicationState=preview&locale=all&sort=id',
  '/api/articles?populate[seo][populate]=shareImage&populate[blocks]=*&populate[tags][sort]=name&locale=all&sort=id',
  '/api/articles?filters[tags][name][$eq]=math&locale=all&fields[0]=title&sort=id',
  '/api/articles/1?populate[localizations][fields][0]=locale',
  '/api/authors?populate[articles][fields][0]=title&populate[avatar][fields][0]=name',
  '/api/tags?populate[articles][fields][0]=title&sort=id',
  '/api/global?populate[defaultSeo][populate]=*',
  '/api/upload/files?sort=id',
  '/api/i18n/locales',
];

const work = mkdtempSync(join(tmpdir(), 'strapi-archive-check-'));
const tessera = (...a: string[]) => {
  const r = spawnSync(process.execPath, [join(root, 'bin', 'tessera.js'), ...a], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tessera ${a.join(' ')} failed: ${r.stderr || r.stdout}`);
  return r.stdout.trim();
};
const strapiCli = (...a: string[]) => {
  const r = spawnSync(process.execPath, ['node_modules/@strapi/strapi/bin/strapi.js', ...a], {
    cwd: oracleWork,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'development', STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (r.status !== 0) throw new Error(`strapi ${a.join(' ')} failed: ${r.stderr || r.stdout}`);
  return `${r.stdout}${r.stderr}`;
};

async function read(base: string, token: string, path: string): Promise<unknown> {
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
}

async function answers(target: { base: string; token: string }): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const path of READS) out.push(await read(target.base, target.token, path));
  return out;
}

async function tesseraProject(name: string, archive: string): Promise<{ dir: string; token: string }> {
  const dir = join(work, name);
  cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !src.includes(join(FIXTURE, '.tmp')) });
  console.log(tessera('data', 'import', archive, dir).split('\n')[0]);
  return { dir, token: tessera('token', 'create', '--type', 'full-access', '--name', 'check', dir) };
}

/** Content written through Tessera's own API: relations in an order, components, a zone, media. */
async function writeTesseraContent(base: string, token: string): Promise<void> {
  const send = async (method: string, path: string, data: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { id: number } }).data;
  };
  const tag = await send('POST', '/api/tags', { name: 'tessera' });
  await send('POST', '/api/articles', {
    title: 'Made in Tessera',
    slug: 'made-in-tessera',
    views: 7,
    isFeatured: false,
    publishDate: '2026-02-03',
    metadata: { nested: { list: [1, 'two'] } },
    author: 1,
    tags: [tag.id, 1],
    cover: 1,
    gallery: [1],
    seo: { metaTitle: 'tm', metaDescription: 'td', shareImage: 1 },
    blocks: [
      { __component: 'blocks.rich-text', body: 'first' },
      { __component: 'blocks.quote', title: 'second', text: 'q' },
      { __component: 'blocks.rich-text', body: 'third' },
    ],
  });
  await send('PUT', '/api/authors/1', { bio: 'updated in Tessera' });
}

/** The JSON paths where two answers differ (`data[0].attributes.seo.id: 1 ≠ 3`). */
function differences(a: unknown, b: unknown, path = ''): string[] {
  if (isDeepStrictEqual(a, b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    const fmt = (k: string) => (Array.isArray(a) ? `${path}[${k}]` : path ? `${path}.${k}` : k);
    return [...keys].flatMap((k) =>
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], fmt(k)),
    );
  }
  return [`${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
}

/**
 * Same answers, except ids `strapi import` allocates itself: it inserts every entity anew and maps
 * the archive's ids to the ones its database gives (components and, after a fresh start, locales
 * get new ids), so an id that differs is reported apart from every other difference.
 */
function compare(label: string, reads: string[], a: unknown[], b: unknown[]): number {
  let differing = 0;
  reads.forEach((path, i) => {
    const found = differences(a[i], b[i], 'answer');
    const ids = found.filter((d) => /\.id: /.test(d) || /\]\.id: /.test(d));
    const other = found.filter((d) => !ids.includes(d));
    if (other.length) differing++;
    console.log(
      `${other.length ? 'DIFFERENT' : 'same'}  ${path}${ids.length ? ` (${ids.length} ids allocated by the importer differ)` : ''}`,
    );
    for (const d of [...other, ...ids].slice(0, 12)) console.log(`    ${d}`);
  });
  console.log(`${label}: ${reads.length - differing} of ${reads.length} reads answer the same`);
  return differing;
}

async function main(): Promise<number> {
  let strapi: Target | undefined;
  try {
    // 1. Tessera → Strapi
    const first = await tesseraProject('tessera-1', STRAPI_ARCHIVE);
    let served = await serve(first.dir);
    await writeTesseraContent(served.base, first.token);
    const tesseraAnswers = await answers({ base: served.base, token: first.token });
    await served.stop();
    const tesseraArchive = join(work, 'tessera-export.tar.gz');
    console.log(tessera('data', 'export', '--out', tesseraArchive, first.dir).split('\n')[0]);

    const setup = { locales: [{ code: 'fr', name: 'French' }], grants: { public: [], authenticated: [] } };
    strapi = await startOracle(RUN, FIXTURE, setup, [port]);
    await strapi.stop();
    const imported = stripVTControlCharacters(strapiCli('import', '-f', tesseraArchive, '--force'));
    // Schema differences Strapi reports (and --force accepts): what Tessera's schemas/ lacks or words otherwise.
    const schemaWarnings = imported.split('\n').filter((l) => /does not exist on|different data type/.test(l));
    console.log(`strapi import: ${schemaWarnings.length} schema differences reported`);
    for (const l of schemaWarnings) console.log(`    ${l.trim()}`);
    console.log(
      imported
        .split('\n')
        .filter((l) => /✔|completed/.test(l))
        .join('\n'),
    );
    strapi = await startOracle(RUN, FIXTURE, setup, [port], { fresh: false });
    const strapiToken = strapi.secrets['<FULL_ACCESS_TOKEN>'];
    const strapiAnswers = await answers({ base: strapi.base, token: strapiToken });
    const one = compare('Tessera export → strapi import', READS, tesseraAnswers, strapiAnswers);
    await strapi.stop();
    strapi = undefined;

    // 2. Strapi → Tessera
    const strapiArchive = join(work, 'strapi-export');
    strapiCli('export', '--no-encrypt', '-f', strapiArchive);
    const second = await tesseraProject('tessera-2', `${strapiArchive}.tar.gz`);
    served = await serve(second.dir);
    const roundTrip = await answers({ base: served.base, token: second.token });
    await served.stop();
    const two = compare('strapi export → Tessera import', READS, roundTrip, strapiAnswers);
    return one + two === 0 ? 0 : 1;
  } finally {
    await strapi?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);

// npm run record-postgres -- CORPUS_DIR --pg postgres://USER@HOST:PORT/postgres [--ports 1461,1462] [--runs 2]
// Replays a recorded corpus (made on Strapi-on-SQLite) against real Strapi 4.26.2 on a scratch
// PostgreSQL database, set up as the recording was (tokens, locales, grants, the restart), and writes
// CORPUS_DIR/postgres-answers.json: Strapi's answers where they differ from the recording by the
// replay's own judge. Each of --runs replays on a new database; a run after the first (in this call or
// an earlier one: the file is added to) keeps the answers that differ from every answer kept so far,
// as Strapi answers some cases otherwise from run to run there. Needs ../shared/oracle; npm test only
// reads the file.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../../test/helpers/postgres-server.ts';
import { withoutJwts } from '../diff-strapi/corpus.ts';
import { startOracle, type Target } from '../diff-strapi/targets.ts';
import { judge } from './judge.ts';
import { readPostgresAnswers, writePostgresAnswers, type PostgresAnswers } from './postgres-answers.ts';
import { readCases, type CorpusSetup, type RecordedCase } from './recorded-cases.ts';
import { send, type Answer } from './send.ts';

const DAY = 86400000;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pg: { type: 'string' },
    ports: { type: 'string', default: '1461,1462' },
    runs: { type: 'string', default: '2' },
  },
});
const corpusDir = resolve(positionals[0] ?? '');
if (!positionals[0] || !args.pg) throw new Error('usage: record-postgres CORPUS_DIR --pg postgres://USER@HOST:PORT/DB');
const ports = args.ports.split(',').map(Number);
const runScript = resolve(root, '..', 'shared', 'oracle', 'run.sh');

const cases = readCases(join(corpusDir, 'cases'));
const setup = JSON.parse(readFileSync(join(corpusDir, 'fixture', 'setup.json'), 'utf8')) as CorpusSetup;
const grantsPhase = setup.grantsPhase ?? '3-after-restart-with-ORACLE_GRANTS=1';
const recordedAt = Date.parse(setup.recordedOn ?? '2026-11-21T00:00:00Z');

const work = mkdtempSync(join(tmpdir(), 'record-postgres-'));
const project = join(work, 'project');
const customTokenFile = join(work, 'custom-token');
cpSync(join(corpusDir, 'fixture'), project, { recursive: true, filter: (src) => !src.endsWith('setup.json') });
writeSetupBootstrap();
try {
  const window = (at: string | number) => {
    const ms = typeof at === 'number' ? at : Date.parse(at);
    return { from: ms - DAY, to: ms + 2 * DAY };
  };
  let file = existsSync(join(corpusDir, 'postgres-answers.json')) ? readPostgresAnswers(corpusDir) : null;
  for (let run = 0; run < Number(args.runs); run++) {
    const got = await replayOnStrapi();
    const recordedOn = new Date().toISOString();
    const answers: PostgresAnswers['answers'] = {};
    for (const [i, c] of cases.entries()) {
      // The first run is compared with the recording; a later one with the first run and the runs kept.
      const seen = file
        ? [
            { want: file.answers[c.id] ?? c.response, at: file.answers[c.id] ? file.recordedOn : recordedAt },
            ...(file.otherRuns ?? []).flatMap((r) =>
              r.answers[c.id] ? [{ want: r.answers[c.id], at: r.recordedOn }] : [],
            ),
          ]
        : [{ want: c.response, at: recordedAt }];
      if (!seen.some((s) => judge(c.request, s.want, got[i], window(s.at), window(recordedOn))))
        answers[c.id] = recorded(got[i]);
    }
    if (!file) file = { recordedOn, answers };
    else (file.otherRuns ??= []).push({ recordedOn, answers });
    writePostgresAnswers(corpusDir, file);
    console.log(`run ${run + 1}: ${Object.keys(answers).length} of ${cases.length} cases answered otherwise`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

/** Every case's answer from real Strapi on a new scratch database, set up as the recording was. */
async function replayOnStrapi(): Promise<Answer[]> {
  const database = await createScratchDatabase(args.pg!, 'record_postgres');
  let strapi: Target | null = null;
  const start = (grants: CorpusSetup['grants'], fresh: boolean) =>
    startOracle(runScript, project, { ...setup, grants }, ports, { fresh, pg: database.url });
  try {
    const answers: Answer[] = [];
    let phase = '';
    // One set of secrets for the whole run: send() keeps the last JWT answered in it.
    const secrets: Record<string, string> = {};
    for (const c of cases) {
      if (c.phase !== phase && c.phase === grantsPhase) {
        await strapi?.stop();
        strapi = await start(setup.grants, strapi === null);
      }
      strapi ??= await start({ public: [], authenticated: [] }, true);
      phase = c.phase;
      Object.assign(secrets, strapi.secrets, customTokenSecret());
      answers.push(await send(strapi.base, c.request, secrets, c.response.body));
    }
    return answers;
  } finally {
    await strapi?.stop();
    await database.drop().catch(() => {});
  }
}

function recorded(a: Answer): RecordedCase['response'] {
  return {
    status: a.status,
    body: withoutJwts(a.body),
    ...(/json/.test(a.contentType) ? {} : { contentType: a.contentType }),
  };
}

/**
 * The project's bootstrap adds the recording's locales under their names and its custom token
 * (run.sh's own bootstrap adds locales named by their code and no custom token).
 */
function writeSetupBootstrap(): void {
  const index = join(project, 'src', 'index.js');
  if (existsSync(index)) throw new Error(`${index} exists: record-postgres writes its own bootstrap there`);
  writeFileSync(
    index,
    `'use strict';
const fs = require('fs');
const setup = ${JSON.stringify(setup)};
module.exports = {
  async bootstrap({ strapi }) {
    const locales = strapi.plugin('i18n').service('locales');
    for (const l of setup.locales) if (!(await locales.findByCode(l.code))) await locales.create(l);
    const tokens = strapi.service('admin::api-token');
    if (setup.customToken && !(await tokens.exists({ name: 'record-custom' }))) {
      const permissions = setup.customToken.permissions;
      const token = await tokens.create({ name: 'record-custom', description: '', type: 'custom', lifespan: null, permissions });
      fs.writeFileSync(${JSON.stringify(customTokenFile)}, token.accessKey);
    }
  },
};
`,
  );
}

function customTokenSecret(): Record<string, string> {
  if (!setup.customToken) return {};
  return { [setup.customToken.placeholder]: readFileSync(customTokenFile, 'utf8') };
}

// Replays one recorded corpus against Tessera through its CLI, as the recording was made: tokens
// and locales first, the phases in order, and a restart with the role grants when the grants phase
// begins (the hand-made corpus grants after its seed; generated corpora grant before the first case).
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgeByRuns } from '../../scripts/conformance/judge-runs.ts';
import { readPostgresAnswers } from '../../scripts/conformance/postgres-answers.ts';
import { readCases, type CorpusSetup, type RecordedCase } from '../../scripts/conformance/recorded-cases.ts';
import { judgeBySqliteAnswer } from '../../scripts/conformance/sqlite-answer-on-postgres.ts';
import { send } from '../../scripts/conformance/send.ts';
import { cli as runCli, serve, type Served } from '../helpers/tessera.ts';
import { getOperationAST, parse } from 'graphql';

const DAY = 86400000;

export interface Corpus {
  /** Prefix of the corpus's ids in conformance-baseline.txt: '' for the hand-made one, 'gen-101/' for the others. */
  prefix: string;
  dir: string;
}

export interface Verdict {
  id: string;
  group: string;
  pass: boolean;
  want: RecordedCase['response'];
  got: { status: number; body: unknown };
}

/** The corpus in `conformanceDir` itself and every folder beside its cases holding cases/ and fixture/. */
export function findCorpora(conformanceDir: string): Corpus[] {
  const nested = readdirSync(conformanceDir, { withFileTypes: true })
    .filter(
      (d) =>
        d.isDirectory() &&
        existsSync(join(conformanceDir, d.name, 'cases')) &&
        existsSync(join(conformanceDir, d.name, 'fixture')),
    )
    .map((d) => ({ prefix: `${d.name}/`, dir: join(conformanceDir, d.name) }))
    .sort((a, b) => a.prefix.localeCompare(b.prefix));
  return [{ prefix: '', dir: conformanceDir }, ...nested];
}

export interface ReplayOptions {
  /** A PostgreSQL database to serve from (through DATABASE_URL) instead of an embedded file. */
  databaseUrl?: string;
}

export async function replayConformance(corpus: Corpus, options: ReplayOptions = {}): Promise<Verdict[]> {
  const cases = readCases(join(corpus.dir, 'cases'));
  const deviationsFile = join(corpus.dir, 'deviations.json');
  const deviations = existsSync(deviationsFile)
    ? (JSON.parse(readFileSync(deviationsFile, 'utf8')) as Record<string, string>)
    : {};
  const setup = JSON.parse(readFileSync(join(corpus.dir, 'fixture', 'setup.json'), 'utf8')) as CorpusSetup;
  const grantsPhase = setup.grantsPhase ?? '3-after-restart-with-ORACLE_GRANTS=1';
  const recordedAt = Date.parse(setup.recordedOn ?? '2026-11-21T00:00:00Z');
  // Served from PostgreSQL, a case Strapi answers otherwise there is judged by that answer.
  const postgres = options.databaseUrl ? readPostgresAnswers(corpus.dir) : null;
  const postgresAt = Date.parse(postgres?.recordedOn ?? '');
  const work = mkdtempSync(join(tmpdir(), 'tessera-replay-'));
  const project = join(work, 'project');
  // The CLI and the server are child processes: DATABASE_URL reaches them, and `--db` would win over it.
  const dbArgs = options.databaseUrl ? [] : ['--db', join(work, 'data.db')];
  const previousUrl = process.env.DATABASE_URL;
  if (options.databaseUrl) process.env.DATABASE_URL = options.databaseUrl;
  cpSync(join(corpus.dir, 'fixture'), project, { recursive: true, filter: (src) => !src.endsWith('setup.json') });
  const cli = (...args: string[]) => {
    const r = runCli([...args, project, ...dbArgs], { cwd: work, timeout: 300_000 });
    if (r.status !== 0) throw new Error(`tessera ${args.slice(0, 3).join(' ')} failed: ${r.stderr}`);
    return r.stdout.trim();
  };
  const secrets: Record<string, string> = {
    '<FULL_ACCESS_TOKEN>': cli('token', 'create', '--type', 'full-access', '--name', 'full'),
    '<READ_ONLY_TOKEN>': cli('token', 'create', '--type', 'read-only', '--name', 'read'),
  };
  if (setup.customToken) {
    secrets[setup.customToken.placeholder] = cli(
      'token',
      'create',
      '--type',
      'custom',
      '--name',
      'custom',
      ...setup.customToken.permissions.flatMap((p) => ['--permission', p]),
    );
  }
  for (const l of setup.locales) cli('locale', 'add', l.code, '--name', l.name);
  const started = Date.now();
  const verdicts: Verdict[] = [];
  let server: Served | null = null;
  try {
    let phase = '';
    for (const c of cases) {
      if (c.phase !== phase && c.phase === grantsPhase) {
        await server?.stop();
        cli('role', 'grant', 'public', ...setup.grants.public);
        cli('role', 'grant', 'authenticated', ...setup.grants.authenticated);
        server = null;
      }
      // Generous start time: the replay runs beside other heavy processes (Strapi, other corpora).
      server ??= await serve(project, [...dbArgs, '--env', 'development'], { startTimeoutMs: 180000 });
      phase = c.phase;
      const onPostgres = postgres?.answers[c.id];
      const want = onPostgres ?? c.response;
      const got = await send(server.base, c.request, secrets, want.body);
      const ours = { from: started - 3600000, to: Date.now() + 3600000 };
      const window = (at: number) => ({ from: at - DAY, to: at + 2 * DAY });
      // Where Strapi answers a case otherwise from run to run on PostgreSQL, what its runs disagree on is open.
      const runs = [
        { answer: want, window: window(onPostgres ? postgresAt : recordedAt) },
        ...(postgres?.otherRuns ?? []).flatMap((run) =>
          run.answers[c.id] ? [{ answer: run.answers[c.id], window: window(Date.parse(run.recordedOn)) }] : [],
        ),
      ];
      const judge = (answer: typeof got): boolean => {
        if (judgeByRuns(c.request, runs, answer, ours)) return true;
        // Where Strapi fails (500) on PostgreSQL but answered on SQLite, its SQLite answer is the better one.
        if (
          onPostgres &&
          onPostgres.status >= 500 &&
          judgeBySqliteAnswer(c.request, c.response, answer, window(recordedAt), ours)
        )
          return true;
        return Boolean(deviations[c.id]); // the spec asks for something else than Strapi does
      };
      let pass = judge(got);
      // A GraphQL query runs compiled from the second time its document is asked
      // (server/graphql/http/compiled-operations.ts): asked again, it must answer as well.
      if (pass && isGraphqlQuery(c.request)) pass = judge(await send(server.base, c.request, secrets, want.body));
      verdicts.push({ id: corpus.prefix + c.id, group: c.group, pass, want, got });
    }
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
    if (previousUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previousUrl;
  }
  return verdicts;
}

/** A single GraphQL query sent as JSON (not a mutation, not a batch). */
function isGraphqlQuery(request: RecordedCase['request']): boolean {
  const body = request.body as { query?: unknown; operationName?: unknown } | undefined;
  if (request.method !== 'POST' || !/\/graphql$/.test(request.path) || typeof body?.query !== 'string') return false;
  try {
    const name = typeof body.operationName === 'string' ? body.operationName : undefined;
    return getOperationAST(parse(body.query), name)?.operation === 'query';
  } catch {
    return false;
  }
}

import { listen } from '../../adapters/listen.ts';
import { issueStudioLogin } from '../../admin/index.ts';
import { adminState } from '../../admin/admin-state.ts';
import { summaryOf, type KeptRecord } from '../../admin/request-log.ts';
import {
  MockSettingsError,
  parseDelayRule,
  parseFailRule,
  type MockSettings,
} from '../../mock-controls/mock-settings.ts';
import { batchedLines, mockBanner, requestLine } from '../request-line.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultDbFile } from '../../project.ts';
import { parse, portOption, UsageError, type Command } from '../usage.ts';
import { replaceDatabaseFile } from './export-import.ts';

const usage = [
  'usage: tessera serve [PROJECT] [--db FILE | --database postgres://user:pass@host:5432/db] [--uploads DIR] [--port 1337] [--host 127.0.0.1] [--env development|production] [--seed FILE.db]',
  "                     [--delay [METHOD ]PATH=MS|MIN-MAX]... [--fail '[METHOD ]PATH=STATUS[@PERCENT%]']... [--fail-seed N] [--quiet]",
  "  e.g. --delay 200-800 --fail 'GET /api/articles*=503@10%'   (--quiet: no request log in the terminal)",
].join('\n');

export const serveCommand: Command = {
  name: 'serve',
  summary: "serve a project's content API, GraphQL endpoint and studio",
  usage,
  async run(argv, io) {
    const { values, positionals } = parse(
      argv,
      {
        db: { type: 'string' },
        database: { type: 'string' },
        uploads: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        env: { type: 'string' },
        seed: { type: 'string' },
        delay: { type: 'string', multiple: true },
        fail: { type: 'string', multiple: true },
        'fail-seed': { type: 'string' },
        quiet: { type: 'boolean' },
      },
      usage,
      1,
    );
    if (values.help) {
      io.out(usage);
      return 0;
    }
    const env = (values.env as string | undefined) ?? process.env.NODE_ENV ?? 'development';
    if (!['development', 'production', 'staging', 'test'].includes(env))
      throw new UsageError(`--env must be development or production, got "${env}"`, usage);
    // --env is NODE_ENV, as in Strapi: the project's config reads it, and so do the packages served
    // on (outside production graphql-js checks every instanceof against other realms' copies, 5 %
    // of a GraphQL request).
    process.env.NODE_ENV = env;
    const mock = mockOptions(values);
    const port = values.port === undefined ? Number(process.env.PORT ?? 1337) : portOption(values.port, usage);
    if (values.seed !== undefined) {
      // Every run starts from the same data: the seed replaces the database before it is opened.
      const seed = resolve(String(values.seed));
      if (!existsSync(seed)) throw new UsageError(`--seed: no file at ${seed}`, usage);
      const projectDir = positionals[0] ?? '.';
      await replaceDatabaseFile(
        projectDir,
        resolve((values.db as string | undefined) ?? defaultDbFile(projectDir)),
        seed,
      );
    }
    const app = await listen({
      projectDir: positionals[0] ?? '.',
      dbFile: values.db as string | undefined,
      database: values.database as string | undefined,
      uploadsDir: values.uploads as string | undefined,
      port,
      host: (values.host as string | undefined) ?? process.env.HOST ?? '127.0.0.1',
      nodeEnv: env,
      log: io.err,
      mock,
    });
    for (const note of app.project.notes) io.err(`schema: ${note}`);
    // One write, so a reader that waits for the REST line sees all three. The studio link signs in once.
    const studio = `${app.url}${issueStudioLogin(app.project)}`;
    io.out(
      [
        `Tessera is serving ${app.project.dir}`,
        `  REST     ${app.url}/api`,
        `  GraphQL  ${app.url}/graphql`,
        `  Studio   ${studio}`,
        ...[mockBanner(app.tessera.mock.settings)].filter((l): l is string => l !== null),
      ].join('\n'),
    );
    if (!values.quiet) {
      adminState(app.project).requests.subscribe(
        batchedLines(io.out, (entry: KeptRecord) => requestLine(summaryOf(entry))),
      );
    }
    await new Promise<void>((resolveStop) => {
      let stopping = false;
      const stop = () => {
        if (stopping) return;
        stopping = true;
        app.close().then(resolveStop, resolveStop);
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    });
    return 0;
  },
};

/** `--delay`, `--fail`, `--fail-seed`: each given replaces config/tessera.js's setting. */
function mockOptions(values: Record<string, unknown>): Partial<MockSettings> {
  const mock: Partial<MockSettings> = {};
  try {
    if (values.delay) mock.delay = (values.delay as string[]).map(parseDelayRule);
    if (values.fail) mock.fail = (values.fail as string[]).map(parseFailRule);
  } catch (err) {
    if (err instanceof MockSettingsError) throw new UsageError(`--${err.message}`, usage);
    throw err;
  }
  const seed = values['fail-seed'];
  if (seed !== undefined) {
    if (!/^-?\d+$/.test(String(seed)) || !Number.isSafeInteger(Number(seed)))
      throw new UsageError(`--fail-seed must be an integer, got "${String(seed)}"`, usage);
    mock.seed = Number(seed);
  }
  return mock;
}

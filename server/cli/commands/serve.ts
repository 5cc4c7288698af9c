import { listen } from '../../adapters/listen.ts';
import { issueStudioLogin } from '../../admin/index.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultDbFile } from '../../project.ts';
import { parse, portOption, UsageError, type Command } from '../usage.ts';
import { replaceDatabaseFile } from './export-import.ts';

const usage =
  'usage: tessera serve [PROJECT] [--db FILE | --database postgres://user:pass@host:5432/db] [--port 1337] [--host 127.0.0.1] [--env development|production] [--seed FILE.db]';

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
        port: { type: 'string' },
        host: { type: 'string' },
        env: { type: 'string' },
        seed: { type: 'string' },
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
      port,
      host: (values.host as string | undefined) ?? process.env.HOST ?? '127.0.0.1',
      nodeEnv: env,
      log: io.err,
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
      ].join('\n'),
    );
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

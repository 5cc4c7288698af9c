import { createToken, listTokens, revokeToken, type TokenType } from '../../auth/api-tokens.ts';
import { openProject } from '../../project.ts';
import { type Command, parse, printsHelp, UsageError } from '../usage.ts';

const usage = [
  'usage: tessera token create --type full-access|read-only|custom [--permission ACTION ...] [--name NAME] [--lifespan DAYS] [PROJECT] [--db FILE]',
  '       tessera token list [PROJECT] [--db FILE]',
  '       tessera token revoke ID|NAME [PROJECT] [--db FILE]',
].join('\n');

export const tokenCommand: Command = {
  name: 'token',
  summary: 'create, list and revoke API tokens',
  usage,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (printsHelp(sub, io, usage)) return 0;
    if (sub === 'create') {
      const { values, positionals } = parse(
        rest,
        {
          type: { type: 'string' },
          permission: { type: 'string', multiple: true },
          name: { type: 'string' },
          description: { type: 'string' },
          lifespan: { type: 'string' },
          db: { type: 'string' },
        },
        usage,
        1,
      );
      if (values.help) {
        io.out(usage);
        return 0;
      }
      const type = values.type as string | undefined;
      if (!type || !['full-access', 'read-only', 'custom'].includes(type))
        throw new UsageError('--type must be full-access, read-only or custom', usage);
      const permissions = (values.permission as string[] | undefined) ?? [];
      if (type === 'custom' && permissions.length === 0)
        throw new UsageError('a custom token needs at least one --permission ACTION', usage);
      if (type !== 'custom' && permissions.length)
        throw new UsageError('--permission is only for --type custom', usage);
      const lifespan = values.lifespan === undefined ? null : Number(values.lifespan);
      if (lifespan !== null && (!Number.isInteger(lifespan) || lifespan <= 0))
        throw new UsageError('--lifespan must be a number of days', usage);
      const project = await openProject({ projectDir: positionals[0] ?? '.', dbFile: values.db as string | undefined });
      try {
        const name = (values.name as string | undefined) ?? `${type}-${Date.now().toString(36)}`;
        const { accessKey } = await createToken(project.engine, project.access.apiTokenSalt, {
          name,
          type: type as TokenType,
          description: values.description as string | undefined,
          permissions,
          lifespanDays: lifespan,
        });
        io.out(accessKey);
      } finally {
        await project.close();
      }
      return 0;
    }
    if (sub === 'list') {
      const { values, positionals } = parse(rest, { db: { type: 'string' } }, usage, 1);
      if (values.help) {
        io.out(usage);
        return 0;
      }
      const project = await openProject({ projectDir: positionals[0] ?? '.', dbFile: values.db as string | undefined });
      try {
        for (const t of await listTokens(project.engine)) {
          const perms = t.type === 'custom' ? ` ${[...t.permissions].join(',')}` : '';
          const expires = t.expiresAt ? ` expires ${new Date(t.expiresAt).toISOString()}` : '';
          io.out(`${t.id}\t${t.name}\t${t.type}${perms}${expires}`);
        }
      } finally {
        await project.close();
      }
      return 0;
    }
    if (sub === 'revoke') {
      const { values, positionals } = parse(rest, { db: { type: 'string' } }, usage, 2);
      if (values.help) {
        io.out(usage);
        return 0;
      }
      if (!positionals[0]) throw new UsageError('token revoke needs the token ID or NAME', usage);
      const project = await openProject({ projectDir: positionals[1] ?? '.', dbFile: values.db as string | undefined });
      try {
        if (!(await revokeToken(project.engine, positionals[0]))) {
          io.err(`no token ${positionals[0]}`);
          return 1;
        }
        io.out(`revoked ${positionals[0]}`);
      } finally {
        await project.close();
      }
      return 0;
    }
    throw new UsageError(
      sub ? `unknown token command "${sub}"` : 'token needs a command: create, list or revoke',
      usage,
    );
  },
};

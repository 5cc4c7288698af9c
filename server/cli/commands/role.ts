import { grant, revoke } from '../../auth/roles.ts';
import { openProject } from '../../project.ts';
import { type Command, parse, printsHelp, UsageError } from '../usage.ts';

const usage =
  'usage: tessera role grant|revoke public|authenticated ACTION... [PROJECT] [--db FILE]\n' +
  '       ACTION is e.g. api::article.article.find (find, findOne, create, update, delete)';

const ACTION = /^[\w-]+::[\w.-]+$/;

export const roleCommand: Command = {
  name: 'role',
  summary: 'grant or revoke users-permissions role permissions',
  usage,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (printsHelp(sub, io, usage)) return 0;
    if (sub !== 'grant' && sub !== 'revoke')
      throw new UsageError(sub ? `unknown role command "${sub}"` : 'role needs a command: grant or revoke', usage);
    const { values, positionals } = parse(rest, { db: { type: 'string' } }, usage, Infinity);
    if (values.help) {
      io.out(usage);
      return 0;
    }
    const [role, ...others] = positionals;
    if (role !== 'public' && role !== 'authenticated')
      throw new UsageError(`the role must be public or authenticated, got "${role ?? ''}"`, usage);
    const actions = others.filter((a) => ACTION.test(a));
    const rest2 = others.filter((a) => !ACTION.test(a));
    if (rest2.length > 1)
      throw new UsageError(`"${rest2[0]}" is not an action (expected e.g. api::article.article.find)`, usage);
    if (actions.length === 0) throw new UsageError('give at least one ACTION', usage);
    const project = await openProject({ projectDir: rest2[0] ?? '.', dbFile: values.db as string | undefined });
    try {
      const changed =
        sub === 'grant' ? await grant(project.engine, role, actions) : await revoke(project.engine, role, actions);
      io.out(`${sub === 'grant' ? 'granted' : 'revoked'} ${changed.length} permission(s) for ${role}`);
    } finally {
      await project.close();
    }
    return 0;
  },
};

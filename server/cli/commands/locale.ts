import { addLocale, listLocales, removeLocale, setDefaultLocale } from '../../plugins/i18n/locales.ts';
import { openProject } from '../../project.ts';
import { type Command, parse, printsHelp, UsageError } from '../usage.ts';

const usage = [
  'usage: tessera locale add CODE [--name NAME] [PROJECT] [--db FILE]',
  '       tessera locale list [PROJECT] [--db FILE]',
  '       tessera locale remove CODE [PROJECT] [--db FILE]',
  '       tessera locale default CODE [PROJECT] [--db FILE]',
].join('\n');

export const localeCommand: Command = {
  name: 'locale',
  summary: 'add, list, remove locales and set the default one',
  usage,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (printsHelp(sub, io, usage)) return 0;
    if (!['add', 'list', 'remove', 'default'].includes(sub ?? ''))
      throw new UsageError(
        sub ? `unknown locale command "${sub}"` : 'locale needs a command: add, list, remove or default',
        usage,
      );
    const needsCode = sub !== 'list';
    const { values, positionals } = parse(
      rest,
      { name: { type: 'string' }, db: { type: 'string' } },
      usage,
      needsCode ? 2 : 1,
    );
    if (values.help) {
      io.out(usage);
      return 0;
    }
    const code = needsCode ? positionals[0] : undefined;
    if (needsCode && !code) throw new UsageError(`locale ${sub} needs a locale CODE`, usage);
    const project = await openProject({
      projectDir: positionals[needsCode ? 1 : 0] ?? '.',
      dbFile: values.db as string | undefined,
    });
    try {
      if (sub === 'add') {
        const l = await addLocale(project.engine, code!, values.name as string | undefined);
        io.out(`added ${l.code} (${l.name})`);
      } else if (sub === 'remove') {
        await removeLocale(project.engine, code!);
        io.out(`removed ${code}`);
      } else if (sub === 'default') {
        await setDefaultLocale(project.engine, code!);
        io.out(`default locale is ${code}`);
      } else {
        for (const l of await listLocales(project.engine))
          io.out(`${l.code}\t${l.name}${l.isDefault ? '\t(default)' : ''}`);
      }
    } finally {
      await project.close();
    }
    return 0;
  },
};

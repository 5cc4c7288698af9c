// `tessera <command>`: dispatches to the commands; usage errors exit 2, project errors exit 1,
// and neither prints a stack trace.
import { ProjectError, ApplicationError } from '../errors.ts';
import { dataCommand } from './commands/data.ts';
import { exportCommand, importCommand } from './commands/export-import.ts';
import { localeCommand } from './commands/locale.ts';
import { newCommand } from './commands/new.ts';
import { openapiCommand } from './commands/openapi.ts';
import { roleCommand } from './commands/role.ts';
import { serveCommand } from './commands/serve.ts';
import { snapshotCommand } from './commands/snapshot.ts';
import { tokenCommand } from './commands/token.ts';
import { typesCommand } from './commands/types.ts';
import { UsageError, type Command, type CommandIO } from './usage.ts';

const commands: Command[] = [
  serveCommand,
  tokenCommand,
  roleCommand,
  localeCommand,
  exportCommand,
  importCommand,
  newCommand,
  typesCommand,
  openapiCommand,
  snapshotCommand,
  dataCommand,
];

const overview = [
  'usage: tessera <command> [options]',
  '',
  'commands:',
  ...commands.map((c) => `  ${c.name.padEnd(8)} ${c.summary}`),
  '',
  'tessera <command> --help for its options',
].join('\n');

export async function main(
  argv: string[],
  io: CommandIO = { out: (l) => console.log(l), err: (l) => console.error(l) },
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name) {
    io.err('tessera: missing command');
    io.err(overview);
    return 2;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    io.out(overview);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`tessera: unknown command "${name}"`);
    io.err(overview);
    return 2;
  }
  try {
    return await command.run(rest, io);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`tessera ${name}: ${err.message}`);
      io.err(err.usage);
      return 2;
    }
    if (err instanceof ProjectError || err instanceof ApplicationError) {
      io.err(`tessera ${name}: ${err.message}`);
      return 1;
    }
    const e = err as NodeJS.ErrnoException;
    if (e && typeof e.code === 'string' && e.code.startsWith('E')) {
      io.err(`tessera ${name}: ${e.message}`);
      return 1;
    }
    io.err(`tessera ${name}: unexpected error: ${(err as Error)?.stack ?? String(err)}`);
    return 1;
  }
}

// Command-line argument parsing shared by every command: one line of reason plus usage, exit 2.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

export interface Command {
  name: string;
  usage: string;
  summary: string;
  run(argv: string[], io: CommandIO): Promise<number>;
}

export interface CommandIO {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** `--help` (or `-h`) where a sub-command is expected: prints the usage and says so. */
export function printsHelp(sub: string | undefined, io: CommandIO, usage: string): boolean {
  if (sub !== '--help' && sub !== '-h') return false;
  io.out(usage);
  return true;
}

export type Parsed = { values: Record<string, string | boolean | string[] | undefined>; positionals: string[] };

export function parse(
  argv: string[],
  options: NonNullable<ParseArgsConfig['options']>,
  usage: string,
  maxPositionals: number,
): Parsed {
  let parsed: Parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }) as Parsed;
  } catch (err) {
    throw new UsageError(String((err as Error).message).split('\n')[0], usage);
  }
  if (parsed.positionals.length > maxPositionals)
    throw new UsageError(`unexpected argument "${parsed.positionals[maxPositionals]}"`, usage);
  return parsed;
}

export function portOption(v: unknown, usage: string): number {
  const n = Number(v);
  if (!/^\d+$/.test(String(v)) || n < 0 || n > 65535)
    throw new UsageError(`--port must be a port number, got "${String(v)}"`, usage);
  return n;
}

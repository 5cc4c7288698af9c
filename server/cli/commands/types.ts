// `tessera types`: the project's REST API as TypeScript types for a frontend; `--watch` rewrites
// the file whenever a model file changes, until interrupted.
import { existsSync, watch } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { generateTypes } from '../../api-description/typescript/generate-types.ts';
import { writeFileAtomic } from '../../db/write-file-atomic.ts';
import { ProjectError } from '../../errors.ts';
import { projectModelSources } from '../../project.ts';
import { SchemaRegistry } from '../../schema/registry.ts';
import { parse, UsageError, type Command, type CommandIO } from '../usage.ts';

const usage = 'usage: tessera types [PROJECT] --out FILE.ts [--watch]';

export const typesCommand: Command = {
  name: 'types',
  summary: 'write TypeScript types of the REST API (entries, components, query parameters)',
  usage,
  async run(argv, io) {
    const { values, positionals } = parse(argv, { out: { type: 'string' }, watch: { type: 'boolean' } }, usage, 1);
    if (values.help) {
      io.out(usage);
      return 0;
    }
    if (!values.out) throw new UsageError('types needs --out FILE.ts', usage);
    const dir = resolve(positionals[0] ?? '.');
    const out = resolve(String(values.out));
    if (!existsSync(join(dir, 'src'))) throw new ProjectError(`${dir} is not a Strapi v4 project (no src/ folder)`);
    if (!values.watch) {
      writeTypes(dir, out, io);
      return 0;
    }
    // Watching before the first write: a save made as soon as it is reported is seen.
    const watching = watchModels(dir, () => {
      try {
        writeTypes(dir, out, io);
      } catch (err) {
        // A half-saved schema file is normal while editing: say so and wait for the next save.
        io.err(`tessera types: ${(err as Error).message}`);
      }
    });
    try {
      writeTypes(dir, out, io);
    } catch (err) {
      watching.stop();
      throw err;
    }
    await watching.stopped;
    return 0;
  },
};

function writeTypes(dir: string, out: string, io: CommandIO): void {
  const registry = new SchemaRegistry(projectModelSources(dir));
  writeFileAtomic(out, Buffer.from(generateTypes(registry, basename(dir))));
  io.out(
    `wrote ${out} (${registry.apiContentTypes().length} content types, ${registry.components().length} components)`,
  );
}

/**
 * Calls `onChange` after model files under src/ change (a burst of saves is one change), until
 * SIGINT/SIGTERM or `stop()`; `stopped` resolves then. Watching has begun when it returns.
 */
function watchModels(dir: string, onChange: () => void): { stopped: Promise<void>; stop: () => void } {
  let timer: NodeJS.Timeout | null = null;
  const watcher = watch(join(dir, 'src'), { recursive: true }, (_event, file) => {
    if (file && !String(file).endsWith('.json')) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(onChange, 100);
  });
  let resolveStop = () => {};
  const stopped = new Promise<void>((resolve) => (resolveStop = resolve));
  const stop = () => {
    watcher.close();
    if (timer) clearTimeout(timer);
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    resolveStop();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return { stopped, stop };
}

import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packageRoot } from '../../package-root.ts';
import { parse, UsageError, type Command } from '../usage.ts';

const usage = 'usage: tessera new PROJECT [--example blog]';
const examplesDir = join(packageRoot, 'examples');

export const newCommand: Command = {
  name: 'new',
  summary: 'create a project folder (empty, or from an example)',
  usage,
  async run(argv, io) {
    const { values, positionals } = parse(argv, { example: { type: 'string' } }, usage, 1);
    if (values.help) {
      io.out(usage);
      return 0;
    }
    if (!positionals[0]) throw new UsageError('new needs a PROJECT folder', usage);
    const target = resolve(positionals[0]);
    if (existsSync(target) && readdirSync(target).length)
      throw new UsageError(`${target} exists and is not empty`, usage);
    const example = values.example as string | undefined;
    if (example) {
      const source = join(examplesDir, example);
      if (!/^[\w-]+$/.test(example) || !existsSync(source)) {
        throw new UsageError(`unknown example "${example}" (have: ${readdirSync(examplesDir).join(', ')})`, usage);
      }
      cpSync(source, target, {
        recursive: true,
        filter: (src) => !src.includes(`${join(source, '.tmp')}`) && !src.includes(join(source, 'public', 'uploads')),
      });
    } else {
      for (const d of ['src/api', 'src/components', 'config', 'public/uploads'])
        mkdirSync(join(target, d), { recursive: true });
      writeFileSync(
        join(target, 'config', 'api.js'),
        'module.exports = {\n  rest: { defaultLimit: 25, maxLimit: 100, withCount: true },\n};\n',
      );
    }
    io.out(`created ${target}`);
    io.out(`next: node bin/tessera.js serve ${positionals[0]}`);
    return 0;
  },
};

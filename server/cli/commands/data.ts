// `tessera data export --type UID`: one content type's entries as JSON or CSV, read without the
// lock (as `export` does), so it works while the server runs. Strapi archives: data-archive.ts.
import { SqlJsEngine } from '../../db/engine.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { csvColumns, exportEntries, toCsv } from '../../data-transfer/export-entries.ts';
import { Database } from '../../db/database.ts';
import { writeFileAtomic } from '../../db/write-file-atomic.ts';
import { EntryService } from '../../entries/entry-service.ts';
import { ProjectError } from '../../errors.ts';
import { i18nHooks } from '../../plugins/i18n/entry-hooks.ts';
import { defaultDbFile, projectModelSources } from '../../project.ts';
import { SchemaRegistry } from '../../schema/registry.ts';
import { parse, printsHelp, UsageError, type Command } from '../usage.ts';
import { exportArchive, importArchive } from './data-archive.ts';

const usage = [
  'usage: tessera data export --out FILE.tar.gz [PROJECT] [--db FILE]',
  '       tessera data export --type UID --format json|csv [--out FILE] [PROJECT] [--db FILE]',
  '       tessera data import FILE.tar.gz [PROJECT] [--db FILE]',
].join('\n');

export const dataCommand: Command = {
  name: 'data',
  summary: 'export or import a Strapi data-transfer archive; export a content type as JSON or CSV',
  usage,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (printsHelp(sub, io, usage)) return 0;
    if (sub === 'import') return importArchive(rest, io, usage);
    if (sub !== 'export')
      throw new UsageError(sub ? `unknown data command "${sub}"` : 'data needs a command: export or import', usage);
    const { values, positionals } = parse(
      rest,
      { type: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' }, db: { type: 'string' } },
      usage,
      1,
    );
    if (values.help) {
      io.out(usage);
      return 0;
    }
    if (!values.type && typeof values.out === 'string' && /\.tar\.gz$/.test(values.out))
      return exportArchive(String(values.out), positionals[0], values.db as string | undefined, io);
    if (!values.type)
      throw new UsageError(
        'data export needs --out FILE.tar.gz (a Strapi archive) or --type UID (e.g. api::article.article)',
        usage,
      );
    const format = (values.format as string | undefined) ?? 'json';
    if (format !== 'json' && format !== 'csv')
      throw new UsageError(`--format must be json or csv, got "${format}"`, usage);
    const projectDir = resolve(positionals[0] ?? '.');
    const registry = new SchemaRegistry(projectModelSources(projectDir));
    const uid = String(values.type);
    const model = registry.apiContentTypes().find((m) => m.uid === uid);
    if (!model)
      throw new UsageError(
        `--type: no content type ${uid} (the project has ${
          registry
            .apiContentTypes()
            .map((m) => m.uid)
            .join(', ') || 'none'
        })`,
        usage,
      );
    const dbFile = resolve((values.db as string | undefined) ?? defaultDbFile(projectDir));
    if (!existsSync(dbFile)) throw new ProjectError(`no database at ${dbFile}`);
    const db = await Database.open(dbFile, { readOnly: true });
    let text: string;
    let count: number;
    try {
      const entries = new EntryService(new SqlJsEngine(db), registry);
      entries.addHooks(i18nHooks());
      const records = await exportEntries(registry, entries, model);
      count = records.length;
      text = format === 'json' ? `${JSON.stringify(records, null, 2)}\n` : toCsv(csvColumns(model), records);
    } finally {
      db.close();
    }
    if (!values.out) {
      process.stdout.write(text);
      return 0;
    }
    const out = resolve(String(values.out));
    writeFileAtomic(out, Buffer.from(text));
    io.out(`exported ${count} ${count === 1 ? 'entry' : 'entries'} of ${uid} to ${out}`);
    return 0;
  },
};

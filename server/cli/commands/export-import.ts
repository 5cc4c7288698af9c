import { existsSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkImportFile } from '../../check-import-file.ts';
import { Database, writeFileAtomic } from '../../db/database.ts';
import { FileLock } from '../../db/file-lock.ts';
import { ProjectError } from '../../errors.ts';
import { defaultDbFile } from '../../project.ts';
import { parse, UsageError, type Command } from '../usage.ts';

const exportUsage = 'usage: tessera export [PROJECT] [--db FILE] --out FILE.db';
const importUsage = 'usage: tessera import FILE.db [PROJECT] [--db FILE]';

export const exportCommand: Command = {
  name: 'export',
  summary: 'write the database as a standard SQLite file (works while the server runs)',
  usage: exportUsage,
  async run(argv, io) {
    const { values, positionals } = parse(argv, { db: { type: 'string' }, out: { type: 'string' } }, exportUsage, 1);
    if (values.help) {
      io.out(exportUsage);
      return 0;
    }
    if (!values.out) throw new UsageError('export needs --out FILE.db', exportUsage);
    const dbFile = resolve((values.db as string | undefined) ?? defaultDbFile(positionals[0] ?? '.'));
    if (!existsSync(dbFile)) throw new ProjectError(`no database at ${dbFile}`);
    // Read the snapshot plus its journal without taking the lock, so a running server is not disturbed.
    const db = await Database.open(dbFile, { readOnly: true });
    try {
      const bytes = db.export();
      writeFileAtomic(resolve(String(values.out)), bytes);
      io.out(`exported ${bytes.length} bytes to ${resolve(String(values.out))}`);
    } finally {
      db.close();
    }
    return 0;
  },
};

export const importCommand: Command = {
  name: 'import',
  summary: 'replace the database with a SQLite file, after checking it',
  usage: importUsage,
  async run(argv, io) {
    const { values, positionals } = parse(argv, { db: { type: 'string' } }, importUsage, 2);
    if (values.help) {
      io.out(importUsage);
      return 0;
    }
    if (!positionals[0]) throw new UsageError('import needs the FILE.db to import', importUsage);
    const source = resolve(positionals[0]);
    if (!existsSync(source)) throw new UsageError(`no file at ${source}`, importUsage);
    const projectDir = positionals[1] ?? '.';
    const dbFile = resolve((values.db as string | undefined) ?? defaultDbFile(projectDir));
    await replaceDatabaseFile(projectDir, dbFile, source);
    io.out(`imported ${source} into ${dbFile}`);
    return 0;
  },
};

/** Replaces a project's database (not in use) with a checked SQLite file: `import`, and `serve --seed`. */
export async function replaceDatabaseFile(projectDir: string, dbFile: string, source: string): Promise<void> {
  const checked = await checkImportFile(projectDir, readFileSync(source), source);
  const lock = new FileLock(`${dbFile}.lock`);
  lock.acquire();
  try {
    // The old journal goes first: were it left beside the new snapshot, it could be replayed onto it.
    rmSync(`${dbFile}.journal`, { force: true });
    writeFileAtomic(dbFile, checked);
  } finally {
    lock.release();
  }
}

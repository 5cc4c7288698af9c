import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkImportFile } from '../../check-import-file.ts';
import { Database } from '../../db/database.ts';
import { writeFileAtomic } from '../../db/write-file-atomic.ts';
import { FileLock } from '../../db/file-lock.ts';
import { ProjectError } from '../../errors.ts';
import { defaultDbFile } from '../../project.ts';
import { copyFromPostgres, copyToPostgres, type CopyReport } from '../../db/postgres/copy-tables.ts';
import { describeTarget, isPostgresUrl } from '../../db/postgres/target.ts';
import { SchemaRegistry } from '../../schema/registry.ts';
import { projectModelSources } from '../../project.ts';
import { progressBar } from '../progress-bar.ts';
import { parse, UsageError, type Command, type CommandIO } from '../usage.ts';

const exportUsage =
  'usage: tessera export [PROJECT] [--db FILE] (--out FILE.db | --to postgres://user:pass@host:5432/db)';
const importUsage = 'usage: tessera import (FILE.db | postgres://user:pass@host:5432/db) [PROJECT] [--db FILE]';

export const exportCommand: Command = {
  name: 'export',
  summary: 'write the database as a standard SQLite file, or copy it into an empty PostgreSQL database',
  usage: exportUsage,
  async run(argv, io) {
    const { values, positionals } = parse(
      argv,
      { db: { type: 'string' }, out: { type: 'string' }, to: { type: 'string' } },
      exportUsage,
      1,
    );
    if (values.help) {
      io.out(exportUsage);
      return 0;
    }
    if (!values.out === !values.to)
      throw new UsageError('export needs either --out FILE.db or --to postgres://…', exportUsage);
    if (values.to !== undefined && !isPostgresUrl(String(values.to)))
      throw new UsageError(`--to must be a postgres://user:pass@host:5432/db URL, got "${values.to}"`, exportUsage);
    const projectDir = positionals[0] ?? '.';
    const dbFile = resolve((values.db as string | undefined) ?? defaultDbFile(projectDir));
    if (!existsSync(dbFile)) throw new ProjectError(`no database at ${dbFile}`);
    // Read the snapshot plus its journal without taking the lock, so a running server is not disturbed.
    const db = await Database.open(dbFile, { readOnly: true });
    try {
      if (values.to !== undefined) {
        const target = { url: String(values.to), source: '--to' };
        const report = await copyToPostgres(db, projectRegistry(projectDir), target, tableProgress());
        printCopyReport(io, report, `exported ${dbFile} to PostgreSQL at ${describeTarget(target)}`);
        return 0;
      }
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
    if (isPostgresUrl(positionals[0])) return importFromPostgres(positionals[0], positionals[1] ?? '.', values.db, io);
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

/** PostgreSQL → the project's embedded database, replaced whole once the copy is complete and checked. */
async function importFromPostgres(url: string, projectDir: string, db: unknown, io: CommandIO): Promise<number> {
  const target = { url, source: 'import' };
  const dbFile = resolve((db as string | undefined) ?? defaultDbFile(projectDir));
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-pg-import-'));
  const memory = await Database.open(null);
  try {
    const report = await copyFromPostgres(target, projectRegistry(projectDir), memory, tableProgress());
    const file = join(scratch, 'data.db');
    writeFileAtomic(file, memory.export());
    await replaceDatabaseFile(projectDir, dbFile, file);
    printCopyReport(io, report, `imported PostgreSQL at ${describeTarget(target)} into ${dbFile}`);
  } finally {
    memory.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  return 0;
}

function projectRegistry(projectDir: string): SchemaRegistry {
  return new SchemaRegistry(projectModelSources(resolve(projectDir)));
}

/** On a terminal, one bar for the table being copied; nothing when stderr is a file or a pipe. */
function tableProgress(): ((table: string, done: number, total: number) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  const bar = progressBar();
  return (table, done, total) => bar(done, total, table);
}

function printCopyReport(io: CommandIO, report: CopyReport, headline: string): void {
  if (process.stderr.isTTY) process.stderr.write('\n');
  const rows = [...report.tables.values()].reduce((a, b) => a + b, 0);
  io.out(`${headline}: ${rows} rows in ${report.tables.size} tables, each table's count checked`);
  for (const [table, n] of report.tables) if (n > 0) io.out(`  ${table}\t${n}`);
  for (const note of report.notes) io.out(`note: ${note}`);
}

import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Database, writeFileAtomic } from '../../db/database.ts';
import { FileLock } from '../../db/file-lock.ts';
import { loadSqlJs, looksLikeSqlite } from '../../db/sqljs.ts';
import { ProjectError } from '../../errors.ts';
import { defaultDbFile, openProject } from '../../project.ts';
import { parse, UsageError, type Command } from '../usage.ts';

const exportUsage = 'usage: tessera export [PROJECT] [--db FILE] --out FILE.db';
const importUsage = 'usage: tessera import FILE.db [PROJECT] [--db FILE]';

export const exportCommand: Command = {
  name: 'export',
  summary: 'write the database as a standard SQLite file (works while the server runs)',
  usage: exportUsage,
  async run(argv, io) {
    const { values, positionals } = parse(argv, { db: { type: 'string' }, out: { type: 'string' } }, exportUsage, 1);
    if (values.help) { io.out(exportUsage); return 0; }
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
    if (values.help) { io.out(importUsage); return 0; }
    if (!positionals[0]) throw new UsageError('import needs the FILE.db to import', importUsage);
    const source = resolve(positionals[0]);
    if (!existsSync(source)) throw new UsageError(`no file at ${source}`, importUsage);
    const projectDir = positionals[1] ?? '.';
    const dbFile = resolve((values.db as string | undefined) ?? defaultDbFile(projectDir));
    const bytes = readFileSync(source);
    if (!looksLikeSqlite(bytes)) throw new ProjectError(`${source} is not a SQLite database`);
    const SQL = await loadSqlJs();
    const check = new SQL.Database(bytes);
    try {
      let result: string;
      try {
        result = String(check.exec('PRAGMA integrity_check')[0]?.values[0]?.[0]);
      } catch (err) {
        result = (err as Error).message; // e.g. "database disk image is malformed"
      }
      if (result !== 'ok') throw new ProjectError(`${source} failed the integrity check: ${result.split('\n')[0]}`);
    } finally {
      check.close();
    }
    // Open a scratch copy with the project's models first: a file they cannot use is refused whole.
    const scratch = mkdtempSync(join(tmpdir(), 'tessera-import-'));
    try {
      const trial = join(scratch, 'data.db');
      copyFileSync(source, trial);
      const project = await openProject({ projectDir, dbFile: trial, fsync: false });
      project.close();
      const lock = new FileLock(`${dbFile}.lock`);
      lock.acquire();
      try {
        writeFileAtomic(dbFile, readFileSync(trial));
        rmSync(`${dbFile}.journal`, { force: true });
      } finally {
        lock.release();
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    io.out(`imported ${source} into ${dbFile}`);
    return 0;
  },
};

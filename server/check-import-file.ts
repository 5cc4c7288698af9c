// What makes a file acceptable as a project's database, for the CLI's `import` and the studio's:
// a SQLite file that passes its integrity check and that the project's models can open (tried on a
// scratch copy, so a file they cannot use is refused whole and nothing stored is touched).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSqlJs, looksLikeSqlite } from './db/sqljs.ts';
import { ApplicationError } from './errors.ts';
import { openProject } from './project.ts';

/** Returns the file as the project's models left it (tables synced); throws with `name` in the message. */
export async function checkImportFile(projectDir: string, bytes: Uint8Array, name: string): Promise<Uint8Array> {
  if (!looksLikeSqlite(bytes)) throw new ApplicationError(`${name} is not a SQLite database`);
  const SQL = await loadSqlJs();
  const db = new SQL.Database(bytes);
  try {
    let result: string;
    try {
      result = String(db.exec('PRAGMA integrity_check')[0]?.values[0]?.[0]);
    } catch (err) {
      result = (err as Error).message; // e.g. "database disk image is malformed"
    }
    if (result !== 'ok') throw new ApplicationError(`${name} failed the integrity check: ${result.split('\n')[0]}`);
  } finally {
    db.close();
  }
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-import-'));
  try {
    const file = join(scratch, 'data.db');
    writeFileSync(file, bytes);
    try {
      await (await openProject({ projectDir, dbFile: file, fsync: false })).close();
    } catch (err) {
      throw new ApplicationError(`The project cannot use ${name}: ${(err as Error).message}`);
    }
    return readFileSync(file);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

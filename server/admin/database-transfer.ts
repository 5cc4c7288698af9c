// Export and import of the whole database from the studio, while the server runs. Import checks
// the file as the CLI does (checkImportFile), then replaces every table's contents in one journaled transaction, so the swap is durable and
// all-or-nothing without reopening the database under the running server.
import type { Database as SqlJsDatabase } from 'sql.js';
import type { Param } from '../db/journal.ts';
import { loadSqlJs } from '../db/sqljs.ts';
import { checkImportFile } from '../check-import-file.ts';
import { syncTables } from '../db/sync-tables.ts';
import { type Project, embeddedDatabase } from '../project.ts';
import { projectSecrets } from '../auth/secrets.ts';
import { quoteBacktick as q } from '../db/dialect/identifiers.ts';

const SCHEMA_SQL = /^\s*CREATE\s+(UNIQUE\s+)?(TABLE|INDEX)\s/i;

export function exportDatabase(project: Project): Uint8Array {
  return embeddedDatabase(project).export();
}

export interface ImportResult {
  tables: number;
  rows: number;
}

export async function importDatabase(project: Project, bytes: Uint8Array): Promise<ImportResult> {
  await checkImportFile(project.dir, bytes, 'This file');
  const SQL = await loadSqlJs();
  const source = new SQL.Database(bytes);
  try {
    const result = replaceContents(project, source);
    // The imported file brings its own token salt and JWT secret (unless config sets them).
    project.access.useSecrets(await projectSecrets(project.engine, project.config));
    return result;
  } finally {
    source.close();
  }
}

function replaceContents(project: Project, source: SqlJsDatabase): ImportResult {
  const objects = rowsOf(
    source,
    "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY type DESC",
  );
  const tables = objects.filter((o) => o.type === 'table');
  const indexes = objects.filter((o) => o.type === 'index');
  const current = embeddedDatabase(project)
    .all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .map((r) => String(r.name));
  let rows = 0;
  embeddedDatabase(project).transaction(() => {
    for (const name of current) embeddedDatabase(project).ddl(`DROP TABLE IF EXISTS ${q(name)}`);
    for (const t of tables) {
      if (!SCHEMA_SQL.test(String(t.sql))) continue;
      embeddedDatabase(project).ddl(String(t.sql));
      rows += copyRows(project, source, String(t.name));
    }
    for (const i of indexes) if (SCHEMA_SQL.test(String(i.sql))) embeddedDatabase(project).ddl(String(i.sql));
    if (rowsOf(source, "SELECT name FROM sqlite_master WHERE name = 'sqlite_sequence'").length) {
      embeddedDatabase(project).run('DELETE FROM sqlite_sequence');
      for (const s of rowsOf(source, 'SELECT name, seq FROM sqlite_sequence'))
        embeddedDatabase(project).run('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)', [s.name, s.seq]);
    }
    syncTables(embeddedDatabase(project), project.registry);
  });
  embeddedDatabase(project).compact();
  return { tables: tables.length, rows };
}

function copyRows(project: Project, source: SqlJsDatabase, table: string): number {
  const result = source.exec(`SELECT * FROM ${q(table)}`)[0];
  if (!result) return 0;
  const sql = `INSERT INTO ${q(table)} (${result.columns.map(q).join(', ')}) VALUES (${result.columns.map(() => '?').join(', ')})`;
  for (const values of result.values) embeddedDatabase(project).run(sql, values as Param[]);
  return result.values.length;
}

function rowsOf(db: SqlJsDatabase, sql: string): Array<Record<string, Param>> {
  const result = db.exec(sql)[0];
  if (!result) return [];
  return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i] as Param])));
}

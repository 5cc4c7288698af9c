// Export and import of the whole database from the studio, while the server runs. Import checks
// the file as the CLI does (checkImportFile). On the embedded database it replaces every table's
// contents in one journaled transaction, so the swap is durable and all-or-nothing without reopening
// the database under the running server. On PostgreSQL the file is a Strapi-layout SQLite copy of
// the models' tables (copy-tables.ts, as `tessera export/import` move them), and an import replaces
// their rows in one transaction, which the other instances hear of at its commit.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database as SqlJsDatabase } from 'sql.js';
import { Database } from '../db/database.ts';
import type { Param } from '../db/journal.ts';
import { copyRowsFromPostgres, copyRowsToPostgres } from '../db/postgres/copy-tables.ts';
import { loadSqlJs } from '../db/sqljs.ts';
import { checkImportFile } from '../check-import-file.ts';
import { syncTables, tableSpecs } from '../db/sync-tables.ts';
import type { Project } from '../project.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import { projectSecrets } from '../auth/secrets.ts';
import { quoteBacktick as q } from '../db/dialect/identifiers.ts';

const SCHEMA_SQL = /^\s*CREATE\s+(UNIQUE\s+)?(TABLE|INDEX)\s/i;

export async function exportDatabase(project: Project): Promise<Uint8Array> {
  if (project.db) return project.db.export();
  const memory = await Database.open(null);
  try {
    await project.engine.transaction(async (tx) => {
      // Every table as of one moment, though writes go on meanwhile.
      await tx.all('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await copyRowsFromPostgres(tx, project.registry, memory);
    });
    return memory.export();
  } finally {
    memory.close();
  }
}

export interface ImportResult {
  tables: number;
  rows: number;
}

export async function importDatabase(project: Project, bytes: Uint8Array): Promise<ImportResult> {
  const checked = await checkImportFile(project.dir, bytes, 'This file');
  const result = project.db
    ? await replaceContents(project.db, bytes, project.registry)
    : await replaceRows(project, checked);
  // The imported file brings its own token salt and JWT secret (unless config sets them).
  project.access.useSecrets(await projectSecrets(project.engine, project.config));
  return result;
}

/** PostgreSQL: the rows of the models' tables, all replaced by the file's in one transaction. */
async function replaceRows(project: Project, checked: Uint8Array): Promise<ImportResult> {
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-import-'));
  try {
    const file = join(scratch, 'data.db');
    writeFileSync(file, checked);
    const source = await Database.open(file, { readOnly: true });
    try {
      const report = await project.engine.transaction(async (tx) => {
        const tables = tableSpecs(project.registry).map((spec) => tx.dialect.id(spec.name));
        await tx.ddl(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY`);
        return copyRowsToPostgres(tx, source, project.registry);
      });
      return { tables: report.tables.size, rows: [...report.tables.values()].reduce((a, b) => a + b, 0) };
    } finally {
      source.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

async function replaceContents(db: Database, bytes: Uint8Array, registry: SchemaRegistry): Promise<ImportResult> {
  const SQL = await loadSqlJs();
  const source = new SQL.Database(bytes);
  try {
    return replaceTables(db, source, registry);
  } finally {
    source.close();
  }
}

function replaceTables(db: Database, source: SqlJsDatabase, registry: SchemaRegistry): ImportResult {
  const objects = rowsOf(
    source,
    "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY type DESC",
  );
  const tables = objects.filter((o) => o.type === 'table');
  const indexes = objects.filter((o) => o.type === 'index');
  const current = db
    .all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .map((r) => String(r.name));
  let rows = 0;
  db.transaction(() => {
    for (const name of current) db.ddl(`DROP TABLE IF EXISTS ${q(name)}`);
    for (const t of tables) {
      if (!SCHEMA_SQL.test(String(t.sql))) continue;
      db.ddl(String(t.sql));
      rows += copyRows(db, source, String(t.name));
    }
    for (const i of indexes) if (SCHEMA_SQL.test(String(i.sql))) db.ddl(String(i.sql));
    if (rowsOf(source, "SELECT name FROM sqlite_master WHERE name = 'sqlite_sequence'").length) {
      db.run('DELETE FROM sqlite_sequence');
      for (const s of rowsOf(source, 'SELECT name, seq FROM sqlite_sequence'))
        db.run('INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)', [s.name, s.seq]);
    }
    syncTables(db, registry);
  });
  db.compact();
  return { tables: tables.length, rows };
}

function copyRows(db: Database, source: SqlJsDatabase, table: string): number {
  const result = source.exec(`SELECT * FROM ${q(table)}`)[0];
  if (!result) return 0;
  const sql = `INSERT INTO ${q(table)} (${result.columns.map(q).join(', ')}) VALUES (${result.columns.map(() => '?').join(', ')})`;
  for (const values of result.values) db.run(sql, values as Param[]);
  return result.values.length;
}

function rowsOf(db: SqlJsDatabase, sql: string): Array<Record<string, Param>> {
  const result = db.exec(sql)[0];
  if (!result) return [];
  return result.values.map((values) => Object.fromEntries(result.columns.map((c, i) => [c, values[i] as Param])));
}

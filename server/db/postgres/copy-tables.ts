// Moves a project's tables between its embedded database and PostgreSQL, in Strapi's layout on both
// sides: only the tables and columns the models use (tableSpecs), ids kept, sequences moved past
// them, and each table's row count checked on arrival. A copy into PostgreSQL is one transaction.
import { ProjectError } from '../../errors.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Database, Row } from '../database.ts';
import { postgresDialect } from '../dialect/postgres.ts';
import type { Param, Queries } from '../engine.ts';
import { syncTables, tableSpecs, type TableSpec } from '../sync-tables.ts';
import { PgEngine } from './pg-engine.ts';
import { syncPostgresTables } from './sync-tables.ts';
import type { PostgresTarget } from './target.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest tables. */
const BATCH = 500;

export interface CopyProgress {
  (table: string, copied: number, total: number): void;
}

export interface CopyReport {
  /** Rows copied, by table. */
  tables: Map<string, number>;
  notes: string[];
}

const TEMPORAL = new Set(['datetime', 'timestamp']);

/** The embedded database → an empty PostgreSQL database. */
export async function copyToPostgres(
  source: Database,
  registry: SchemaRegistry,
  target: PostgresTarget,
  progress: CopyProgress = () => {},
): Promise<CopyReport> {
  const engine = await PgEngine.open(target);
  try {
    return await engine.transaction(async (tx) => {
      const notes = await syncPostgresTables(tx, registry);
      for (const spec of tableSpecs(registry)) {
        const row = await tx.get(`SELECT 1 AS x FROM ${postgresDialect.id(spec.name)} LIMIT 1`);
        if (row)
          throw new ProjectError(
            `the PostgreSQL database is not empty (${spec.name} has rows); export needs an empty one`,
          );
      }
      const report = await copyRowsToPostgres(tx, source, registry, progress);
      return { tables: report.tables, notes: [...notes, ...report.notes] };
    });
  } catch (err) {
    throw refused(err);
  } finally {
    await engine.close();
  }
}

/**
 * The embedded database's rows → PostgreSQL tables in the models' layout that hold none, inside the
 * caller's transaction (`export --to`, and the studio's import on a project served from PostgreSQL).
 */
export async function copyRowsToPostgres(
  tx: Queries,
  source: Database,
  registry: SchemaRegistry,
  progress: CopyProgress = () => {},
): Promise<CopyReport> {
  const notes: string[] = [];
  const tables = new Map<string, number>();
  const sqliteColumns = (table: string) =>
    new Set(source.all(`PRAGMA table_info(\`${table}\`)`).map((r) => String(r.name)));
  for (const spec of loadOrder(tableSpecs(registry))) {
    const have = sqliteColumns(spec.name);
    if (have.size === 0) continue;
    const columns = spec.columns.filter((c) => have.has(c.name));
    const temporal = columns.map((c) => TEMPORAL.has(c.kind));
    // Rows that point at an entry the file no longer has would break PostgreSQL's foreign keys.
    const kept = (spec.foreignKeys ?? [])
      .map((fk) => `(\`${fk.column}\` IS NULL OR \`${fk.column}\` IN (SELECT id FROM \`${fk.table}\`))`)
      .join(' AND ');
    const where = kept ? ` WHERE ${kept}` : '';
    const all = Number(source.get(`SELECT COUNT(*) AS n FROM \`${spec.name}\``)?.n ?? 0);
    const total = Number(source.get(`SELECT COUNT(*) AS n FROM \`${spec.name}\`${where}`)?.n ?? 0);
    if (all > total) notes.push(`${spec.name}: ${all - total} row(s) pointing at missing entries were left out`);
    let copied = 0;
    let lastId = 0;
    const list = columns.map((c) => `\`${c.name}\``).join(', ');
    for (;;) {
      const rows = source.all(
        `SELECT ${list} FROM \`${spec.name}\` WHERE id > ?${kept ? ` AND ${kept}` : ''} ORDER BY id LIMIT ${BATCH}`,
        [lastId],
      );
      if (rows.length === 0) break;
      await insertRows(
        tx,
        spec.name,
        columns.map((c) => c.name),
        rows,
        temporal,
      );
      copied += rows.length;
      lastId = Number(rows[rows.length - 1].id);
      progress(spec.name, copied, total);
    }
    await tx.get(
      `SELECT setval(pg_get_serial_sequence(?, 'id'), COALESCE(MAX(id), 1), MAX(id) IS NOT NULL) AS s FROM ${postgresDialect.id(spec.name)}`,
      [postgresDialect.id(spec.name)],
    );
    await checkCount(tx, spec.name, total);
    tables.set(spec.name, copied);
  }
  return { tables, notes };
}

/** PostgreSQL → an embedded database (`into`, best one in memory: the caller writes it out whole). */
export async function copyFromPostgres(
  target: PostgresTarget,
  registry: SchemaRegistry,
  into: Database,
  progress: CopyProgress = () => {},
): Promise<CopyReport> {
  const engine = await PgEngine.open(target);
  try {
    return await copyRowsFromPostgres(engine, registry, into, progress);
  } catch (err) {
    throw refused(err);
  } finally {
    await engine.close();
  }
}

/**
 * The rows of the models' tables in PostgreSQL → an embedded database, whose tables are replaced.
 * `from` may be a transaction, for a copy of one moment (the studio's export while serving).
 */
export async function copyRowsFromPostgres(
  from: Queries,
  registry: SchemaRegistry,
  into: Database,
  progress: CopyProgress = () => {},
): Promise<CopyReport> {
  const notes = syncTables(into, registry);
  const present = new Set(
    (await from.all('SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema()')).map(
      (r) => String(r.t),
    ),
  );
  const tables = new Map<string, number>();
  into.bulkLoad(() => {
    for (const spec of tableSpecs(registry)) into.run(`DELETE FROM \`${spec.name}\``);
  });
  for (const spec of tableSpecs(registry)) {
    if (!present.has(postgresDialect.storedName(spec.name))) continue;
    const columns = await presentColumns(from, spec);
    const total = Number((await from.get(`SELECT COUNT(*) AS n FROM ${postgresDialect.id(spec.name)}`))?.n ?? 0);
    const list = columns.map((c) => postgresDialect.id(c)).join(', ');
    const insert = `INSERT INTO \`${spec.name}\` (${columns.map((c) => `\`${c}\``).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    let copied = 0;
    let lastId = 0;
    for (;;) {
      const rows = await from.all(
        `SELECT ${list} FROM ${postgresDialect.id(spec.name)} WHERE id > ? ORDER BY id LIMIT ${BATCH * 10}`,
        [lastId],
      );
      if (rows.length === 0) break;
      into.bulkLoad(() => {
        for (const row of rows)
          into.run(
            insert,
            columns.map((c) => row[postgresDialect.storedName(c)] ?? null),
          );
      });
      copied += rows.length;
      lastId = Number(rows[rows.length - 1].id);
      progress(spec.name, copied, total);
    }
    const arrived = Number(into.get(`SELECT COUNT(*) AS n FROM \`${spec.name}\``)?.n ?? 0);
    if (arrived !== total) throw new ProjectError(`${spec.name}: ${total} row(s) in PostgreSQL but ${arrived} copied`);
    tables.set(spec.name, copied);
  }
  return { tables, notes };
}

/** PostgreSQL's own refusals (a value out of range, a missing privilege) as one line, not a stack. */
function refused(err: unknown): unknown {
  const e = err as { severity?: string; message?: string };
  return e && typeof e.severity === 'string' ? new ProjectError(`PostgreSQL refused the copy: ${e.message}`) : err;
}

/** Tables without foreign keys first, so every row a key points at is there before it. */
function loadOrder(specs: TableSpec[]): TableSpec[] {
  return [...specs.filter((s) => !s.foreignKeys?.length), ...specs.filter((s) => s.foreignKeys?.length)];
}

async function presentColumns(from: Queries, spec: TableSpec): Promise<string[]> {
  const have = new Set(
    (
      await from.all(
        'SELECT column_name AS c FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?',
        [postgresDialect.storedName(spec.name)],
      )
    ).map((r) => String(r.c)),
  );
  return spec.columns.map((c) => c.name).filter((c) => have.has(postgresDialect.storedName(c)));
}

async function insertRows(tx: Queries, table: string, columns: string[], rows: Row[], temporal: boolean[]) {
  const params: Param[] = [];
  const tuples = rows.map((row) => {
    const marks = columns.map((c, i) => {
      const v = row[c] ?? null;
      // SQLite keeps Strapi's date-times as milliseconds; PostgreSQL wants a timestamp.
      params.push(temporal[i] && typeof v === 'number' ? postgresDialect.timestamp(v) : v);
      return '?';
    });
    return `(${marks.join(', ')})`;
  });
  const list = columns.map((c) => postgresDialect.id(c)).join(', ');
  await tx.run(`INSERT INTO ${postgresDialect.id(table)} (${list}) VALUES ${tuples.join(', ')} RETURNING 1`, params);
}

async function checkCount(tx: Queries, table: string, expected: number): Promise<void> {
  const n = Number((await tx.get(`SELECT COUNT(*) AS n FROM ${postgresDialect.id(table)}`))?.n ?? 0);
  if (n !== expected) throw new ProjectError(`${table}: ${expected} row(s) to copy but ${n} arrived in PostgreSQL`);
}

// Brings a PostgreSQL database's tables in line with the models, as Strapi 4.26.2 lays them out there:
// the same tables and columns as on SQLite (tableSpecs, shared with the SQLite sync) with PostgreSQL's
// types, unique indexes as UNIQUE constraints, foreign keys added once every table exists, and names
// cut to 63 bytes as PostgreSQL cuts Strapi's. Creates what is missing and keeps what is there.
import { createHash } from 'node:crypto';
import { ProjectError } from '../../errors.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import { storageFamily } from '../column-types.ts';
import { postgresDialect as dialect } from '../dialect/postgres.ts';
import { POSTGRES_IDENTIFIER_BYTES } from '../dialect/identifiers.ts';
import type { Queries } from '../engine.ts';
import { tableSpecs, type ColumnSpec, type TableSpec } from '../sync-tables.ts';
import { staleTesseraIndexes, TESSERA_INDEX_SUFFIX } from '../tessera-indexes.ts';
import { convertColumn, declaredAs } from './convert-column.ts';

const q = dialect.id;

interface Existing {
  tables: Set<string>;
  /** table → column → declared type (format_type) */
  columns: Map<string, Map<string, string>>;
  /** index names (a UNIQUE constraint's too: its index has its name), as stored */
  names: Set<string>;
  /** `table.constraint` for every constraint (a foreign key may share its index's name) */
  constraints: Set<string>;
  /** table → the names of its indexes, as stored */
  indexesOf: Map<string, string[]>;
}

interface PgForeignKey {
  name: string;
  table: string;
  column: string;
  references: string;
  onDelete: 'CASCADE' | 'SET NULL';
}

export interface SyncOptions {
  /**
   * Give a column whose field changed type the new type, casting its values (a change made in the
   * content-type builder). Otherwise, as at start-up on a database made elsewhere, the column is
   * left as it is, with a note.
   */
  convertTypes?: boolean;
}

/** Runs inside the caller's transaction (PostgreSQL's DDL is transactional: all or nothing). */
export async function syncPostgresTables(
  db: Queries,
  registry: SchemaRegistry,
  { convertTypes = false }: SyncOptions = {},
): Promise<string[]> {
  const notes: string[] = [];
  const specs = tableSpecs(registry);
  const existing = await readExisting(db);
  const created = new Set<string>();
  for (const spec of specs) {
    const name = dialect.storedName(spec.name);
    if (!existing.tables.has(name)) {
      await db.ddl(`CREATE TABLE ${q(spec.name)} (${spec.columns.map(declareColumn).join(', ')})`);
      created.add(name);
      continue;
    }
    const have = existing.columns.get(name) ?? new Map<string, string>();
    for (const col of spec.columns) {
      const declared = have.get(dialect.storedName(col.name));
      if (declared === undefined) {
        await db.ddl(`ALTER TABLE ${q(spec.name)} ADD COLUMN ${declareColumn(col)}`);
        notes.push(`added column ${spec.name}.${col.name}`);
      } else if (col.attribute && convertTypes && !declaredAs(declared, col)) {
        await convertColumn(db, spec, col, declared);
        notes.push(`converted ${spec.name}.${col.name} from ${declared} to ${dialect.columnType(col.kind)}`);
      } else if (col.attribute && storageFamily(declared) !== storageFamily(dialect.columnType(col.kind))) {
        notes.push(
          `${spec.owner}: attribute "${col.attribute}" is ${dialect.columnType(col.kind)} in the model but ${declared} in the database; the column was left as it is`,
        );
      }
    }
  }
  const analyze = new Set<string>();
  for (const spec of specs) {
    const isNew = created.has(dialect.storedName(spec.name));
    if ((await syncIndexes(db, spec, existing, created, notes)) || isNew) analyze.add(spec.name);
  }
  // Statistics at once for a table made here or given an index: a never-analyzed table is planned
  // as ten pages, so a small one is read through an index, in index order, where Strapi's plan (it
  // has none of Tessera's indexes) reads it as stored, and that order is its answer's order.
  for (const table of analyze) await db.ddl(`ANALYZE ${q(table)}`);
  const hasAdminUsers = existing.tables.has('admin_users');
  for (const fk of specs.flatMap((spec) => foreignKeys(spec, registry, hasAdminUsers))) {
    if (existing.constraints.has(`${dialect.storedName(fk.table)}.${dialect.storedName(fk.name)}`)) continue;
    await db.ddl(
      `ALTER TABLE ${q(fk.table)} ADD CONSTRAINT ${q(fk.name)} FOREIGN KEY (${q(fk.column)}) REFERENCES ${q(fk.references)} (${q('id')}) ON DELETE ${fk.onDelete}`,
    );
  }
  return notes;
}

function declareColumn(col: ColumnSpec): string {
  return `${q(col.name)} ${dialect.columnType(col.kind)}`;
}

/** Adds the spec's missing indexes; whether it added any. */
async function syncIndexes(
  db: Queries,
  spec: TableSpec,
  existing: Existing,
  created: Set<string>,
  notes: string[],
): Promise<boolean> {
  const isNew = created.has(dialect.storedName(spec.name));
  const wanted = new Set(spec.indexes.map((i) => dialect.storedName(indexName(i.name))));
  for (const stale of staleTesseraIndexes(existing.indexesOf.get(dialect.storedName(spec.name)) ?? [], wanted)) {
    await db.ddl(`DROP INDEX IF EXISTS ${q(stale)}`);
    existing.names.delete(stale);
  }
  let added = false;
  for (const idx of spec.indexes) {
    const name = indexName(idx.name);
    const stored = dialect.storedName(name);
    if (existing.names.has(stored)) continue;
    if (existing.names.has(`created:${stored}`)) {
      throw new ProjectError(
        `${spec.owner}: the index names ${name} and another one are the same in their first ${POSTGRES_IDENTIFIER_BYTES} bytes, PostgreSQL's limit; shorten the collection or attribute name`,
      );
    }
    const cols = idx.columns.map(q).join(', ');
    if (idx.unique) {
      if (!isNew && (await hasDuplicates(db, spec.name, idx.columns))) {
        notes.push(
          `${spec.name}: duplicate values in ${idx.columns.join(', ')}; the unique constraint ${name} was not created`,
        );
        continue;
      }
      await db.ddl(`ALTER TABLE ${q(spec.name)} ADD CONSTRAINT ${q(name)} UNIQUE (${cols})`);
    } else {
      await db.ddl(`CREATE INDEX ${q(name)} ON ${q(spec.name)} (${cols})`);
    }
    existing.names.add(stored);
    existing.names.add(`created:${stored}`);
    added = true;
  }
  return added;
}

/**
 * Strapi's own names are cut like Strapi's; Tessera's extra indexes keep their suffix (and a hash
 * of the full name) so that a cut never makes one collide with one of Strapi's.
 */
function indexName(name: string): string {
  if (!name.endsWith(TESSERA_INDEX_SUFFIX) || Buffer.byteLength(name) <= POSTGRES_IDENTIFIER_BYTES) return name;
  const hash = createHash('sha1').update(name).digest('hex').slice(0, 8);
  const room = POSTGRES_IDENTIFIER_BYTES - TESSERA_INDEX_SUFFIX.length - hash.length - 1;
  return `${dialect.storedName(name.slice(0, room))}_${hash}${TESSERA_INDEX_SUFFIX}`;
}

/**
 * Link and component tables cascade like on SQLite; a content type's created_by/updated_by point at
 * the admin panel's users when that table is there (a database Strapi made), as Strapi's do.
 */
function foreignKeys(spec: TableSpec, registry: SchemaRegistry, hasAdminUsers: boolean): PgForeignKey[] {
  const fks: PgForeignKey[] = (spec.foreignKeys ?? []).map((fk) => ({
    name: fk.name,
    table: spec.name,
    column: fk.column,
    references: fk.table,
    onDelete: 'CASCADE',
  }));
  const model = registry.models.get(spec.owner);
  if (hasAdminUsers && model?.modelType === 'contentType' && model.tableName === spec.name) {
    for (const column of ['created_by_id', 'updated_by_id']) {
      fks.push({
        name: `${spec.name}_${column}_fk`,
        table: spec.name,
        column,
        references: 'admin_users',
        onDelete: 'SET NULL',
      });
    }
  }
  return fks;
}

async function hasDuplicates(db: Queries, table: string, columns: string[]): Promise<boolean> {
  const cols = columns.map(q).join(', ');
  const notNull = columns.map((c) => `${q(c)} IS NOT NULL`).join(' AND ');
  const row = await db.get(
    `SELECT 1 AS d FROM ${q(table)} WHERE ${notNull} GROUP BY ${cols} HAVING COUNT(*) > 1 LIMIT 1`,
  );
  return row !== undefined;
}

async function readExisting(db: Queries): Promise<Existing> {
  const tables = new Set(
    (
      await db.all(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
      )
    ).map((r) => String(r.name)),
  );
  const columns = new Map<string, Map<string, string>>();
  const rows = await db.all(
    `SELECT c.relname AS tbl, a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  for (const r of rows) {
    const t = String(r.tbl);
    if (!columns.has(t)) columns.set(t, new Map());
    columns.get(t)!.set(String(r.col), String(r.type));
  }
  const indexes = await db.all(
    `SELECT c.relname AS name, t.relname AS tbl FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_index i ON i.indexrelid = c.oid JOIN pg_class t ON t.oid = i.indrelid
      WHERE n.nspname = current_schema() AND c.relkind = 'i'`,
  );
  const names = new Set(indexes.map((r) => String(r.name)));
  const indexesOf = new Map<string, string[]>();
  for (const r of indexes) {
    const table = String(r.tbl);
    if (!indexesOf.has(table)) indexesOf.set(table, []);
    indexesOf.get(table)!.push(String(r.name));
  }
  const constraints = new Set(
    (
      await db.all(
        `SELECT c.relname || '.' || k.conname AS name
           FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = current_schema()`,
      )
    ).map((r) => String(r.name)),
  );
  return { tables, columns, names, constraints, indexesOf };
}

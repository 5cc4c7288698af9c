// Brings the database's tables in line with the models, in Strapi v4's own layout: creates what is
// missing, adds columns for new fields, keeps columns of removed fields (their data stays), and
// refuses a type change that would lose stored values.
import { ProjectError } from '../errors.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import { FILE_UID } from '../plugins/upload/models.ts';
import { MEDIA_LINKS } from '../schema/storage-layout.ts';
import type { Model, ScalarAttribute } from '../schema/types.ts';
import type { ScalarType } from '../../shared/model.ts';
import { columnType, storageFamily } from './column-types.ts';
import type { Database } from './database.ts';
import type { ColumnKind } from './dialect/dialect.ts';
import { storeGetSync, storeSetSync } from './core-store.ts';
import { analyzeLargeTables } from './table-statistics.ts';
import { quoteBacktick as q } from './dialect/identifiers.ts';
import {
  hasRecurringFilterLayout,
  isRecurringFilterIndex,
  modelIndexes,
  scalarIndex,
  staleTesseraIndexes,
  type IndexSpec,
} from './tessera-indexes.ts';

export interface ColumnSpec {
  name: string;
  /** What it holds; each engine declares its own type for it. */
  kind: ColumnKind;
  /** The SQLite declaration. */
  type: string;
  /** Set for columns that hold an attribute, to name it in messages. */
  attribute?: string;
}

export interface ForeignKey {
  name: string;
  column: string;
  table: string;
}

export interface TableSpec {
  name: string;
  columns: ColumnSpec[];
  indexes: IndexSpec[];
  /** Strapi's ON DELETE CASCADE constraints: SQLite applies them where foreign keys are on (Strapi). */
  foreignKeys?: ForeignKey[];
  owner: string;
  /** A localized content type's table (its recurring filters' indexes lead with the locale). */
  localized?: boolean;
}

/** Indexes Strapi 4.26 creates on the upload plugin's tables, by their names. */
const STRAPI_PLUGIN_INDEXES: Record<string, TableSpec['indexes']> = {
  files: ['folder_path', 'created_at', 'updated_at', 'name', 'size', 'ext'].map((c) => ({
    name: `upload_files_${c}_index`,
    columns: [c],
  })),
  upload_folders: [
    { name: 'upload_folders_path_id_index', columns: ['path_id'], unique: true },
    { name: 'upload_folders_path_index', columns: ['path'], unique: true },
  ],
};

function hasStrapiUidIndex(model: Model, attr: ScalarAttribute): boolean {
  return attr.type === 'uid' && model.modelType === 'contentType';
}

/**
 * Whether Strapi's own tables index this column alone (a uid's unique index, the upload plugin's
 * indexes). SQLite then serves a sort on it by walking that index, so rows that tie on it come in
 * the index's direction; Tessera's extra indexes change the plan, so sorts state that order.
 */
export function strapiIndexesColumn(model: Model, attr: ScalarAttribute): boolean {
  return (
    hasStrapiUidIndex(model, attr) ||
    (STRAPI_PLUGIN_INDEXES[model.tableName] ?? []).some((i) => i.columns.length === 1 && i.columns[0] === attr.column)
  );
}

export function syncTables(db: Database, registry: SchemaRegistry): string[] {
  const notes: string[] = [];
  const specs = tableSpecs(registry);
  const indexed: string[] = [];
  db.transaction(() => {
    const catalog = readCatalog(db);
    // The key/value table first: it remembers each column's last model type.
    const store = specs.find((s) => s.name === 'strapi_core_store_settings')!;
    syncTable(db, store, notes, {}, catalog);
    const lastTypes = storeGetSync<Record<string, string>>(db, LAST_TYPES_KEY) ?? {};
    for (const spec of specs)
      if (spec !== store && syncTable(db, spec, notes, lastTypes, catalog)) indexed.push(spec.name);
    const types: Record<string, string> = {};
    for (const spec of specs)
      for (const col of spec.columns) if (col.attribute) types[`${spec.name}.${col.name}`] = col.type;
    const merged = { ...lastTypes, ...types };
    if (JSON.stringify(merged) !== JSON.stringify(lastTypes)) storeSetSync(db, LAST_TYPES_KEY, merged);
  });
  analyzeLargeTables(
    db,
    specs.map((s) => s.name),
    indexed,
  );
  const known = new Set(specs.map((s) => s.name));
  const others = db
    .all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .map((r) => String(r.name))
    .filter((n) => !known.has(n));
  if (others.length) {
    notes.push(
      `kept ${others.length} table(s) Tessera does not use, unchanged (admin panel, other plugins): ${others.join(', ')}`,
    );
  }
  return notes;
}

export function tableSpecs(registry: SchemaRegistry): TableSpec[] {
  const specs = new Map<string, TableSpec>();
  for (const model of registry.models.values()) {
    specs.set(model.tableName, mainTable(model));
    if (Object.values(model.attributes).some((a) => a.kind === 'component' || a.kind === 'dynamiczone')) {
      const l = model.componentLinks;
      const type = l.targetTypeColumn!;
      const prefix = model.tableName;
      specs.set(l.name, {
        name: l.name,
        owner: model.uid,
        foreignKeys: [{ name: `${prefix}_entity_fk`, column: l.ownColumn, table: model.tableName }],
        columns: [
          idColumn(),
          c(l.ownColumn, 'integer'),
          c(l.targetColumn, 'integer'),
          c(type, 'string'),
          c(l.fieldColumn, 'string'),
          c(l.orderColumn, 'float'),
        ],
        indexes: [
          { name: `${prefix}_field_index`, columns: [l.fieldColumn] },
          { name: `${prefix}_component_type_index`, columns: [type] },
          { name: `${prefix}_entity_fk`, columns: [l.ownColumn] },
          { name: `${prefix}_unique`, columns: [l.ownColumn, l.targetColumn, l.fieldColumn, type], unique: true },
        ],
      });
    }
    for (const attr of Object.values(model.attributes)) {
      if (attr.kind !== 'relation' || !attr.owner || !attr.link.name) continue;
      const l = attr.link;
      const columns = [idColumn(), c(l.ownColumn, 'integer'), c(l.targetColumn, 'integer')];
      const indexes: TableSpec['indexes'] = [
        { name: `${l.name}_fk`, columns: [l.ownColumn] },
        { name: `${l.name}_inv_fk`, columns: [l.targetColumn] },
        { name: `${l.name}_unique`, columns: [l.ownColumn, l.targetColumn], unique: true },
      ];
      if (l.orderColumn) {
        columns.push(c(l.orderColumn, 'float'));
        indexes.push({ name: `${l.name}_order_fk`, columns: [l.orderColumn] });
      }
      if (l.inverseOrderColumn) {
        columns.push(c(l.inverseOrderColumn, 'float'));
        indexes.push({ name: `${l.name}_order_inv_fk`, columns: [l.inverseOrderColumn] });
      }
      const foreignKeys = [
        { name: `${l.name}_fk`, column: l.ownColumn, table: model.tableName },
        { name: `${l.name}_inv_fk`, column: l.targetColumn, table: registry.get(attr.target).tableName },
      ];
      specs.set(l.name, { name: l.name, owner: model.uid, columns, indexes, foreignKeys });
    }
  }
  const m = MEDIA_LINKS;
  specs.set(m.name, {
    name: m.name,
    owner: FILE_UID,
    foreignKeys: [{ name: `${m.name}_fk`, column: m.targetColumn, table: registry.get(FILE_UID).tableName }],
    columns: [
      idColumn(),
      c(m.targetColumn, 'integer'),
      c(m.ownColumn, 'integer'),
      c(m.ownTypeColumn!, 'string'),
      c(m.fieldColumn, 'string'),
      c(m.orderColumn, 'float'),
    ],
    indexes: [
      { name: `${m.name}_fk`, columns: [m.targetColumn] },
      { name: `${m.name}_order_index`, columns: [m.orderColumn] },
      { name: `${m.name}_id_column_index`, columns: [m.ownColumn] },
    ],
  });
  specs.set('strapi_core_store_settings', {
    name: 'strapi_core_store_settings',
    owner: 'core',
    columns: [
      idColumn(),
      c('key', 'string'),
      c('value', 'text'),
      c('type', 'string'),
      c('environment', 'string'),
      c('tag', 'string'),
    ],
    indexes: [],
  });
  return [...specs.values()];
}

function mainTable(model: Model): TableSpec {
  const columns: ColumnSpec[] = [idColumn()];
  const indexes: TableSpec['indexes'] = [];
  for (const attr of Object.values(model.attributes)) {
    if (attr.kind !== 'scalar') continue;
    columns.push({ name: attr.column, kind: attr.type, type: columnType(attr.type), attribute: attr.name });
    const own = scalarIndex(model, attr);
    if (own) indexes.push(own);
    // Strapi's own unique index on a uid (it spans locales and drafts).
    if (hasStrapiUidIndex(model, attr))
      indexes.push({ name: `${model.tableName}_${attr.column}_unique`, columns: [attr.column], unique: true });
  }
  indexes.push(...(STRAPI_PLUGIN_INDEXES[model.tableName] ?? []));
  indexes.push(...modelIndexes(model));
  if (model.modelType === 'contentType') {
    columns.push(c('created_by_id', 'integer'), c('updated_by_id', 'integer'));
    indexes.push(
      { name: `${model.tableName}_created_by_id_fk`, columns: ['created_by_id'] },
      { name: `${model.tableName}_updated_by_id_fk`, columns: ['updated_by_id'] },
    );
  }
  return { name: model.tableName, owner: model.uid, columns, indexes, localized: model.localized };
}

function idColumn(): ColumnSpec {
  return { name: 'id', kind: 'id', type: 'integer PRIMARY KEY AUTOINCREMENT NOT NULL' };
}

function c(name: string, kind: ScalarType): ColumnSpec {
  return { name, kind, type: columnType(kind) };
}

/**
 * A column keeps the type it was created with, so a model's earlier types are remembered here:
 * changing a field's type is judged against what the model said last, not the column's declaration.
 */
const LAST_TYPES_KEY = 'tessera_column_types';

/** What the database holds: each table's declared column types and each table's index names. */
interface Catalog {
  columns: Map<string, Map<string, string>>;
  indexes: Map<string, Set<string>>;
}

// Two statements for the whole database: one PRAGMA per table cost a statement compiled per table,
// a fifth of a cold start.
function readCatalog(db: Database): Catalog {
  const catalog: Catalog = { columns: new Map(), indexes: new Map() };
  const columns = db.all(
    `SELECT m.name AS tbl, c.name AS name, c.type AS type FROM sqlite_master m, pragma_table_info(m.name) c
      WHERE m.type = 'table'`,
  );
  for (const r of columns) {
    const table = String(r.tbl).toLowerCase(); // SQLite's names ignore case
    if (!catalog.columns.has(table)) catalog.columns.set(table, new Map());
    catalog.columns.get(table)!.set(String(r.name), String(r.type));
  }
  for (const r of db.all("SELECT tbl_name AS tbl, name FROM sqlite_master WHERE type = 'index'")) {
    const table = String(r.tbl).toLowerCase();
    if (!catalog.indexes.has(table)) catalog.indexes.set(table, new Set());
    catalog.indexes.get(table)!.add(String(r.name));
  }
  return catalog;
}

/** Whether it created an index. */
function syncTable(
  db: Database,
  spec: TableSpec,
  notes: string[],
  lastTypes: Record<string, string>,
  catalog: Catalog,
): boolean {
  const have = catalog.columns.get(spec.name.toLowerCase());
  if (!have) {
    const cols = spec.columns.map((col) => `${q(col.name)} ${col.type}${col.name === 'id' ? '' : ' NULL'}`);
    for (const fk of spec.foreignKeys ?? []) {
      cols.push(
        `CONSTRAINT ${q(fk.name)} FOREIGN KEY (${q(fk.column)}) REFERENCES ${q(fk.table)} (${q('id')}) ON DELETE CASCADE`,
      );
    }
    db.ddl(`CREATE TABLE ${q(spec.name)} (${cols.join(', ')})`);
  } else {
    for (const col of spec.columns) {
      const declared = have.get(col.name);
      if (declared === undefined) {
        db.ddl(`ALTER TABLE ${q(spec.name)} ADD COLUMN ${q(col.name)} ${col.type} NULL`);
        notes.push(`added column ${spec.name}.${col.name}`);
        continue;
      }
      const previous = lastTypes[`${spec.name}.${col.name}`] ?? declared;
      if (col.attribute && storageFamily(previous) !== storageFamily(col.type)) {
        convertColumn(db, spec, col, previous);
        notes.push(`converted ${spec.name}.${col.name} from ${previous} to ${col.type}`);
      }
    }
  }
  // Only what is missing is written, so an unchanged project adds nothing to the journal at start.
  const existingIndexes = catalog.indexes.get(spec.name.toLowerCase()) ?? new Set<string>();
  const wanted = new Set(spec.indexes.map((i) => i.name));
  for (const name of staleTesseraIndexes(existingIndexes, wanted)) db.ddl(`DROP INDEX IF EXISTS ${q(name)}`);
  // An index made for a recurring filter goes with a field it indexes (the column stays, as in
  // Strapi), and with a layout an earlier rule gave it.
  const fields = new Set(spec.columns.map((c) => c.name));
  for (const name of [...existingIndexes].filter(isRecurringFilterIndex)) {
    const columns = db.all(`PRAGMA index_info(${q(name)})`).map((r) => String(r.name));
    if (!columns.every((c) => fields.has(c)) || !hasRecurringFilterLayout(spec.localized === true, columns))
      db.ddl(`DROP INDEX IF EXISTS ${q(name)}`);
  }
  let created = false;
  for (const idx of spec.indexes) {
    if (existingIndexes.has(idx.name)) continue;
    if (idx.unique && hasDuplicates(db, spec.name, idx.columns)) {
      notes.push(
        `${spec.name}: duplicate values in ${idx.columns.join(', ')}; the unique index ${idx.name} was not created`,
      );
      continue;
    }
    db.ddl(
      `CREATE ${idx.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${q(idx.name)} ON ${q(spec.name)} (${idx.columns.map(q).join(', ')})`,
    );
    created = true;
  }
  return created;
}

function hasDuplicates(db: Database, table: string, columns: string[]): boolean {
  const cols = columns.map(q).join(', ');
  const notNull = columns.map((c) => `${q(c)} IS NOT NULL`).join(' AND ');
  return (
    db.get(`SELECT 1 AS d FROM ${q(table)} WHERE ${notNull} GROUP BY ${cols} HAVING COUNT(*) > 1 LIMIT 1`) !== undefined
  );
}

/** Converts stored values in place when every one survives; otherwise stops with the reason. */
function convertColumn(db: Database, spec: TableSpec, col: ColumnSpec, declared: string): void {
  const to = storageFamily(col.type);
  const from = storageFamily(declared);
  const column = q(col.name);
  const table = q(spec.name);
  const lossy: Record<string, string> = {
    integer: `${column} IS NOT NULL AND (CAST(${column} AS INTEGER) IS NOT ${column} AND CAST(CAST(${column} AS INTEGER) AS TEXT) IS NOT CAST(${column} AS TEXT))`,
    real: `${column} IS NOT NULL AND CAST(CAST(${column} AS REAL) AS TEXT) IS NOT CAST(${column} AS TEXT) AND CAST(${column} AS REAL) IS NOT ${column} AND CAST(CAST(${column} AS REAL) AS INTEGER) IS NOT ${column}`,
    boolean: `${column} IS NOT NULL AND ${column} NOT IN (0, 1, '0', '1', 'true', 'false')`,
    temporal: `${column} IS NOT NULL AND typeof(${column}) NOT IN ('integer', 'text')`,
    json: `${column} IS NOT NULL AND json_valid(${column}) = 0`,
    text: '0',
  };
  const bad = db.get(`SELECT COUNT(*) AS n FROM ${table} WHERE ${lossy[to]}`);
  const n = Number(bad?.n ?? 0);
  if (n > 0) {
    throw new ProjectError(
      `${spec.owner}: attribute "${col.attribute}" changed from ${declared} to ${col.type}, which would lose ${n} stored value(s); ` +
        'change it back, or clear or migrate those values first',
    );
  }
  if (to === 'integer' && from !== 'integer')
    db.run(`UPDATE ${table} SET ${column} = CAST(${column} AS INTEGER) WHERE ${column} IS NOT NULL`);
  if (to === 'real' && from !== 'real')
    db.run(`UPDATE ${table} SET ${column} = CAST(${column} AS REAL) WHERE ${column} IS NOT NULL`);
  if (to === 'text' && from !== 'text')
    db.run(`UPDATE ${table} SET ${column} = CAST(${column} AS TEXT) WHERE ${column} IS NOT NULL`);
}

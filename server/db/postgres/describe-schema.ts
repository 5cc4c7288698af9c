// A PostgreSQL schema as sorted lines of text (tables, columns, constraints, indexes), read from the
// catalogs: two databases laid out alike describe alike, whatever order their DDL ran in.
import type { Queries } from '../engine.ts';

export interface SchemaDescription {
  /** Table name → its lines (`column …`, `constraint …`, `index …`), sorted. */
  tables: Map<string, string[]>;
}

export async function describeSchema(db: Queries): Promise<SchemaDescription> {
  const tables = new Map<string, string[]>();
  const schema = String((await db.get('SELECT current_schema() AS s'))?.s);
  // Catalog text names objects with their schema (e.g. `REFERENCES public.files(id)`); drop it.
  const unqualified = (def: string) => def.split(`${schema}.`).join('');
  const add = (table: string, line: string) => {
    if (!tables.has(table)) tables.set(table, []);
    tables.get(table)!.push(line);
  };
  const columns = await db.all(
    `SELECT c.relname AS tbl, a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS notnull,
            pg_get_expr(d.adbin, d.adrelid) AS dflt
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  for (const r of columns) {
    const dflt = r.dflt === null ? '' : ` default ${String(r.dflt).replace(/^nextval\('(?:\w+\.)?/, "nextval('")}`;
    add(String(r.tbl), `column ${r.col} ${r.type}${r.notnull ? ' not null' : ''}${dflt}`);
  }
  const constraints = await db.all(
    `SELECT c.relname AS tbl, k.conname AS name, pg_get_constraintdef(k.oid) AS def
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema()`,
  );
  for (const r of constraints) add(String(r.tbl), `constraint ${r.name} ${unqualified(String(r.def))}`);
  const indexes = await db.all(
    `SELECT c.relname AS tbl, i.relname AS name, pg_get_indexdef(i.oid) AS def
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class c ON c.oid = x.indrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.oid)`,
  );
  for (const r of indexes) add(String(r.tbl), `index ${r.name} ${unqualified(String(r.def))}`);
  for (const lines of tables.values()) lines.sort();
  return { tables };
}

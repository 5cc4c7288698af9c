// A field's type changed in the content-type builder: its PostgreSQL column takes the new type, with
// every stored value cast to it, or stays as it was when a value would not survive (the same
// refusal as on SQLite, where sync-tables.ts converts values in place).
import { ProjectError, ValidationError } from '../../errors.ts';
import { storageFamily } from '../column-types.ts';
import { postgresDialect as dialect } from '../dialect/postgres.ts';
import type { Queries } from '../engine.ts';
import type { ColumnSpec, TableSpec } from '../sync-tables.ts';

const q = dialect.id;

/** The type as format_type() prints it, to compare with a column's declaration. */
function formatted(type: string): string {
  return type
    .replace(/^varchar\(/, 'character varying(')
    .replace(/^(time|timestamp(?:\(\d+\))?)$/, '$1 without time zone');
}

/** Whether a column declared `declared` (format_type) holds what `col` declares on PostgreSQL. */
export function declaredAs(declared: string, col: ColumnSpec): boolean {
  return declared === formatted(dialect.columnType(col.kind));
}

/** Casts that PostgreSQL makes without an error but that change a value: a fraction rounded. */
function roundsValues(declared: string, type: string): boolean {
  const numeric = (family: string) => family === 'real' || family === 'integer';
  return numeric(storageFamily(declared)) && numeric(storageFamily(type));
}

/** Runs inside the sync's transaction; a refusal ends it, so nothing of the change stays. */
export async function convertColumn(db: Queries, spec: TableSpec, col: ColumnSpec, declared: string): Promise<void> {
  const type = dialect.columnType(col.kind);
  const table = q(spec.name);
  const column = q(col.name);
  const refusal = (lost: string) =>
    new ProjectError(
      `${spec.owner}: attribute "${col.attribute}" changed from ${declared} to ${type}, which would lose ${lost}; ` +
        'change it back, or clear or migrate those values first',
    );
  let changed = 0;
  try {
    if (roundsValues(declared, type)) {
      const row = await db.get(
        `SELECT COUNT(*) AS n FROM ${table} WHERE ${column} IS NOT NULL AND ${column}::${type} <> ${column}`,
      );
      changed = Number(row?.n ?? 0);
    }
    if (changed === 0)
      await db.ddl(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE ${type} USING ${column}::${type}`);
  } catch (err) {
    // A value the new type refuses (class 22, which the engine reports as a ValidationError), or
    // no cast between the two types at all (42846).
    const refused = err instanceof ValidationError ? err.cause : err;
    if (err instanceof ValidationError || (err as { code?: string }).code === '42846')
      throw refusal(`stored values (PostgreSQL: ${(refused as Error).message})`);
    throw err;
  }
  if (changed > 0) throw refusal(`${changed} stored value(s)`);
}

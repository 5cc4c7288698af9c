// PostgreSQL as Strapi 4.26 uses it: double-quoted names cut to 63 bytes, numbered placeholders,
// patterns matched on the column's text, real booleans, timestamp(6), jsonb, RETURNING id.
import { postgresColumnType } from '../column-types.ts';
import type { Dialect } from './dialect.ts';
import { postgresIdentifier, quoteDoubled } from './identifiers.ts';
import { backticksToDoubleQuotes, numberPlaceholders } from './placeholders.ts';

export const postgresDialect: Dialect = {
  name: 'postgres',
  id: (name) => quoteDoubled(postgresIdentifier(name)),
  storedName: postgresIdentifier,
  statement: (sql) => numberPlaceholders(backticksToDoubleQuotes(sql)),
  // Strapi 4.26 compares LOWER(CAST(column AS VARCHAR)) there, so a pattern also reads a number or
  // a JSON column as its text; the case-sensitive operators get the cast too, where Strapi fails (500).
  like(left, right, { insensitive, negate, escape }) {
    const text = `CAST(${left} AS VARCHAR)`;
    const not = negate ? 'NOT ' : '';
    const like = insensitive ? `LOWER(${text}) ${not}LIKE LOWER(${right})` : `${text} ${not}LIKE ${right}`;
    return escape ? `${like} ESCAPE '\\'` : like;
  },
  columnType: (kind) => (kind === 'id' ? 'serial PRIMARY KEY' : postgresColumnType(kind)),
  boolean: (value) => (value ? 'true' : 'false'),
  // A timestamp without time zone holds UTC wall-clock time; the engine reads it back as milliseconds.
  timestamp: (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', ''),
  param(kind, value) {
    if (value === null) return null;
    if (kind === 'boolean') return value === 1 || value === '1' || value === 'true' ? 'true' : 'false';
    if ((kind === 'datetime' || kind === 'timestamp') && typeof value === 'number')
      return postgresDialect.timestamp(value);
    return value;
  },
  json: (value) => JSON.stringify(value),
  offsetOnly: 'OFFSET ?',
  // nextval takes one id and setval the n - 1 after it, so the next insert gets the id past them.
  skipIds: (table, n) => [
    {
      sql: "SELECT setval(pg_get_serial_sequence(?, 'id'), nextval(pg_get_serial_sequence(?, 'id')) + ? - 1)",
      params: [postgresDialect.id(table), postgresDialect.id(table), n],
    },
  ],
  tiesInIdOrder: false,
  nullsFirst: false,
  concurrentQueries: true,
  returningId: ' RETURNING id',
};

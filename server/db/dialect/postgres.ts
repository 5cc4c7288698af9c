// PostgreSQL as Strapi 4.26 uses it: double-quoted names cut to 63 bytes, numbered placeholders,
// ILIKE for the case-insensitive operators, real booleans, timestamp(6), jsonb, RETURNING id.
import { postgresColumnType } from '../column-types.ts';
import type { Dialect } from './dialect.ts';
import { postgresIdentifier, quoteDoubled } from './identifiers.ts';
import { backticksToDoubleQuotes, numberPlaceholders } from './placeholders.ts';

export const postgresDialect: Dialect = {
  name: 'postgres',
  id: (name) => quoteDoubled(postgresIdentifier(name)),
  storedName: postgresIdentifier,
  statement: (sql) => numberPlaceholders(backticksToDoubleQuotes(sql)),
  like(left, right, { insensitive, negate }) {
    return `${left} ${negate ? 'NOT ' : ''}${insensitive ? 'ILIKE' : 'LIKE'} ${right}`;
  },
  columnType: (kind) => (kind === 'id' ? 'serial PRIMARY KEY' : postgresColumnType(kind)),
  boolean: (value) => (value ? 'true' : 'false'),
  // A timestamp without time zone holds UTC wall-clock time; the engine reads it back as milliseconds.
  timestamp: (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', ''),
  json: (value) => JSON.stringify(value),
  returningId: ' RETURNING id',
};

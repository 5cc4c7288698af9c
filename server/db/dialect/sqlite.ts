// SQLite as Strapi v4 uses it: backtick quoting, `?` placeholders, 0/1 booleans, times as numbers.
import { columnType } from '../column-types.ts';
import type { Dialect } from './dialect.ts';
import { quoteBacktick } from './identifiers.ts';

/** A row when the database holds ANALYZE's statistics (none until a first ANALYZE). */
export const HAS_STATISTICS = "SELECT 1 AS y FROM sqlite_master WHERE name = 'sqlite_stat1'";

export const sqliteDialect: Dialect = {
  name: 'sqlite',
  id: quoteBacktick,
  storedName: (name) => name,
  statement: (sql) => sql,
  // SQLite's LIKE ignores ASCII case and its lower() folds nothing else, so the case-insensitive
  // operators and the others compare alike, as on Strapi's SQLite. The column is compared as stored:
  // LOWER() of it copied every row's value (a filtered page over 36 rows: 32 us against 28). The
  // pattern goes in through an expression: SQLite plans a LIKE by the value of a bare parameter,
  // and so compiled the statement again on every run ($contains, $startsWith: 95 us).
  like(left, right, { negate, escape }) {
    return `${left} ${negate ? 'NOT ' : ''}LIKE LOWER(${right})${escape ? " ESCAPE '\\'" : ''}`;
  },
  columnType: (kind) => (kind === 'id' ? 'integer PRIMARY KEY AUTOINCREMENT NOT NULL' : columnType(kind)),
  boolean: (value) => (value ? 1 : 0),
  timestamp: (ms) => ms,
  param: (_kind, value) => value,
  json: (value) => JSON.stringify(value),
  offsetOnly: 'LIMIT -1 OFFSET ?',
  skipIds: (table, n) => [
    {
      sql: 'INSERT INTO sqlite_sequence (name, seq) SELECT ?, 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)',
      params: [table, table],
    },
    { sql: 'UPDATE sqlite_sequence SET seq = seq + ? WHERE name = ?', params: [n, table] },
  ],
  tiesInIdOrder: true,
  nullsFirst: true,
  concurrentQueries: false,
  returningId: '',
  plannerHints: {
    likely: (condition, probability) => `likelihood(${condition}, ${probability})`,
    indexedBy: (index) => `INDEXED BY ${quoteBacktick(index)}`,
    notIndexed: 'NOT INDEXED',
    // SQLite's unary plus: the same value, no longer a column an index can serve.
    unindexed: (expression) => `+${expression}`,
    // SQLite never reorders the tables either side of a CROSS JOIN.
    first: (table, alias) => `${table} ${alias} CROSS JOIN `,
  },
};

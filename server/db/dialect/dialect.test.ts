import { describe, expect, it } from 'vitest';
import { postgresIdentifier } from './identifiers.ts';
import { backticksToDoubleQuotes, numberPlaceholders } from './placeholders.ts';
import { postgresDialect } from './postgres.ts';
import { sqliteDialect } from './sqlite.ts';

describe('PostgreSQL statements from the compiler’s SQLite-style text', () => {
  it('numbers placeholders, leaving those inside literals, quoted names and comments', () => {
    expect(numberPlaceholders(`SELECT '?', "a?" FROM t WHERE x = ? AND y IN (?, ?) -- ?\nAND z = ?`)).toBe(
      `SELECT '?', "a?" FROM t WHERE x = $1 AND y IN ($2, $3) -- ?\nAND z = $4`,
    );
    expect(numberPlaceholders(`SELECT 'it''s ?' WHERE a = ?`)).toBe(`SELECT 'it''s ?' WHERE a = $1`);
  });

  it('turns backtick quoting into double quotes, escaping as needed', () => {
    expect(backticksToDoubleQuotes("SELECT `order`, `a\"b` FROM `t` WHERE c = '`x`'")).toBe(
      `SELECT "order", "a""b" FROM "t" WHERE c = '\`x\`'`,
    );
  });
});

describe('identifiers past 63 bytes', () => {
  it('keeps the first 63 bytes, as PostgreSQL does with the names Strapi 4.26 sends', () => {
    const long =
      'archive_publication_records_for_review_reference_code_assigned_by_the_regulatory_archive_office_for_this_record_number_unique';
    expect(postgresIdentifier(long)).toBe('archive_publication_records_for_review_reference_code_assigned_');
    expect(postgresDialect.id(long)).toBe('"archive_publication_records_for_review_reference_code_assigned_"');
    expect(postgresIdentifier('short_name')).toBe('short_name');
  });

  it('never splits a multi-byte character', () => {
    const name = `${'a'.repeat(62)}é_tail`;
    expect(postgresIdentifier(name)).toBe('a'.repeat(62));
  });
});

describe('pattern matching with each engine’s case rules', () => {
  it('compares LOWER() of the column read as text on PostgreSQL for the case-insensitive operators; on SQLite, whose LIKE ignores ASCII case, the column as stored', () => {
    const o = { insensitive: true, negate: false };
    expect(postgresDialect.like('t0.title', '?', o)).toBe('LOWER(CAST(t0.title AS VARCHAR)) LIKE LOWER(?)');
    expect(sqliteDialect.like('t0.title', '?', o)).toBe('t0.title LIKE LOWER(?)');
    expect(sqliteDialect.like('t0.title', '?', { insensitive: false, negate: true })).toBe(
      't0.title NOT LIKE LOWER(?)',
    );
    expect(postgresDialect.like('t0.title', '?', { insensitive: false, negate: true })).toBe(
      'CAST(t0.title AS VARCHAR) NOT LIKE ?',
    );
  });

  it('declares Strapi’s column types on each engine', () => {
    const kinds = ['decimal', 'float', 'datetime', 'json', 'boolean', 'biginteger', 'id'] as const;
    expect(kinds.map((k) => postgresDialect.columnType(k))).toEqual([
      'numeric(10,2)',
      'double precision',
      'timestamp(6)',
      'jsonb',
      'boolean',
      'bigint',
      'serial PRIMARY KEY',
    ]);
    expect(kinds.map((k) => sqliteDialect.columnType(k))).toEqual([
      'float',
      'float',
      'datetime',
      'json',
      'boolean',
      'bigint',
      'integer PRIMARY KEY AUTOINCREMENT NOT NULL',
    ]);
  });
});

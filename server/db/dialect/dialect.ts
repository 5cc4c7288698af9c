// What differs between the two SQL engines, in one place the query compiler and the schema sync
// call: quoting, placeholders, pattern matching, booleans, temporal values and inserted ids.
import type { ScalarType } from '../../../shared/model.ts';
import type { Param } from '../journal.ts';

export type DialectName = 'sqlite' | 'postgres';

/** A column's kind: an attribute's scalar type, or the auto-incremented primary key. */
export type ColumnKind = ScalarType | 'id';

export interface LikeOptions {
  insensitive: boolean;
  negate: boolean;
  /** A backslash in the pattern makes the next character literal (`ESCAPE '\\'`). */
  escape?: boolean;
}

/**
 * How a query tells a planner that has no value distributions (sql.js's SQLite is built without
 * STAT4, so it takes every range as keeping a quarter of the rows) what was measured instead.
 */
export interface PlannerHints {
  /** `condition`, with the planner told it holds for about this share of rows. */
  likely(condition: string, probability: number): string;
  /** Appended to `table alias`: the table is read through this index (a sorted walk). */
  indexedBy(index: string): string;
  /** Appended to `table alias`: the table is read row by row, through no index. */
  readonly notIndexed: string;
  /** `expression`, never used to choose an index (it is still tested on the rows read). */
  unindexed(expression: string): string;
  /** `table alias` and a join to what follows, `table` read first (the outer loop) whatever it costs. */
  first(table: string, alias: string): string;
}

export interface Dialect {
  readonly name: DialectName;
  /** A table, column, index or constraint name, quoted as the engine stores it. */
  id(name: string): string;
  /** The name the engine keeps for `name` (PostgreSQL cuts it to 63 bytes). */
  storedName(name: string): string;
  /** The engine's text of a statement written with `?` placeholders and backtick quoting. */
  statement(sql: string): string;
  /** `left LIKE right` with Strapi's case rules for the engine (SQLite's LIKE ignores ASCII case). */
  like(left: string, right: string, options: LikeOptions): string;
  /** The declared type of a column of this kind. */
  columnType(kind: ColumnKind): string;
  /** A boolean as a parameter. */
  boolean(value: boolean): Param;
  /** A date-time (milliseconds since the epoch) as a parameter: SQLite keeps the number, PostgreSQL a timestamp. */
  timestamp(ms: number): Param;
  /** A value in the stored form of field-values.ts (SQLite's: epoch ms, 0/1) as this engine's parameter for a column of `kind`. */
  param(kind: ScalarType, value: Param): Param;
  /** A JSON value as a parameter for a json/jsonb column. */
  json(value: unknown): Param;
  /** A row bound with an offset and no limit (`LIMIT -1 OFFSET ?` in SQLite, `OFFSET ?` in PostgreSQL). */
  readonly offsetOnly: string;
  /**
   * The statements that use up the next `n` ids of `table` without inserting rows (as Strapi does when a
   * write fails after it made components): SQLite's sqlite_sequence, PostgreSQL's serial sequence.
   */
  skipIds(table: string, n: number): Array<{ sql: string; params: Param[] }>;
  /** Absent where the engine keeps its own value statistics (PostgreSQL's ANALYZE histograms). */
  readonly plannerHints?: PlannerHints;
  /**
   * Whether the rows of an unsorted list, and rows that tie on every sort key, are put in id order,
   * as Strapi's SQLite yields them. On PostgreSQL Strapi leaves them in the order its plan reads the
   * rows (a small table's as stored: an updated row after the others), and so does Tessera there.
   */
  readonly tiesInIdOrder: boolean;
  /** Where ORDER BY … ASC puts NULLs: first on SQLite, last on PostgreSQL. */
  readonly nullsFirst: boolean;
  /**
   * Whether Strapi's connection pool runs concurrent queries side by side (PostgreSQL) rather than
   * one at a time (SQLite's single connection): it decides which component rows Strapi inserts first.
   */
  readonly concurrentQueries: boolean;
  /** Appended to an INSERT whose new id the caller needs ('' where the engine reports it by itself). */
  readonly returningId: string;
}

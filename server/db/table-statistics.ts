// SQLite's planner statistics (ANALYZE's sqlite_stat1) kept in step with the tables' sizes at
// start-up. Without statistics SQLite takes every equality index as selective (`locale = 'en'`,
// true of nearly every row) and picks poor plans on large tables. Statistics taken while a table was
// small are as bad once it is large: a database analyzed when one table passed the bound, with its
// articles still a few dozen, planned a page of 100,000 articles as if they were those few dozen
// (a new filter each request: 27 ms against 7; a `populate=*` page: 24 ms against 2).
import type { Database } from './database.ts';
import { quoteBacktick as q } from './dialect/identifiers.ts';
import { HAS_STATISTICS } from './dialect/sqlite.ts';

/** Rows past which a table's plans depend on its statistics. */
export const ANALYZED_PAST_ROWS = 5000;
/** A large table now this many times larger or smaller than when it was analyzed is analyzed again. */
export const STALE_FACTOR = 2;

/**
 * Analyzes the whole database once its largest table passes ANALYZED_PAST_ROWS; after that, each large
 * table whose statistics are missing or stale, and each one given a new index (`indexed`: an
 * analyzed database has no statistics for it).
 */
export function analyzeLargeTables(db: Database, tables: string[], indexed: string[]): void {
  const counts = rowCounts(db, tables);
  if (!db.get(HAS_STATISTICS)) {
    if ([...counts.values()].some((rows) => rows > ANALYZED_PAST_ROWS)) db.ddl('ANALYZE');
    return;
  }
  const analyzed = analyzedRows(db);
  for (const [table, rows] of counts) {
    if (rows <= ANALYZED_PAST_ROWS) continue;
    if (statisticsStale(rows, analyzed.get(table)) || indexed.includes(table)) db.ddl(`ANALYZE ${q(table)}`);
  }
}

/**
 * Whether statistics taken when a table had `analyzed` rows (undefined: none taken) plan it badly
 * now that it has `rows`: it is large, and they are missing or STALE_FACTOR off its size.
 */
export function statisticsStale(rows: number, analyzed: number | undefined): boolean {
  if (rows <= ANALYZED_PAST_ROWS) return false;
  return analyzed === undefined || rows > analyzed * STALE_FACTOR || rows * STALE_FACTOR < analyzed;
}

/** Each table's rows, one statement per 400 tables (SQLite allows 500 terms in a compound SELECT). */
function rowCounts(db: Database, tables: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < tables.length; i += 400) {
    const chunk = tables.slice(i, i + 400);
    // COUNT(*) in a subquery of its own: beside another column SQLite steps through every row
    // instead of counting the table's pages (13 ms against 3-5 at 200,000 rows).
    const selects = chunk.map((table, j) => `SELECT ${j} AS i, (SELECT COUNT(*) FROM ${q(table)}) AS n`);
    for (const row of db.all(selects.join(' UNION ALL '))) counts.set(chunk[Number(row.i)], Number(row.n));
  }
  return counts;
}

/** The rows each table had when it was last analyzed: the first number of each of its statistics. */
export function analyzedRows(db: Pick<Database, 'all' | 'get'>): Map<string, number> {
  const rows = new Map<string, number>();
  if (!db.get(HAS_STATISTICS)) return rows;
  for (const { tbl, stat } of db.all('SELECT tbl, stat FROM sqlite_stat1')) {
    const n = Number.parseInt(String(stat), 10);
    if (Number.isFinite(n)) rows.set(String(tbl), Math.max(rows.get(String(tbl)) ?? 0, n));
  }
  return rows;
}

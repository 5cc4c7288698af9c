// What a planner without value statistics cannot know, measured cheaply before a query runs (on a
// small table, only whether a page in id order should read it in that order: page-access.ts). sql.js's SQLite is built without STAT4: ANALYZE tells it how many rows share a value,
// but it takes every range (`views > ?`) as keeping a quarter of the rows, whatever the bound, and
// it prices a lookup through an index far below what it costs in wasm. A broad range then drives
// tens of thousands of lookups (half a second at 100k rows, where reading the whole table takes
// 10-20 ms), and a sorted page of a broad filter gathers and sorts every match instead of walking
// the sort key's index until the page is full. Engines with their own statistics (PostgreSQL)
// have no `plannerHints` in their dialect, and nothing here runs for them.
import type { Queries } from '../../../db/engine.ts';
import { HAS_STATISTICS } from '../../../db/dialect/sqlite.ts';
import { PUBLISHED_ROWS } from '../../../db/tessera-indexes.ts';
import type { Param } from '../../../db/journal.ts';
import type { Model } from '../../../schema/types.ts';
import type { Fragment } from '../fragment.ts';
import { q } from '../fragment.ts';

/** Below this many rows a plan is measured no further than a small table's page needs (page-access.ts). */
export const LARGE_TABLE_ROWS = 10_000;

/** A filter keeping this share of the rows or more is counted by reading the table once. */
export const BROAD_SHARE = 0.1;

/** A row found through an index costs about as much as this many rows read in order (measured in wasm). */
export const LOOKUP_COST = 4;

/** Rowid blocks read to estimate the share of rows a whole filter keeps. */
const SAMPLE_BLOCKS = 8;
const SAMPLE_BLOCK_ROWS = 128;

export interface IndexStats {
  name: string;
  columns: string[];
  /** Rows sharing a value of the first column, from ANALYZE (1 when not analyzed). */
  rowsPerValue: number;
  /**
   * The rows it has entries for: every row, the published ones only (Tessera's PUBLISHED_ROWS), or
   * some other part (a partial index made outside Tessera), which no hint ever names.
   */
  holds: 'all' | 'published' | 'some';
}

export interface TableStats {
  rows: number;
  minId: number;
  maxId: number;
  indexes: IndexStats[];
}

/** Whether an index has an entry for every row a filter can keep: `published` says the filter keeps published rows only. */
export function serves(index: IndexStats, published: boolean): boolean {
  return index.holds === 'all' || (index.holds === 'published' && published);
}

/** Ties of an index's key come in id order where nothing but the id follows it. */
export function tiesInIdOrder(index: IndexStats): boolean {
  return index.columns.length === 1 || index.columns[1] === 'id';
}

/**
 * An index whose first column is `column`, one that walks ties in id order first: Tessera's own
 * indexes carry the implicit locale and publication columns after it, Strapi's have it alone.
 */
export function ledBy(stats: TableStats, column: string): IndexStats | undefined {
  const led = stats.indexes.filter((i) => i.columns[0] === column && serves(i, false));
  return led.find(tiesInIdOrder) ?? led[0];
}

/** Row count, id range and indexes of a table, read once per database generation. */
export function tableStats(db: Queries, table: string): Promise<TableStats> {
  return db.memo(`plan-hints:${table}`, [table], async () => {
    const one = async (sql: string) => Number((await db.get(sql))?.n ?? 0);
    const rows = await one(`SELECT COUNT(*) AS n FROM ${q(table)}`);
    if (rows < LARGE_TABLE_ROWS) return { rows, minId: 0, maxId: 0, indexes: [] };
    const minId = await one(`SELECT MIN(${q('id')}) AS n FROM ${q(table)}`);
    const maxId = await one(`SELECT MAX(${q('id')}) AS n FROM ${q(table)}`);
    const analyzed = (await db.get(HAS_STATISTICS)) !== undefined;
    const stat1 = analyzed ? await db.all('SELECT idx, stat FROM sqlite_stat1 WHERE tbl = ?', [table]) : [];
    const perValue = new Map(stat1.map((r) => [String(r.idx), Number(String(r.stat).split(' ')[1] ?? 1)] as const));
    const indexes: IndexStats[] = [];
    const listed =
      'SELECT m.name AS name, m.sql AS sql, l.partial AS partial FROM sqlite_master m ' +
      "JOIN pragma_index_list(?) l ON l.name = m.name WHERE m.type = 'index' AND m.tbl_name = ?";
    for (const r of await db.all(listed, [table, table])) {
      const name = String(r.name);
      const columns = (await db.all(`PRAGMA index_info(${q(name)})`)).map((c) => String(c.name));
      const holds =
        Number(r.partial) !== 1 ? 'all' : String(r.sql).endsWith(` WHERE ${PUBLISHED_ROWS}`) ? 'published' : 'some';
      indexes.push({ name, columns, rowsPerValue: perValue.get(name) ?? 1, holds });
    }
    return { rows, minId, maxId, indexes };
  });
}

export async function largeTable(db: Queries, model: Model): Promise<TableStats | null> {
  if (!db.dialect.plannerHints) return null;
  const stats = await tableStats(db, model.tableName);
  return stats.rows >= LARGE_TABLE_ROWS ? stats : null;
}
/** The share of rows a filter keeps, estimated on a few blocks of rows spread over the table. */
export async function filterShare(db: Queries, model: Model, stats: TableStats, where: Fragment): Promise<number> {
  const span = stats.maxId - stats.minId + 1;
  const blocks: Param[] = [];
  for (let i = 0; i < SAMPLE_BLOCKS; i++) {
    const start = stats.minId + Math.floor((span * i) / SAMPLE_BLOCKS);
    blocks.push(start, start + SAMPLE_BLOCK_ROWS - 1);
  }
  const inBlocks = Array.from({ length: SAMPLE_BLOCKS }, () => `t.${q('id')} BETWEEN ? AND ?`).join(' OR ');
  const sampled = await measured(
    db,
    model,
    `SELECT COUNT(*) AS n FROM ${q(model.tableName)} t WHERE ${inBlocks}`,
    blocks,
  );
  if (sampled === 0) return 0;
  // Read through the blocks' ids, never an index of the filter (which could read most of the table).
  const kept = await measured(
    db,
    model,
    `SELECT COUNT(*) AS n FROM ${q(model.tableName)} t ${db.dialect.plannerHints!.notIndexed} WHERE (${inBlocks}) AND ${where.sql}`,
    [...blocks, ...where.params],
  );
  return kept / sampled;
}

/**
 * A measuring count (a page and its count measure the same filter), kept until the model's table
 * is written: it only steers a plan, so a share through a relation may lag its links' changes.
 */
export function measured(db: Queries, model: Model, sql: string, params: Param[]): Promise<number> {
  return measuredAs(db, model, `${sql}\u0000${JSON.stringify(params)}`, () => ({ sql, params }));
}

/**
 * A measuring count kept under `key`, which names what it counts: its statement is written only
 * when it is read. A count every page of a listing asks for again (page-access.ts's small table)
 * is then found without compiling its conditions and writing and hashing its text each time.
 */
export function measuredAs(db: Queries, model: Model, key: string, statement: () => Fragment): Promise<number> {
  return db.memo(`plan-hints:${key}`, [model.tableName], async () => {
    const { sql, params } = statement();
    return Number((await db.get(sql, params))?.n ?? 0);
  });
}

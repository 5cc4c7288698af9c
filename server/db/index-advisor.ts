// Indexes made for the filters a large table is counted by again and again. Tessera's own indexes
// lead with one column each: a filter on two (an enumeration and a range, say) is counted by reading
// every row, and at 100k rows that is 10 ms in wasm for each new value a search box or a filter
// panel sends. When one such filter's columns are counted that way `SIGHTINGS` times in a process,
// an index of them is made beside the request, not in it, and the next count walks only its
// entries. Bounded per table, as every index is a cost to every write. sql.js only: PostgreSQL's
// planner combines single-column indexes itself.
import { quoteBacktick as q } from './dialect/identifiers.ts';
import { HAS_STATISTICS } from './dialect/sqlite.ts';
import type { Queries } from './engine.ts';
import { isRecurringFilterIndex, PUBLISHED_ROWS, type IndexSpec } from './tessera-indexes.ts';

/** Whole-table counts of one filter's columns before an index is made for them. */
export const SIGHTINGS = 3;

/** Indexes made this way on one table, at most. */
export const MAX_PER_TABLE = 3;

export class IndexAdvisor {
  private readonly sightings = new Map<string, number>();
  /** Builds run one after another, so that the bound per table holds however many come due at once. */
  private building: Promise<void> = Promise.resolve();

  /**
   * `db` runs the index's DDL (journaled like any schema change); `failed` hears why one was not
   * made (by default a line on stderr: the requests go on, counted the slow way).
   */
  constructor(
    private readonly db: Pick<Queries, 'all' | 'get' | 'ddl'>,
    private readonly failed: (index: string, err: unknown) => void = (index, err) =>
      process.stderr.write(`index ${index} for a recurring filter was not made: ${(err as Error)?.message ?? err}\n`),
  ) {}

  /** A count of a large table read every row, where `index` would have served it. */
  sighted(table: string, index: IndexSpec): void {
    const seen = (this.sightings.get(index.name) ?? 0) + 1;
    this.sightings.set(index.name, seen);
    // Every SIGHTINGS-th, not the first only: an index dropped since (a Strapi migration, an import)
    // is made again once its filter is counted the slow way as often again.
    if (seen % SIGHTINGS !== 0) return;
    setImmediate(() => {
      this.building = this.building.then(() => this.make(table, index)).catch((err) => this.failed(index.name, err));
    });
  }

  private async make(table: string, index: IndexSpec): Promise<void> {
    const existing = await this.db.all("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", [table]);
    const made = existing.map((r) => String(r.name)).filter(isRecurringFilterIndex);
    if (made.includes(index.name) || made.length >= MAX_PER_TABLE) return;
    const analyzed = (await this.db.get(HAS_STATISTICS)) !== undefined;
    await this.db.ddl(
      `CREATE INDEX IF NOT EXISTS ${q(index.name)} ON ${q(table)} (${index.columns.map(q).join(', ')})` +
        (index.publishedOnly ? ` WHERE ${PUBLISHED_ROWS}` : ''),
    );
    // The planner weighs it against the other indexes by their statistics: without its own it takes
    // it as unique. A database never analyzed is analyzed whole, as start-up would have (once
    // statistics exist, start-up analyzes only the tables that need it: table-statistics.ts).
    await this.db.ddl(analyzed ? `ANALYZE ${q(index.name)}` : 'ANALYZE');
  }
}

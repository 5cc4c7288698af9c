// SQLite's planner statistics kept in step with tables that grow while the server runs. A start
// analyzes what grew since the last one (table-statistics.ts); a table filled through the API within
// one run (a seed script, an import over REST) was planned by the statistics of its small self until
// the next start. Rows inserted are counted per table: once a table may have passed the bound or
// doubled since it was analyzed, its size is checked beside the requests, and when its statistics
// are stale by the start-up rule each of its indexes is analyzed in a turn of its own (a 100,000-row
// table analyzed whole holds the server for about a second, one index for 15-150 ms).
import type { Database } from './database.ts';
import { quoteDoubled as q } from './dialect/identifiers.ts';
import { isInsert, writtenTable } from './table-memos.ts';
import { ANALYZED_PAST_ROWS, analyzedRows, statisticsStale } from './table-statistics.ts';

export class StatisticsUpkeep {
  /** Rows inserted into each table since its size was last checked. */
  private readonly grown = new Map<string, number>();
  /**
   * Each table's rows when it was last analyzed (absent: never), read from SQLite at the first insert
   * and again at each check.
   */
  private analyzed: Map<string, number> | null = null;
  /** Tables whose check is scheduled or running. */
  private readonly due = new Set<string>();
  private work: Promise<void> = Promise.resolve();

  /**
   * `whenFree` resolves when no transaction is open (the engine holds its transactions across
   * awaits); `failed` hears why a table was not analyzed (the requests go on, planned as before).
   */
  constructor(
    private readonly db: Database,
    private readonly whenFree: () => Promise<void>,
    private readonly failed: (table: string, err: unknown) => void = (table, err) =>
      process.stderr.write(`statistics of ${table} were not refreshed: ${(err as Error)?.message ?? err}\n`),
  ) {}

  /** A write ran and changed `changes` rows: new ones, when it inserted. */
  wrote(sql: string, changes: number): void {
    if (changes === 0 || !isInsert(sql)) return;
    const table = writtenTable(sql);
    if (table === null) return;
    const grown = (this.grown.get(table) ?? 0) + changes;
    this.grown.set(table, grown);
    this.analyzed ??= analyzedRows(this.db);
    // Until then the table can be neither past the bound nor twice its analyzed size.
    if (grown <= Math.max(ANALYZED_PAST_ROWS, this.analyzed.get(table) ?? 0) || this.due.has(table)) return;
    this.due.add(table);
    setImmediate(() => {
      this.work = this.work
        .then(() => this.refresh(table))
        .catch((err) => this.failed(table, err))
        .finally(() => this.due.delete(table));
    });
  }

  /** Resolves once every check scheduled so far has ended. */
  settled(): Promise<void> {
    return new Promise((resolve) => setImmediate(resolve)).then(() => this.work);
  }

  private async refresh(table: string): Promise<void> {
    await this.whenFree();
    if (this.db.isClosed) return;
    const rows = Number(this.db.get(`SELECT COUNT(*) AS n FROM ${q(table)}`)?.n ?? 0);
    this.grown.set(table, 0);
    // Read again: a restore or an import may have brought other statistics since they were kept.
    this.analyzed = analyzedRows(this.db);
    if (!statisticsStale(rows, this.analyzed.get(table))) return;
    const indexes = this.db
      .all("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", [table])
      .map((r) => String(r.name));
    for (const target of indexes.length ? indexes : [table]) {
      await new Promise((resolve) => setImmediate(resolve));
      await this.whenFree();
      if (this.db.isClosed) return;
      this.db.analyze(target);
    }
    this.analyzed.set(table, rows);
  }
}

// Tessera's own small tables on PostgreSQL (rate-limit windows, revoked studio sessions): made on
// first use rather than at start (a database that never needs one never gets it), written outside
// the change feed (nothing cached derives from them), and swept of expired rows now and then.
import type { Param, Row } from '../engine.ts';
import type { PgEngine } from './pg-engine.ts';

export class BookkeepingTable {
  private ready: Promise<void> | null = null;
  private writes = 0;

  /**
   * `create` is a CREATE … IF NOT EXISTS; `sweep` deletes the rows expired by its one parameter, a
   * time, run after every `sweepEvery` writes.
   */
  constructor(
    private readonly engine: PgEngine,
    private readonly create: string,
    private readonly sweep: string,
    private readonly sweepEvery: number,
  ) {}

  async read(sql: string, params: Param[]): Promise<Row[]> {
    await this.made();
    return this.engine.bookkeeping(sql, params);
  }

  async write(sql: string, params: Param[], now: number): Promise<Row[]> {
    await this.made();
    const rows = await this.engine.bookkeeping(sql, params);
    if (++this.writes % this.sweepEvery === 0) this.engine.bookkeeping(this.sweep, [now]).catch(() => {});
    return rows;
  }

  private made(): Promise<void> {
    this.ready ??= this.make().catch((err) => {
      this.ready = null; // PostgreSQL away: try again with the next call
      throw err;
    });
    return this.ready;
  }

  private async make(): Promise<void> {
    try {
      await this.engine.bookkeeping(this.create);
    } catch {
      // Two instances creating it at once: one of them loses a race in PostgreSQL's catalog. Once more.
      await this.engine.bookkeeping(this.create);
    }
  }
}

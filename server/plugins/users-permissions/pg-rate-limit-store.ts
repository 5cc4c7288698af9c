// The auth throttle's windows in PostgreSQL, so that every instance on the database counts against
// one budget per client. One small UNLOGGED table (no WAL: the counts are worth nothing after a
// crash), keys hashed (no email or IP stored), each hit one atomic upsert.
import { createHash } from 'node:crypto';
import { BookkeepingTable } from '../../db/postgres/bookkeeping-table.ts';
import type { PgEngine } from '../../db/postgres/pg-engine.ts';
import type { RateLimitStore, RateWindow } from './rate-limit.ts';

export const RATE_LIMIT_TABLE = 'tessera_rate_limits';

/** Every this many hits, windows that have ended are deleted. */
const SWEEP_EVERY = 1000;

export class PgRateLimitStore implements RateLimitStore {
  private readonly table: BookkeepingTable;

  constructor(engine: PgEngine) {
    this.table = new BookkeepingTable(
      engine,
      `CREATE UNLOGGED TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (key text PRIMARY KEY, count integer NOT NULL, reset_at bigint NOT NULL)`,
      `DELETE FROM ${RATE_LIMIT_TABLE} WHERE reset_at <= ?`,
      SWEEP_EVERY,
    );
  }

  async hit(key: string, intervalMs: number, now: number): Promise<RateWindow> {
    const [row] = await this.table.write(
      `INSERT INTO ${RATE_LIMIT_TABLE} AS w (key, count, reset_at) VALUES (?, 1, ?)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN w.reset_at <= ? THEN 1 ELSE w.count + 1 END,
         reset_at = CASE WHEN w.reset_at <= ? THEN EXCLUDED.reset_at ELSE w.reset_at END
       RETURNING count, reset_at`,
      [createHash('sha256').update(key).digest('base64url'), now + intervalMs, now, now],
      now,
    );
    return { count: Number(row.count), resetAt: Number(row.reset_at) };
  }
}

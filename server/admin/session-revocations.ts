// Where the studio's revoked ids are kept (signed-out sessions, used login links), until they would
// have expired anyway. A sql.js file has one instance (its file lock sees to that): this process's
// memory. On PostgreSQL every instance asks one table, so that a session signed out on one is refused
// by the next request to another, and a login link opened on two at once opens one session.
import { BookkeepingTable } from '../db/postgres/bookkeeping-table.ts';
import type { PgEngine } from '../db/postgres/pg-engine.ts';

export interface SessionRevocations {
  /** Refuses `id` from now on; false when it already was (the login link was opened before). */
  add(id: string, expiresAt: number, now: number): Promise<boolean>;
  has(id: string): Promise<boolean>;
}

export class MemoryRevocations implements SessionRevocations {
  private readonly revoked = new Map<string, number>();

  async add(id: string, expiresAt: number, now: number): Promise<boolean> {
    for (const [known, until] of this.revoked) if (until < now) this.revoked.delete(known);
    if (this.revoked.has(id)) return false;
    this.revoked.set(id, expiresAt);
    return true;
  }

  async has(id: string): Promise<boolean> {
    return this.revoked.has(id);
  }
}

export const REVOCATIONS_TABLE = 'tessera_admin_revocations';

/** Every this many revocations, the ones past their expiry are deleted. */
const SWEEP_EVERY = 100;

export class PgRevocations implements SessionRevocations {
  private readonly table: BookkeepingTable;

  constructor(engine: PgEngine) {
    // Logged, unlike the rate-limit windows: a sign-out must survive PostgreSQL's crash.
    this.table = new BookkeepingTable(
      engine,
      `CREATE TABLE IF NOT EXISTS ${REVOCATIONS_TABLE} (id text PRIMARY KEY, expires_at bigint NOT NULL)`,
      `DELETE FROM ${REVOCATIONS_TABLE} WHERE expires_at < ?`,
      SWEEP_EVERY,
    );
  }

  async add(id: string, expiresAt: number, now: number): Promise<boolean> {
    const inserted = await this.table.write(
      `INSERT INTO ${REVOCATIONS_TABLE} (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [id, expiresAt],
      now,
    );
    return inserted.length === 1;
  }

  async has(id: string): Promise<boolean> {
    return (await this.table.read(`SELECT 1 FROM ${REVOCATIONS_TABLE} WHERE id = ?`, [id])).length > 0;
  }
}

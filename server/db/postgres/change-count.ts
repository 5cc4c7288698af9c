// The count of committed changes: one row that every writing transaction bumps before it commits.
// The change feed's notice reaches another instance a moment after the commit, possibly after the
// writer has answered its client and the client has asked another instance; an instance that reads
// the count at the start of each request knows of every commit made before it, and drops what it
// cached when one came that it has not heard of.
import type pg from 'pg';

export const CHANGE_COUNT_TABLE = 'tessera_change_count';

/** Run in the writing transaction, after its statements: the count that includes this commit. */
export const BUMP_CHANGE_COUNT = `UPDATE ${CHANGE_COUNT_TABLE} SET n = n + 1 WHERE id = 1 RETURNING n`;

const READ_CHANGE_COUNT = `SELECT n FROM ${CHANGE_COUNT_TABLE} WHERE id = 1`;

/**
 * Makes the table when `create` (a serving instance), else only looks for it: whether this engine's
 * writes bump the count. Instances that start together may race to create it; either way it exists.
 */
export async function changeCountTable(pool: pg.Pool, create: boolean): Promise<boolean> {
  if (create) {
    await pool
      .query(`CREATE TABLE IF NOT EXISTS ${CHANGE_COUNT_TABLE} (id integer PRIMARY KEY, n bigint NOT NULL)`)
      .catch((err: { code?: string }) => {
        if (err.code !== '23505' && err.code !== '42P07') throw err;
      });
    await pool.query(`INSERT INTO ${CHANGE_COUNT_TABLE} (id, n) VALUES (1, 0) ON CONFLICT (id) DO NOTHING`);
    return true;
  }
  const { rows } = await pool.query('SELECT to_regclass($1) AS found', [CHANGE_COUNT_TABLE]);
  return rows[0]?.found !== null;
}

/** The last count this instance knows of. */
export class ChangeCount {
  private seen: number | null = null;

  /** Reads the count; true when a commit came that this instance has not counted yet. */
  async unheardCommits(pool: pg.Pool): Promise<boolean> {
    const { rows } = await pool.query(READ_CHANGE_COUNT);
    const count = Number(rows[0]?.n ?? 0);
    const unheard = this.seen !== null && count !== this.seen;
    this.seen = count;
    return unheard;
  }

  /** This instance's own commit brought the count to `count`: nothing unheard if it was the next one. */
  committed(count: number): void {
    if (this.seen === count - 1) this.seen = count;
  }
}

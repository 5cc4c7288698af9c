// Tessera's own small tables on PostgreSQL (rate-limit windows, revoked studio sessions), made on
// first use rather than at start: a database that never needs one never gets it.
import type { PgEngine } from './pg-engine.ts';

/** Runs `create` (a CREATE … IF NOT EXISTS) once; a failure (PostgreSQL away) is tried again by the next call. */
export function bookkeepingTable(engine: PgEngine, create: string): () => Promise<void> {
  let ready: Promise<void> | null = null;
  const make = async (): Promise<void> => {
    try {
      await engine.bookkeeping(create);
    } catch {
      // Two instances creating it at once: one of them loses a race in PostgreSQL's catalog. Once more.
      await engine.bookkeeping(create);
    }
  };
  return () => {
    ready ??= make().catch((err) => {
      ready = null;
      throw err;
    });
    return ready;
  };
}

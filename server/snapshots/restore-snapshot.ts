// Restoring a snapshot into an open database, running server or not: the database is swapped whole,
// the uploads folder made the snapshot's, and the tables brought to the project's current models.
import type { Database } from '../db/database.ts';
import { syncTables } from '../db/sync-tables.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { SnapshotStore } from './snapshot-store.ts';

export interface RestoreTarget {
  db: Database;
  registry: SchemaRegistry;
  /** Caches derived from stored data that the database's generation does not cover. */
  invalidate?: () => void;
}

/** Returns how long the restore took, in milliseconds. */
export async function restoreSnapshot(store: SnapshotStore, name: string, target: RestoreTarget): Promise<number> {
  const started = performance.now();
  const source = store.databaseFile(name);
  await target.db.replaceWith(source, () => {
    // Runs synchronously with the swap, so no request sees the new database with the old files.
    store.restoreUploads(name);
    syncTables(target.db, target.registry);
    target.invalidate?.();
  });
  return performance.now() - started;
}

// Start-up recovery: one routine that brings the files back to a consistent state whatever instant
// the last process was killed at — mid-snapshot-write, right after the snapshot rename, mid-append,
// or with a journal tail torn by a power cut.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { ProjectError } from '../errors.ts';
import { parseJournal, type Statement } from './journal.ts';
import { looksLikeSqlite } from './sqljs.ts';

export interface RecoveredState {
  /** The snapshot's bytes, or undefined for a new database. */
  snapshot: Uint8Array | undefined;
  epoch: number;
  /** Committed transactions the snapshot does not contain yet, oldest first. */
  transactions: Statement[][];
  /** Length the live journal keeps (0 when it must be started afresh). */
  journalLength: number;
  /** Whether the journal must be rewritten (replayed, stale, torn or without a header) before any append. */
  needsCompaction: boolean;
}

/** Snapshots are written to `FILE.tmp-PID` and renamed: a leftover one is an unfinished write of a dead process. */
export function snapshotTempName(file: string): string {
  return `${file}.tmp-${process.pid}`;
}

export function recover(file: string, options: { readOnly?: boolean } = {}): RecoveredState {
  if (!options.readOnly) removeUnfinishedSnapshots(file);
  let snapshot: Uint8Array | undefined;
  if (existsSync(file)) {
    snapshot = readFileSync(file);
    if (snapshot.length > 0 && !looksLikeSqlite(snapshot)) throw new ProjectError(`${file} is not a SQLite database`);
    if (snapshot.length === 0) snapshot = undefined;
  }
  const epoch = snapshot ? snapshotEpoch(snapshot) : 0;
  const journalFile = `${file}.journal`;
  const journal = existsSync(journalFile)
    ? parseJournal(readFileSync(journalFile))
    : { epoch: null, transactions: [], validLength: 0 };
  // A journal whose header names another epoch was written before the snapshot that now replaced
  // it (a kill between the rename and the journal's reset): the snapshot already holds all of it.
  const stale = journal.epoch !== null && journal.epoch !== epoch;
  const transactions = stale ? [] : journal.transactions;
  return {
    snapshot,
    epoch,
    transactions,
    journalLength: stale ? 0 : journal.validLength,
    needsCompaction: !snapshot || stale || journal.epoch === null || transactions.length > 0,
  };
}

/** The epoch a snapshot was written at: SQLite's user_version, bytes 60–63 of the header. */
export function snapshotEpoch(bytes: Uint8Array): number {
  if (bytes.length < 64) return 0;
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getInt32(60);
}

function removeUnfinishedSnapshots(file: string): void {
  const dir = dirname(file);
  if (!existsSync(dir)) return;
  const prefix = `${basename(file)}.tmp-`;
  for (const name of readdirSync(dir)) if (name.startsWith(prefix)) rmSync(join(dir, name), { force: true });
}

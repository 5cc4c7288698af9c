// The append-only journal that makes each committed write durable at a cost independent of the
// database size: one line per transaction, replayed over the last snapshot at start. Its first
// line names the snapshot it continues (the snapshot's epoch), so a journal the snapshot already
// contains is never replayed twice. Appends are written at once (a kill -9 cannot lose them) and
// fsynced in groups: the commits of one turn of the event loop share an fsync, and every commit
// that arrives while one fsync runs shares the next one, started as that one ends.
import { closeSync, fsync as fsyncAsync, fsyncSync, ftruncateSync, openSync, writeSync } from 'node:fs';

export type Param = string | number | null | Uint8Array;
export type Statement = [sql: string, params: Param[]];

interface Line {
  s: Array<[string, Array<Param | { b: string }>]>;
}

interface Header {
  epoch: number;
}

interface Waiter {
  upTo: number;
  resolve: () => void;
  reject: (err: Error) => void;
}

export class Journal {
  private readonly fd: number;
  size: number;
  /** Transactions appended since the last reset. */
  entries = 0;
  /** Appends written to the file (sequence numbers, never reset). */
  private written = 0;
  /** Appends known to be on disk. */
  private durable = 0;
  /** fsyncs that made appends durable: against the appends, how many writers each one served. */
  fsyncs = 0;
  private syncing = false;
  private closed = false;
  private waiters: Waiter[] = [];
  /** Part of a failed append may be in the file past `size`. */
  private tornTail = false;

  /** Opens the live journal, `length` bytes long once recovery has cut any torn tail away. */
  constructor(
    readonly path: string,
    private readonly fsync: boolean,
    length: number,
  ) {
    this.fd = openSync(path, 'a+');
    ftruncateSync(this.fd, length);
    this.size = length;
  }

  /**
   * Appends one committed transaction and returns its sequence number (see whenDurable). A write
   * that fails (a full disk) throws, so the transaction is rolled back, and leaves no part of its
   * line behind: recovery stops at the first torn line, so every entry appended after a torn one
   * would be lost at the next start.
   */
  append(statements: Statement[]): number {
    const line: Line = { s: statements.map(([sql, params]) => [sql, params.map(encodeParam)]) };
    const buf = Buffer.from(JSON.stringify(line) + '\n');
    if (this.tornTail) this.cutTornTail();
    try {
      // writeSync may write less than asked (a disk filling up): the rest follows, or the write fails.
      for (let done = 0; done < buf.length;) done += writeSync(this.fd, buf, done);
    } catch (err) {
      this.tornTail = true;
      try {
        this.cutTornTail();
      } catch {
        // Cut before the next append, which fails until it can be.
      }
      throw err;
    }
    this.size += buf.length;
    this.entries++;
    this.written++;
    if (!this.fsync) this.durable = this.written;
    else this.scheduleSync();
    return this.written;
  }

  /** Resolves once the append numbered `seq` (and all before it) is on disk. */
  whenDurable(seq: number = this.written): Promise<void> {
    if (this.durable >= seq) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ upTo: seq, resolve, reject }));
  }

  /**
   * Empties the journal and starts it for the snapshot `epoch`. Called only after that snapshot
   * is on disk, so every append made so far is durable through it.
   */
  reset(epoch: number): void {
    ftruncateSync(this.fd, 0);
    this.tornTail = false;
    const header = Buffer.from(JSON.stringify({ epoch } satisfies Header) + '\n');
    writeSync(this.fd, header, 0, header.length, 0);
    if (this.fsync) fsyncSync(this.fd);
    this.size = header.length;
    this.entries = 0;
    this.markDurable(this.written);
  }

  close(): void {
    this.closed = true;
    closeSync(this.fd);
    const pending = this.waiters;
    this.waiters = [];
    for (const w of pending) w.reject(new Error('the database was closed before this write reached the disk'));
  }

  private cutTornTail(): void {
    ftruncateSync(this.fd, this.size);
    this.tornTail = false;
  }

  private scheduleSync(): void {
    if (this.syncing || this.closed) return;
    this.syncing = true;
    // Started once this turn's other callbacks have run: requests read in the same turn commit one
    // after another in it, and the first must not set off an fsync the others just miss (each of
    // them, and a writer waiting on the newest commit, would wait for a second one).
    setImmediate(() => this.sync());
  }

  private sync(): void {
    if (this.closed) return;
    const target = this.written;
    fsyncAsync(this.fd, (err) => {
      this.fsyncs++;
      if (this.closed) return;
      if (err) {
        const failed = this.waiters.filter((w) => w.upTo <= target);
        this.waiters = this.waiters.filter((w) => w.upTo > target);
        for (const w of failed) w.reject(err);
      } else {
        this.markDurable(target);
      }
      // The commits made while that fsync ran have waited through all of it: theirs starts now,
      // not after this turn's other callbacks (under load, requests that each take a fraction of a
      // millisecond; waiting for them added about a millisecond to every group's answer).
      if (this.written > this.durable) this.sync();
      else this.syncing = false;
    });
  }

  private markDurable(upTo: number): void {
    if (upTo > this.durable) this.durable = upTo;
    if (!this.waiters.length) return;
    const done = this.waiters.filter((w) => w.upTo <= this.durable);
    this.waiters = this.waiters.filter((w) => w.upTo > this.durable);
    for (const w of done) w.resolve();
  }
}

export interface JournalContents {
  /** The snapshot epoch the journal continues; null for a journal without a header (older Tessera, or emptied by a kill). */
  epoch: number | null;
  transactions: Statement[][];
  /** Bytes up to the end of the last whole line: what a torn tail is cut back to. */
  validLength: number;
}

/**
 * Reads a journal's text. A last line without its newline, or a line that does not parse (a power
 * cut can leave garbage where the tail was being written), was never acknowledged: reading stops
 * there, and validLength says where to cut.
 */
export function parseJournal(bytes: Buffer): JournalContents {
  const out: JournalContents = { epoch: null, transactions: [], validLength: 0 };
  let start = 0;
  let first = true;
  while (start < bytes.length) {
    const end = bytes.indexOf(0x0a, start);
    if (end < 0) break;
    const text = bytes.toString('utf8', start, end);
    let parsed: Line | Header;
    try {
      parsed = JSON.parse(text) as Line | Header;
    } catch {
      break;
    }
    if (first && typeof (parsed as Header).epoch === 'number') {
      out.epoch = (parsed as Header).epoch;
    } else if (Array.isArray((parsed as Line).s)) {
      out.transactions.push((parsed as Line).s.map(([sql, params]) => [sql, params.map(decodeParam)]));
    } else {
      break;
    }
    first = false;
    start = end + 1;
    out.validLength = start;
  }
  return out;
}

function encodeParam(p: Param): Param | { b: string } {
  return p instanceof Uint8Array ? { b: Buffer.from(p).toString('base64') } : p;
}

function decodeParam(p: Param | { b: string }): Param {
  return p !== null && typeof p === 'object' && 'b' in p ? new Uint8Array(Buffer.from(p.b, 'base64')) : (p as Param);
}

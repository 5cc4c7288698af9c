// The append-only journal that makes each committed write durable at a cost independent of the
// database size: one fsynced line per transaction, replayed over the last snapshot at start.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, statSync, writeSync, ftruncateSync } from 'node:fs';

export type Param = string | number | null | Uint8Array;
export type Statement = [sql: string, params: Param[]];

type Line = { s: Array<[string, Array<Param | { b: string }>]> } | { restore: string };

/** What a journal holds: transactions to replay, over the database file or over `restoreFrom`. */
export interface JournalContents {
  /** A whole database file that replaced the one beside the journal (a snapshot restore). */
  restoreFrom: string | null;
  transactions: Statement[][];
}

export class Journal {
  private fd: number;
  size: number;

  constructor(readonly path: string, private readonly fsync: boolean) {
    this.fd = openSync(path, 'a+');
    this.size = statSync(path).size;
  }

  append(statements: Statement[]): void {
    const line: Line = { s: statements.map(([sql, params]) => [sql, params.map(encodeParam)]) };
    const buf = Buffer.from(JSON.stringify(line) + '\n');
    writeSync(this.fd, buf);
    if (this.fsync) fsyncSync(this.fd);
    this.size += buf.length;
  }

  /**
   * Records that the database is being replaced whole by `file`: from here until the next reset,
   * a start replays from that file, whatever state the rename of the new database file reached.
   */
  appendRestore(file: string): void {
    const buf = Buffer.from(JSON.stringify({ restore: file } satisfies Line) + '\n');
    writeSync(this.fd, buf);
    if (this.fsync) fsyncSync(this.fd);
    this.size += buf.length;
  }

  reset(): void {
    ftruncateSync(this.fd, 0);
    if (this.fsync) fsyncSync(this.fd);
    this.size = 0;
  }

  close(): void {
    closeSync(this.fd);
  }

  /** Transactions in the journal, oldest first. A torn last line was never acknowledged: it is dropped. */
  static read(path: string): JournalContents {
    const contents: JournalContents = { restoreFrom: null, transactions: [] };
    if (!existsSync(path)) return contents;
    const text = readFileSync(path, 'utf8');
    let out: Statement[][] = contents.transactions;
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      if (!l) continue;
      const complete = i < lines.length - 1;
      try {
        if (!complete) break;
        const parsed = JSON.parse(l) as Line;
        if ('restore' in parsed) {
          // Everything before a restore belongs to the database it replaced.
          contents.restoreFrom = parsed.restore;
          out = contents.transactions = [];
        } else {
          out.push(parsed.s.map(([sql, params]) => [sql, params.map(decodeParam)]));
        }
      } catch {
        break;
      }
    }
    return contents;
  }
}

function encodeParam(p: Param): Param | { b: string } {
  return p instanceof Uint8Array ? { b: Buffer.from(p).toString('base64') } : p;
}

function decodeParam(p: Param | { b: string }): Param {
  return p !== null && typeof p === 'object' && 'b' in p ? new Uint8Array(Buffer.from(p.b, 'base64')) : (p as Param);
}

// The append-only journal that makes each committed write durable at a cost independent of the
// database size: one fsynced line per transaction, replayed over the last snapshot at start.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, statSync, writeSync, ftruncateSync } from 'node:fs';

export type Param = string | number | null | Uint8Array;
export type Statement = [sql: string, params: Param[]];

interface Line {
  s: Array<[string, Array<Param | { b: string }>]>;
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

  reset(): void {
    ftruncateSync(this.fd, 0);
    if (this.fsync) fsyncSync(this.fd);
    this.size = 0;
  }

  close(): void {
    closeSync(this.fd);
  }

  /** Transactions in the journal, oldest first. A torn last line was never acknowledged: it is dropped. */
  static read(path: string): Statement[][] {
    if (!existsSync(path)) return [];
    const text = readFileSync(path, 'utf8');
    const out: Statement[][] = [];
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      if (!l) continue;
      const complete = i < lines.length - 1;
      try {
        if (!complete) break;
        const parsed = JSON.parse(l) as Line;
        out.push(parsed.s.map(([sql, params]) => [sql, params.map(decodeParam)]));
      } catch {
        break;
      }
    }
    return out;
  }
}

function encodeParam(p: Param): Param | { b: string } {
  return p instanceof Uint8Array ? { b: Buffer.from(p).toString('base64') } : p;
}

function decodeParam(p: Param | { b: string }): Param {
  return p !== null && typeof p === 'object' && 'b' in p ? new Uint8Array(Buffer.from(p.b, 'base64')) : (p as Param);
}

// Values read from the database that every request needs (an API token, the Public role, the
// default locale), kept until a committed write touches a table they were read from. Keeping them
// only until any write would make every request re-read them while writers are busy: under
// concurrent creates the token lookup alone cost as much as the insert.
import { LRUCache } from 'lru-cache';

/** Keys are few (a token hash per token in use); the bound stops a stream of unknown tokens growing it. */
const MAX_MEMOS = 1000;

interface Memo {
  value: unknown;
  tables: readonly string[];
  /** The commit count when it was read. */
  readAt: number;
}

export class TableMemos {
  private readonly memos = new LRUCache<string, Memo>({ max: MAX_MEMOS });
  /** Per table, the commit count of the last commit that wrote it. */
  private readonly writtenAt = new Map<string, number>();
  /** The last commit whose reach is not known (a delete, whose cascades reach other tables; DDL). */
  private anyWrittenAt = 0;
  private commits = 0;

  get<T>(key: string, tables: readonly string[], read: () => T): T {
    const memo = this.memos.get(key);
    if (memo && this.fresh(memo)) return memo.value as T;
    const value = read();
    this.memos.set(key, { value, tables, readAt: this.commits });
    return value;
  }

  /** A commit made of these statements. */
  committed(statements: Iterable<string>): void {
    this.commits++;
    for (const sql of statements) {
      const table = writtenTable(sql);
      if (table === null) this.anyWrittenAt = this.commits;
      else this.writtenAt.set(table, this.commits);
    }
  }

  /** The whole database changed (a bulk load, a restore). */
  replaced(): void {
    this.commits++;
    this.anyWrittenAt = this.commits;
  }

  private fresh(memo: Memo): boolean {
    if (this.anyWrittenAt > memo.readAt) return false;
    return memo.tables.every((t) => (this.writtenAt.get(t) ?? 0) <= memo.readAt);
  }
}

const INSERT = /^\s*INSERT\b/i;

/** Whether a statement inserts rows (its row id is worth reading; its table grows). */
export function isInsert(sql: string): boolean {
  return INSERT.test(sql);
}

// An insert or an update changes its one table (Tessera creates no triggers); anything else may reach further.
const INSERT_OR_UPDATE =
  /^\s*(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|REPLACE\s+INTO|UPDATE(?:\s+OR\s+\w+)?)\s+(?:"((?:[^"]|"")+)"|([\w$]+))/i;

/** Statement texts repeat (their values are parameters): each is matched once, up to this many kept. */
const MAX_KNOWN_STATEMENTS = 1000;
const knownStatements = new Map<string, string | null>();

/** The one table a statement writes, or null when it may write others (delete cascades, DDL). */
export function writtenTable(sql: string): string | null {
  let table = knownStatements.get(sql);
  if (table === undefined) {
    const m = INSERT_OR_UPDATE.exec(sql);
    table = !m ? null : m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2];
    if (knownStatements.size >= MAX_KNOWN_STATEMENTS) knownStatements.clear();
    knownStatements.set(sql, table);
  }
  return table;
}

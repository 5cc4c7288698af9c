// Binding a statement's parameters in place, so that SQLite keeps the program it compiled, and
// reading its rows in place (readRow).
//
// sql.js binds through Statement.bind, which first calls sqlite3_clear_bindings. SQLite marks a
// statement as expired there whenever its plan read a bound value (an equality on a column that a
// non-unique index leads, a bound LIMIT, a LIKE pattern), and the next step compiles the whole
// statement again. Measured on sql.js 1.16 in a loop: 150 us a run against 4.5 us for a one-row
// query; in process, a REST filter on `category` took 227 us a request against 157 us, one through
// a relation 207 against 108. Binding every parameter with sqlite3_bind_* and resetting with
// sqlite3_reset alone leaves the plan in place. SQLite still compiles again where it must: binding
// a new value to a parameter whose value shaped the plan expires the statement by itself.
import type { SqlJsStatic, Statement as SqlJsStatement } from 'sql.js';
import type { Param } from './journal.ts';

/** SQLite copies a value bound as transient: the copy in wasm memory is freed at once. */
const SQLITE_TRANSIENT = -1;
const SQLITE_RANGE = 25;
/**
 * A value bound stays in SQLite's memory until the next bind replaces it: past this length (in
 * characters or bytes: a long rich text, a blob) the bindings are cleared at reset instead, as sql.js
 * always did, so that no cached statement holds a large copy.
 */
const KEPT_VALUE_LENGTH = 16 * 1024;

/** The C functions sql.js's module exports, which its typings do not name. */
interface SqliteExports {
  _sqlite3_bind_int(stmt: number, index: number, value: number): number;
  _sqlite3_bind_double(stmt: number, index: number, value: number): number;
  _sqlite3_bind_text(stmt: number, index: number, text: number, bytes: number, destructor: number): number;
  _sqlite3_bind_blob(stmt: number, index: number, blob: number, bytes: number, destructor: number): number;
  _sqlite3_column_count(stmt: number): number;
  _sqlite3_column_type(stmt: number, column: number): number;
  _sqlite3_column_double(stmt: number, column: number): number;
  _sqlite3_column_text(stmt: number, column: number): number;
  _sqlite3_column_blob(stmt: number, column: number): number;
  _sqlite3_column_bytes(stmt: number, column: number): number;
  _sqlite3_reset(stmt: number): number;
  _sqlite3_clear_bindings(stmt: number): number;
  _sqlite3_sql(stmt: number): number;
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  stringToNewUTF8(text: string): number;
  writeArrayToMemory(bytes: Uint8Array, pointer: number): void;
  UTF8ToString(pointer: number): string;
}

/** A statement whose parameters are bound in place: its handle, and how many parameters it takes. */
export interface DirectStatement {
  handle: number;
  parameters: number;
  /** Holds a value longer than KEPT_VALUE_LENGTH since its last bind. */
  holdsLargeValue?: boolean;
}

const SQLITE_INTEGER = 1;
const SQLITE_FLOAT = 2;
const SQLITE_TEXT = 3;
const SQLITE_BLOB = 4;

/** Node's Buffer, with the decoder its toString ends in (present on every Buffer, absent from the typings). */
type SqliteMemory = Buffer & { utf8Slice(start: number, end: number): string };

export class StatementBinding {
  private readonly c: SqliteExports;
  /** The property of sql.js's Statement holding the C handle: found on the first statement, by its SQL text. */
  private handleKey: string | null | undefined;
  /** A view of SQLite's memory; growing the memory detaches it, and it reads as empty then. */
  private heap: SqliteMemory;

  constructor(
    module: SqlJsStatic,
    private readonly memory?: WebAssembly.Memory,
  ) {
    this.c = module as unknown as SqliteExports;
    this.heap = (memory ? Buffer.from(memory.buffer) : Buffer.alloc(0)) as SqliteMemory;
  }

  /** Whether rows can be read with readRow (the memory is known). */
  get readsInPlace(): boolean {
    return this.memory !== undefined;
  }

  /**
   * The current row's values, as Statement.get answers them (numbers as doubles), read through
   * SQLite's C functions and decoded from its memory in place. sql.js reads each column through
   * wrappers that convert every argument, and finds each text's end by scanning it in JavaScript:
   * a page of 25 articles took 48 us to step and read that way, 39 us this way.
   */
  readRow(direct: DirectStatement): Param[] {
    const c = this.c;
    const handle = direct.handle;
    const n = c._sqlite3_column_count(handle);
    const row = new Array<Param>(n);
    for (let i = 0; i < n; i++) {
      switch (c._sqlite3_column_type(handle, i)) {
        case SQLITE_INTEGER:
        case SQLITE_FLOAT:
          row[i] = c._sqlite3_column_double(handle, i);
          break;
        case SQLITE_TEXT: {
          // Text first, then its length: SQLite may convert the value in between (its docs' order).
          const start = c._sqlite3_column_text(handle, i);
          const end = start + c._sqlite3_column_bytes(handle, i);
          // toString('utf8', start, end) ends in utf8Slice after checking its arguments and looking
          // the encoding up: 60-90 ns of the 200-340 a short text took, a few hundred times a page.
          row[i] = this.memoryView().utf8Slice(start, end);
          break;
        }
        case SQLITE_BLOB: {
          const start = c._sqlite3_column_blob(handle, i);
          const end = start + c._sqlite3_column_bytes(handle, i);
          row[i] = new Uint8Array(this.memoryView().subarray(start, end));
          break;
        }
        default:
          row[i] = null;
      }
    }
    return row;
  }

  /** Reading a long value can make SQLite allocate, and so grow its memory: the view is checked at each use. */
  private memoryView(): SqliteMemory {
    if (this.heap.length === 0) this.heap = Buffer.from(this.memory!.buffer) as SqliteMemory;
    return this.heap;
  }

  /**
   * The statement's handle and parameter count, or null where its handle cannot be found (another
   * sql.js build): its parameters are then bound through Statement.bind, as sql.js does.
   */
  direct(statement: SqlJsStatement, sql: string): DirectStatement | null {
    const handle = this.handleOf(statement, sql);
    return handle === null ? null : { handle, parameters: this.countParameters(handle) };
  }

  /**
   * Binds `params` to parameters 1…n; false when they are not exactly the statement's parameters,
   * for the caller to bind through sql.js (which leaves any unbound parameter NULL, or reports the
   * mismatch) instead.
   */
  bind(direct: DirectStatement, params: readonly Param[]): boolean {
    if (params.length !== direct.parameters) return false;
    for (let i = 0; i < params.length; i++) {
      const value = params[i];
      if (value !== null && typeof value !== 'number' && value.length > KEPT_VALUE_LENGTH)
        direct.holdsLargeValue = true;
      if (this.bindOne(direct.handle, i + 1, value) !== 0) return false;
    }
    return true;
  }

  /** Ready to run again; the parameters stay bound until the next bind replaces them (small ones). */
  reset(direct: DirectStatement): void {
    this.c._sqlite3_reset(direct.handle);
    if (direct.holdsLargeValue) {
      this.c._sqlite3_clear_bindings(direct.handle);
      direct.holdsLargeValue = false;
    }
  }

  private bindOne(handle: number, index: number, value: Param): number {
    const c = this.c;
    if (typeof value === 'number') {
      return value === (value | 0)
        ? c._sqlite3_bind_int(handle, index, value)
        : c._sqlite3_bind_double(handle, index, value);
    }
    if (value === null) return c._sqlite3_bind_blob(handle, index, 0, 0, 0);
    if (typeof value === 'string') {
      const text = c.stringToNewUTF8(value);
      try {
        return c._sqlite3_bind_text(handle, index, text, -1, SQLITE_TRANSIENT);
      } finally {
        c._free(text);
      }
    }
    const blob = c._malloc(Math.max(value.length, 1));
    try {
      c.writeArrayToMemory(value, blob);
      return c._sqlite3_bind_blob(handle, index, blob, value.length, SQLITE_TRANSIENT);
    } finally {
      c._free(blob);
    }
  }

  private handleOf(statement: SqlJsStatement, sql: string): number | null {
    const own = statement as unknown as Record<string, unknown>;
    if (this.handleKey === undefined) {
      // Handles are heap addresses; sql.js's other numeric field is a small bind position.
      const key = Object.keys(own).find((k) => {
        const value = own[k];
        return typeof value === 'number' && value >= 4096 && this.c.UTF8ToString(this.c._sqlite3_sql(value)) === sql;
      });
      this.handleKey = key ?? null;
    }
    if (this.handleKey === null) return null;
    const handle = own[this.handleKey];
    return typeof handle === 'number' ? handle : null;
  }

  /**
   * SQLite answers SQLITE_RANGE for a parameter index past the statement's last: the count is the
   * last index that binds. A new statement's parameters are NULL, and binding NULL keeps them so.
   */
  private countParameters(handle: number): number {
    const binds = (index: number) => this.c._sqlite3_bind_blob(handle, index, 0, 0, 0) !== SQLITE_RANGE;
    let high = 1;
    while (binds(high)) high *= 2;
    let low = high / 2; // binds, or 0.5 when even parameter 1 does not
    if (low < 1) return 0;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (binds(mid)) low = mid;
      else high = mid;
    }
    return low;
  }
}

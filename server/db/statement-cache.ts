// The prepared statements of one sql.js database, kept by SQL text: a query shape's text is the
// same whatever its values (they are parameters), so it is compiled once and run many times.
import { LRUCache } from 'lru-cache';
import type { SqlJsStatic, Database as SqlJsDatabase, Statement as SqlJsStatement } from 'sql.js';
import type { Param } from './journal.ts';
import { StatementBinding, type DirectStatement } from './sqljs-binding.ts';
import { sqliteMemory } from './sqljs.ts';

export type Row = Record<string, Param>;

/** Prepared statements kept at once (each holds its compiled program in the wasm heap). */
const MAX_STATEMENTS = 500;

interface Prepared {
  statement: SqlJsStatement;
  /** Its parameters bound in place, keeping its compiled plan (null: bound through sql.js). */
  direct: DirectStatement | null;
  /** Its rows as objects, made once it has returned one (the column names are known then). */
  rowOf?: (values: Param[]) => Row;
}

/**
 * A function returning a row as an object literal of the statement's column names: every row of a
 * statement then shares one shape, made at once. Set name by name, each row went through V8's
 * generic keyed stores, which cost more than reading its values out of SQLite (a page of 25
 * entries: 4.7 us against 0.5). Names are written as JSON string literals.
 */
function rowFactory(names: string[]): (values: Param[]) => Row {
  const fields = names.map((name, i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
  return new Function('values', `return { ${fields} };`) as (values: Param[]) => Row;
}

export class StatementCache {
  /**
   * Past the bound the least recently used statement is freed (shapes vary with the number of
   * values in an IN list, the fields asked for, the filters combined), as clear() frees them all.
   */
  private readonly statements = new LRUCache<string, Prepared>({
    max: MAX_STATEMENTS,
    dispose: (prepared) => prepared.statement.free(),
  });
  private readonly binding: StatementBinding;

  constructor(module: SqlJsStatic) {
    this.binding = new StatementBinding(module, sqliteMemory(module));
  }

  /** Rows as objects. */
  all(db: SqlJsDatabase, sql: string, params: Param[]): Row[] {
    const prepared = this.prepared(db, sql);
    const st = prepared.statement;
    const direct = this.bind(prepared, params);
    try {
      const rows: Row[] = [];
      const inPlace = prepared.direct !== null && this.binding.readsInPlace;
      while (st.step()) {
        prepared.rowOf ??= rowFactory(st.getColumnNames());
        rows.push(prepared.rowOf(inPlace ? this.binding.readRow(prepared.direct!) : (st.get() as Param[])));
      }
      return rows;
    } finally {
      this.reset(prepared, direct);
    }
  }

  /** Runs a statement that returns no rows (a write). */
  run(db: SqlJsDatabase, sql: string, params: Param[]): void {
    const prepared = this.prepared(db, sql);
    const direct = this.bind(prepared, params);
    try {
      prepared.statement.step();
    } finally {
      this.reset(prepared, direct);
    }
  }

  /** Frees every statement: before export() (which needs none open), a schema change or a rollback. */
  clear(): void {
    this.statements.clear();
  }

  private prepared(db: SqlJsDatabase, sql: string): Prepared {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      const statement = db.prepare(sql);
      prepared = { statement, direct: this.binding.direct(statement, sql) };
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  /** Binds in place where it can (sqljs-binding.ts); true when it did, false when sql.js bound. */
  private bind(prepared: Prepared, params: Param[]): boolean {
    if (prepared.direct && this.binding.bind(prepared.direct, params)) return true;
    prepared.statement.bind(params as never);
    return false;
  }

  private reset(prepared: Prepared, direct: boolean): void {
    if (direct) this.binding.reset(prepared.direct!);
    else prepared.statement.reset();
  }
}

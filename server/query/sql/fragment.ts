// A piece of SQL with its bound values. Identifiers inside come only from the schema registry.
import type { Param } from '../../db/journal.ts';

export interface Fragment {
  sql: string;
  params: Param[];
}

/** A quoted identifier (double quotes: SQLite and PostgreSQL both read them). */
export { quoteDoubled as q } from '../../db/dialect/identifiers.ts';

export class AliasCounter {
  private n = 0;
  next(): string {
    return `t${this.n++}`;
  }
}

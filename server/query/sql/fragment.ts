// A piece of SQL with its bound values. Identifiers inside come only from the schema registry.
import type { Param } from '../../db/journal.ts';

export interface Fragment {
  sql: string;
  params: Param[];
}

export const q = (id: string): string => `"${id.replace(/"/g, '""')}"`;

export class AliasCounter {
  private n = 0;
  next(): string {
    return `t${this.n++}`;
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../db/database.ts';
import { COMPARE_OPERATORS, type Condition } from '../ast.ts';
import { rejectsEmptyRow } from './empty-row.ts';
import { compileCompare } from './where.ts';

// Judged against SQLite itself: each condition is compiled as where.ts compiles it, over a column
// that is NULL, and SQLite says whether the row passes.
let db: Database;
beforeAll(async () => {
  db = await Database.open(null);
});
afterAll(() => db.close());

function passesOnNull(cond: Condition): boolean {
  const sql = (c: Condition): { sql: string; params: unknown[] } => {
    switch (c.type) {
      case 'compare':
        return compileCompare('NULL', c.op, c.value);
      case 'not': {
        const inner = sql(c.item);
        return { sql: `NOT (${inner.sql})`, params: inner.params };
      }
      case 'and':
      case 'or': {
        if (c.items.length === 0) return { sql: c.type === 'and' ? '1=1' : '1=0', params: [] };
        const parts = c.items.map(sql);
        return {
          sql: `(${parts.map((p) => p.sql).join(c.type === 'and' ? ' AND ' : ' OR ')})`,
          params: parts.flatMap((p) => p.params),
        };
      }
      case 'search':
        return { sql: `(NULL LIKE ? ESCAPE '\\' OR NULL LIKE ? ESCAPE '\\')`, params: [`%${c.term}%`, `%${c.term}%`] };
      case 'nested':
        throw new Error('not here');
    }
  };
  const { sql: text, params } = sql(cond);
  return db.get(`SELECT CASE WHEN ${text} THEN 1 ELSE 0 END AS passes`, params as never)?.passes === 1;
}

const values: unknown[] = [null, 'a', 3, [], ['a'], [null], ['a', null], [1, 2], true, false];
const compares: Condition[] = COMPARE_OPERATORS.flatMap((op) =>
  values
    .filter((value) => op !== '$between' || (Array.isArray(value) && value.length === 2))
    .map((value) => ({ type: 'compare' as const, attribute: 'x', op, value })),
);

describe('what a condition says of a row of NULLs', () => {
  it('agrees with SQLite on every operator and kind of value', () => {
    for (const cond of compares) expect([cond, rejectsEmptyRow(cond)]).toEqual([cond, !passesOnNull(cond)]);
  });

  it('agrees with SQLite through NOT, AND and OR (three-valued)', () => {
    const some = compares.filter((_, i) => i % 7 === 0);
    for (const a of some)
      for (const b of some) {
        const combined: Condition[] = [
          { type: 'not', item: a },
          { type: 'and', items: [a, b] },
          { type: 'or', items: [a, b] },
          { type: 'not', item: { type: 'or', items: [a, { type: 'not', item: b }] } },
        ];
        for (const cond of combined) expect([cond, rejectsEmptyRow(cond)]).toEqual([cond, !passesOnNull(cond)]);
      }
    expect(rejectsEmptyRow({ type: 'and', items: [] })).toBe(false);
    expect(rejectsEmptyRow({ type: 'or', items: [] })).toBe(true);
  });

  it('agrees with SQLite on a search, alone and negated', () => {
    const search: Condition = { type: 'search', term: 'a', attributes: ['id', 'x'] };
    for (const cond of [search, { type: 'not' as const, item: search }])
      expect([cond, rejectsEmptyRow(cond)]).toEqual([cond, !passesOnNull(cond)]);
  });

  it('does not claim to know what a condition through another relation says', () => {
    const nested: Condition = { type: 'nested', attribute: 'author', where: compares[0] };
    expect(rejectsEmptyRow(nested)).toBe(false);
    expect(rejectsEmptyRow({ type: 'not', item: nested })).toBe(false);
  });
});

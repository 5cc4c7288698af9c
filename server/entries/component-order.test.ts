// The order of component inserts on either kind of pool: one connection serves the flows' queries
// one at a time, first come first served; PostgreSQL's pool runs them side by side, so the item whose
// nested rows write fewer links reaches its own insert first.
import { describe, expect, it } from 'vitest';
import { insertOrder, type ComponentOp } from './component-order.ts';

function create(name: string, linkWrites: number, nested: ComponentOp[] = []): ComponentOp & { name: string } {
  return { name, kind: 'create', linkWrites, fields: nested.length ? [{ many: false, items: nested }] : [] };
}

function names(order: ComponentOp[]): string[] {
  return order.map((op) => (op as ComponentOp & { name: string }).name);
}

describe('the order Strapi inserts new component rows', () => {
  // Two repeatable items, each holding one component: a's writes two links (a relation and a file), b's none.
  const items = () => [create('a', 0, [create('a.leaf', 2)]), create('b', 0, [create('b.leaf', 0)])];

  it('on one connection, follows the order the items were sent', () => {
    expect(names(insertOrder('create', [{ many: true, items: items() }], 'one-connection'))).toEqual([
      'a.leaf',
      'b.leaf',
      'a',
      'b',
    ]);
  });

  it('on a concurrent pool, inserts first the item whose nested rows wrote fewer links', () => {
    expect(names(insertOrder('create', [{ many: true, items: items() }], 'concurrent'))).toEqual([
      'a.leaf',
      'b.leaf',
      'b',
      'a',
    ]);
  });

  it('on a concurrent pool, keeps the order sent where the items do the same work', () => {
    const same = [create('a', 0, [create('a.leaf', 1)]), create('b', 0, [create('b.leaf', 1)])];
    expect(names(insertOrder('create', [{ many: true, items: same }], 'concurrent'))).toEqual([
      'a.leaf',
      'b.leaf',
      'a',
      'b',
    ]);
  });
});

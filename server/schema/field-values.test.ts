// Reading stored values back: datetimes are kept formatted, and a value past the range a Date
// holds reads as null instead of throwing; a JSON text is parsed once, its value shared and frozen.
import { describe, expect, it } from 'vitest';
import { fromStored } from './field-values.ts';
import type { ScalarAttribute } from './types.ts';

const datetime = { kind: 'scalar', name: 'at', column: 'at', type: 'datetime' } as ScalarAttribute;

describe('fromStored for datetimes', () => {
  it('answers epoch milliseconds, as a number or digits, in ISO form, the same each time', () => {
    expect(fromStored(datetime, 1763767700123)).toBe('2025-11-21T23:28:20.123Z');
    expect(fromStored(datetime, '1763767700123')).toBe('2025-11-21T23:28:20.123Z');
    expect(fromStored(datetime, 1763767700123)).toBe('2025-11-21T23:28:20.123Z');
  });

  it('reads a stored date string', () => {
    expect(fromStored(datetime, '2025-01-02T03:04:05.006Z')).toBe('2025-01-02T03:04:05.006Z');
  });

  it('answers null for a value no Date can hold, as a number or as text', () => {
    expect(fromStored(datetime, 1e20)).toBeNull();
    expect(fromStored(datetime, '99999999999999999999')).toBeNull();
    expect(fromStored(datetime, 'not a date')).toBeNull();
  });
});

describe('fromStored for every other type', () => {
  const as = (type: ScalarAttribute['type']) => ({ kind: 'scalar', name: 'f', column: 'f', type }) as ScalarAttribute;
  it('reads each stored form back as the API answers it, and null as null', () => {
    expect(fromStored(as('boolean'), 1)).toBe(true);
    expect(fromStored(as('boolean'), '1')).toBe(true);
    expect(fromStored(as('boolean'), 0)).toBe(false);
    expect(fromStored(as('json'), '{"a":[1]}')).toEqual({ a: [1] });
    expect(fromStored(as('json'), 'not json')).toBe('not json');
    expect(fromStored(as('blocks'), '[]')).toEqual([]);
    expect(fromStored(as('integer'), '42')).toBe(42);
    expect(fromStored(as('float'), 1.5)).toBe(1.5);
    expect(fromStored(as('biginteger'), 9007199254740993n)).toBe('9007199254740993');
    expect(fromStored(as('timestamp'), 1763767700123)).toBe('1763767700123');
    expect(fromStored(as('timestamp'), '2025-11-21T23:28:20.123Z')).toBe('1763767700123');
    expect(fromStored(as('date'), Date.UTC(2024, 0, 4))).toBe('2024-01-04');
    expect(fromStored(as('date'), '2024-01-04')).toBe('2024-01-04');
    expect(fromStored(as('time'), '10:11:12.000')).toBe('10:11:12.000');
    expect(fromStored(as('string'), 12)).toBe('12');
    expect(fromStored(as('email'), 'a@b.c')).toBe('a@b.c');
    for (const type of ['boolean', 'json', 'integer', 'datetime', 'date', 'string'] as const) {
      expect(fromStored(as(type), null)).toBeNull();
      expect(fromStored(as(type), undefined)).toBeNull();
    }
  });
});

describe('fromStored for JSON', () => {
  const json = { kind: 'scalar', name: 'meta', column: 'meta', type: 'json' } as ScalarAttribute;

  it('parses a text it reads again once more, and from then on hands each reader the same value, frozen all through', () => {
    const text = '{"tags":["a"],"nested":{"n":1}}';
    expect(fromStored(json, text)).toEqual({ tags: ['a'], nested: { n: 1 } });
    // The same text read again, as another row holds it: another string of the same characters.
    const first = fromStored(json, ` ${text}`.slice(1)) as { tags: string[]; nested: { n: number } };
    expect(fromStored(json, text)).toBe(first);
    expect(() => first.tags.push('b')).toThrow(TypeError);
    expect(() => {
      first.nested.n = 2;
    }).toThrow(TypeError);
    expect(fromStored(json, text)).toEqual({ tags: ['a'], nested: { n: 1 } });
  });

  it('parses a long text at each read, into a value of its own', () => {
    const long = JSON.stringify({ text: 'x'.repeat(4096) });
    const first = fromStored(json, long) as { text: string };
    expect(first.text).toHaveLength(4096);
    expect(fromStored(json, long)).not.toBe(first);
  });

  it('keeps a "__proto__" key a key of the value, as JSON.parse does', () => {
    const value = fromStored(json, '{"__proto__":{"polluted":true}}') as object;
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});

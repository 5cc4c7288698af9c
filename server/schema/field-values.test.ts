// Reading stored values back: datetimes are kept formatted, and a value past the range a Date
// holds reads as null instead of throwing.
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

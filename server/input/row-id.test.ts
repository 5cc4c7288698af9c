import { describe, expect, it } from 'vitest';
import { parseRowId } from './row-id.ts';

describe('parseRowId', () => {
  it('reads text as SQLite compares it with an integer id: any decimal literal of a whole number', () => {
    for (const text of ['1', '01', '+1', '1.0', '1.', '.1e1', '10e-1', '1e0', ' 1', '1 ', '\t\n1\r', '\v1\f'])
      expect(parseRowId(text), JSON.stringify(text)).toBe(1);
    expect(parseRowId(7)).toBe(7);
  });

  it('names no row for what SQLite keeps as text, or for a number no id has', () => {
    for (const value of [
      '0x1',
      '1.5',
      '1_0',
      'abc',
      '',
      ' ',
      '1e400',
      '-1',
      '9007199254740993',
      '\u00a01',
      '1 2',
      1.5,
      null,
    ])
      expect(parseRowId(value), JSON.stringify(value)).toBeNull();
  });
});

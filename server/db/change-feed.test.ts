import { describe, expect, it } from 'vitest';
import { decodeChange, encodeChange } from './change-feed.ts';

describe('messages between instances', () => {
  it('come back as the change sent, except to the instance that sent them', () => {
    const message = encodeChange('a', { kind: 'data', tables: ['articles'] });
    expect(decodeChange('b', message)).toEqual({ kind: 'data', tables: ['articles'] });
    expect(decodeChange('a', message)).toBeNull();
  });

  it('name every table as "*" when the list would not fit in a NOTIFY payload', () => {
    const tables = Array.from({ length: 400 }, (_, i) => `components_shared_long_table_name_${i}`);
    const message = encodeChange('a', { kind: 'data', tables });
    expect(message.length).toBeLessThan(8000);
    expect(decodeChange('b', message)).toEqual({ kind: 'data', tables: '*' });
  });

  it('a message not understood is left out', () => {
    expect(decodeChange('b', 'not json')).toBeNull();
    expect(decodeChange('b', JSON.stringify({ from: 'a', change: { kind: 'drop everything' } }))).toBeNull();
    expect(decodeChange('b', undefined)).toBeNull();
  });
});

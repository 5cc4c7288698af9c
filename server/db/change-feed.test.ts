import { describe, expect, it } from 'vitest';
import { decodeChange, encodeChange, tableWritten } from './change-feed.ts';

describe('tableWritten', () => {
  it('names the table of an insert, update or delete, however it is quoted', () => {
    expect(tableWritten('INSERT INTO "articles" (title) VALUES ($1)')).toBe('articles');
    expect(tableWritten('  update `up_users` SET blocked = ?')).toBe('up_users');
    expect(tableWritten('DELETE FROM strapi_api_tokens WHERE id = ?')).toBe('strapi_api_tokens');
    expect(tableWritten('INSERT INTO "odd ""name""" DEFAULT VALUES')).toBe('odd "name"');
  });

  it('names none for anything else (which then counts as a change to every table)', () => {
    expect(tableWritten('CREATE TABLE t (id int)')).toBeNull();
    expect(tableWritten('WITH x AS (SELECT 1) INSERT INTO t SELECT * FROM x')).toBeNull();
  });
});

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

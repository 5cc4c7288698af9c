import { describe, expect, it } from 'vitest';
import { chooseDatabase } from './database-choice.ts';

const postgresConfig = (connection: unknown, extra: Record<string, unknown> = {}) => ({
  database: { connection: { client: 'postgres', connection, ...extra } },
});

describe('which database a project is served from', () => {
  it('takes --database first, then DATABASE_URL, then config/database.js', () => {
    const config = postgresConfig({ connectionString: 'postgres://c@h/config' });
    const env = { DATABASE_URL: 'postgres://e@h/env' };
    expect(chooseDatabase({ flag: 'postgres://f@h/flag', env, config })).toMatchObject({
      engine: 'postgres',
      target: { url: 'postgres://f@h/flag', source: '--database' },
    });
    expect(chooseDatabase({ env, config })).toMatchObject({
      target: { url: 'postgres://e@h/env', source: 'DATABASE_URL' },
    });
    expect(chooseDatabase({ env: {}, config })).toMatchObject({
      target: { url: 'postgres://c@h/config', source: 'config/database.js' },
    });
  });

  it('serves the embedded database when nothing names PostgreSQL, or when --db FILE is given', () => {
    expect(chooseDatabase({ env: {}, config: {} })).toEqual({ engine: 'sqlite', notes: [] });
    const sqlite = { database: { connection: { client: 'sqlite', connection: { filename: '.tmp/data.db' } } } };
    expect(chooseDatabase({ env: {}, config: sqlite }).engine).toBe('sqlite');
    const env = { DATABASE_URL: 'postgres://e@h/env' };
    expect(chooseDatabase({ dbFile: 'x.db', env }).engine).toBe('sqlite');
  });

  it("reads Strapi's connection object: host, port, database, user, password, schema, ssl and pool", () => {
    const config = postgresConfig(
      { host: 'db', port: '5433', database: 'cms', user: 'u', password: 'p', schema: 'content', ssl: { ca: 'x' } },
      { pool: { min: 2, max: 7 } },
    );
    expect(chooseDatabase({ env: {}, config })).toEqual({
      engine: 'postgres',
      notes: [],
      target: {
        source: 'config/database.js',
        connection: { host: 'db', port: 5433, database: 'cms', user: 'u', password: 'p' },
        schema: 'content',
        ssl: { ca: 'x' },
        pool: { min: 2, max: 7 },
      },
    });
  });

  it('says so when config/database.js asks for an engine Tessera does not serve, and refuses a --database that is no URL', () => {
    const mysql = { database: { connection: { client: 'mysql', connection: {} } } };
    expect(chooseDatabase({ env: {}, config: mysql }).notes).toEqual([
      'config/database.js asks for mysql, which Tessera does not serve; serving the embedded database',
    ]);
    expect(() => chooseDatabase({ flag: 'mysql://x' })).toThrow(
      '--database must be a postgres://user:password@host:5432/database URL, got "mysql://x"',
    );
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_API_REST, createEnv, getConfig, loadProjectConfig, parseDotenv } from './load-config.ts';

const made: string[] = [];

/** Builds a throwaway project: keys are paths relative to the project root. */
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-config-'));
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return dir;
}

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

const noEnv = { env: {} as NodeJS.ProcessEnv };

describe('loadProjectConfig', () => {
  it('returns empty sections and REST defaults when config/ is missing', async () => {
    const config = await loadProjectConfig(project({}), noEnv);
    expect(config).toEqual({
      server: {},
      api: { rest: DEFAULT_API_REST },
      admin: {},
      plugins: {},
      database: {},
      middlewares: {},
    });
  });

  it('loads a CommonJS object export and merges api.rest over the defaults', async () => {
    const dir = project({
      'config/server.js': "module.exports = { host: '0.0.0.0', port: 1337 };",
      'config/api.js': 'module.exports = { rest: { defaultLimit: 10 }, responses: { privateAttributes: [] } };',
      'config/middlewares.js': "module.exports = ['strapi::errors', 'strapi::query'];",
    });
    const config = await loadProjectConfig(dir, noEnv);
    expect(config.server).toEqual({ host: '0.0.0.0', port: 1337 });
    expect(config.api.rest).toEqual({ ...DEFAULT_API_REST, defaultLimit: 10 });
    expect(config.api.responses).toEqual({ privateAttributes: [] });
    expect(config.middlewares).toEqual(['strapi::errors', 'strapi::query']);
    expect(getConfig(config, 'api.rest.defaultLimit', 25)).toBe(10);
    expect(getConfig(config, 'api.rest.maxLimit', 0)).toBe(100);
    expect(getConfig(config, 'server.missing.deep', 'fallback')).toBe('fallback');
  });

  it('calls function exports with env helpers', async () => {
    const dir = project({
      'config/server.js': `module.exports = ({ env }) => ({
        host: env('HOST', '0.0.0.0'),
        port: env.int('PORT', 1337),
        proxy: env.bool('IS_PROXIED', false),
        cron: env.bool('CRON', true),
        keys: env.array('APP_KEYS'),
        extra: env.json('EXTRA', null),
        ratio: env.float('RATIO', 0.5),
      });`,
    });
    const config = await loadProjectConfig(dir, {
      env: { PORT: '4000', IS_PROXIED: 'true', CRON: 'yes', APP_KEYS: '[ "a", b ,"c" ]', EXTRA: '{"x":[1,2]}' },
    });
    expect(config.server).toEqual({
      host: '0.0.0.0',
      port: 4000,
      proxy: true,
      cron: false,
      keys: ['a', 'b', 'c'],
      extra: { x: [1, 2] },
      ratio: 0.5,
    });
  });

  it('lets the real environment win over .env, which fills the gaps', async () => {
    const dir = project({
      '.env': [
        '# comment line',
        'PORT=1111',
        'export HOST="127.0.0.1"',
        "NAME='single quoted' ",
        'PLAIN=value # trailing comment',
      ].join('\n'),
      'config/server.js': `module.exports = ({ env }) => ({
        port: env.int('PORT'), host: env('HOST'), name: env('NAME'), plain: env('PLAIN'),
      });`,
    });
    const config = await loadProjectConfig(dir, { env: { PORT: '2222' } });
    expect(config.server).toEqual({ port: 2222, host: '127.0.0.1', name: 'single quoted', plain: 'value' });
    expect(process.env.HOST).not.toBe('127.0.0.1');
  });

  it('loads .ts configs with export default, preferring .ts over other extensions', async () => {
    const dir = project({
      'config/server.ts': `
        interface Env { int(key: string, fallback: number): number }
        export default ({ env }: { env: Env }) => ({ port: env.int('PORT', 1337) as number, from: 'ts' });`,
      'config/server.js': "module.exports = { from: 'js' };",
      'config/server.json': '{ "from": "json" }',
      'config/admin.cjs': "module.exports = { from: 'cjs' };",
      'config/admin.json': '{ "from": "json" }',
      'config/types.d.ts': 'export {};',
    });
    const config = await loadProjectConfig(dir, { env: { PORT: '8080' } });
    expect(config.server).toEqual({ port: 8080, from: 'ts' });
    expect(config.admin).toEqual({ from: 'cjs' });
    expect(config).not.toHaveProperty('types.d');
  });

  it('loads .json and .mjs configs', async () => {
    const dir = project({
      'config/database.json': '{ "connection": { "client": "sqlite", "filename": ".tmp/data.db" } }',
      'config/plugins.mjs': "export default ({ env }) => ({ graphql: { enabled: env.bool('GQL', true) } });",
    });
    const config = await loadProjectConfig(dir, noEnv);
    expect(config.database).toEqual({ connection: { client: 'sqlite', filename: '.tmp/data.db' } });
    expect(config.plugins).toEqual({ graphql: { enabled: true } });
  });

  it('treats .js as ESM in a "type": "module" project', async () => {
    const dir = project({
      'package.json': '{ "type": "module" }',
      'config/server.js': 'export default { port: 9000 };',
    });
    expect((await loadProjectConfig(dir, noEnv)).server).toEqual({ port: 9000 });
  });

  it('deep-merges config/env/<NODE_ENV> over the base config', async () => {
    const dir = project({
      'config/server.js': "module.exports = { host: '0.0.0.0', port: 1337, app: { keys: ['a'], name: 'x' } };",
      'config/env/production/server.js':
        "module.exports = ({ env }) => ({ port: env.int('PORT', 80), app: { name: 'prod' } });",
      'config/env/production/api.json': '{ "rest": { "maxLimit": 50 } }',
      'config/env/staging/server.js': "module.exports = { host: 'staging' };",
    });
    const prod = await loadProjectConfig(dir, { env: {}, nodeEnv: 'production' });
    expect(prod.server).toEqual({ host: '0.0.0.0', port: 80, app: { keys: ['a'], name: 'prod' } });
    expect(prod.api.rest).toEqual({ ...DEFAULT_API_REST, maxLimit: 50 });

    // NODE_ENV may come from the environment (or .env) when not passed explicitly.
    const staging = await loadProjectConfig(dir, { env: { NODE_ENV: 'staging' } });
    expect(staging.server.host).toBe('staging');
    const dev = await loadProjectConfig(dir, noEnv);
    expect(dev.server.port).toBe(1337);
  });

  it('sees edits when the same project is loaded again', async () => {
    const dir = project({
      'config/server.js': 'module.exports = { port: 1 };',
      'config/admin.ts': 'export default { v: 1 };',
    });
    expect((await loadProjectConfig(dir, noEnv)).server.port).toBe(1);
    fs.writeFileSync(path.join(dir, 'config/server.js'), 'module.exports = { port: 2 };');
    fs.writeFileSync(path.join(dir, 'config/admin.ts'), 'export default { v: 2 };');
    const reloaded = await loadProjectConfig(dir, noEnv);
    expect(reloaded.server.port).toBe(2);
    expect(reloaded.admin.v).toBe(2);
  });

  describe('broken files give a one-line error naming the file', () => {
    const cases: Array<[string, Record<string, string>, RegExp]> = [
      [
        'JS syntax error',
        { 'config/server.js': 'module.exports = { port: 1,, };' },
        /^config\/server\.js: SyntaxError: .*line 1/,
      ],
      ['TS syntax error', { 'config/server.ts': 'export default { port: 1,, };' }, /^config\/server\.ts: .*line 1/],
      ['invalid JSON', { 'config/database.json': '{ "a": 1, }' }, /^config\/database\.json: /],
      [
        'throwing function',
        { 'config/api.js': "module.exports = () => { throw new Error('boom'); };" },
        /^config\/api\.js: boom$/,
      ],
      [
        'missing require',
        { 'config/api.js': "require('./nope'); module.exports = {};" },
        /^config\/api\.js: Cannot find module/,
      ],
      ['non-object export', { 'config/api.js': 'module.exports = 42;' }, /^config\/api\.js: must export an object/],
      [
        'env override',
        { 'config/server.js': 'module.exports = {};', 'config/env/development/server.js': 'module.exports = {' },
        /^config\/env\/development\/server\.js: /,
      ],
    ];
    for (const [title, files, pattern] of cases) {
      it(title, async () => {
        const error = await loadProjectConfig(project(files), noEnv).then(
          () => undefined,
          (err: unknown) => err,
        );
        expect(error).toBeInstanceOf(Error);
        const message = (error as Error).message;
        expect(message).toMatch(pattern);
        expect(message).not.toContain('\n');
        expect(message).not.toMatch(/\bat .*:\d+:\d+/);
      });
    }

    it('reports invalid env.json values with the variable name', async () => {
      const dir = project({ 'config/server.js': "module.exports = ({ env }) => ({ x: env.json('CFG') });" });
      await expect(loadProjectConfig(dir, { env: { CFG: '{nope' } })).rejects.toThrow(
        /^config\/server\.js: Invalid json environment variable CFG: /,
      );
    });
  });
});

describe('env helper', () => {
  const env = createEnv({ S: 'str', EMPTY: '', N: '42', F: '1.5', B: 'TRUE', D: '2024-01-02T00:00:00Z', L: 'a,b' });

  it('returns defaults only for unset keys', () => {
    expect(env('S', 'd')).toBe('str');
    expect(env('EMPTY', 'd')).toBe('');
    expect(env('MISSING', 'd')).toBe('d');
    expect(env('MISSING')).toBeUndefined();
    expect(env.int('N', 0)).toBe(42);
    expect(env.int('MISSING', 7)).toBe(7);
    expect(env.float('F', 0)).toBe(1.5);
    expect(env.bool('B', true)).toBe(false); // only the exact string 'true' is true
    expect(env.bool('MISSING', true)).toBe(true);
    expect(env.array('L')).toEqual(['a', 'b']);
    expect(env.array('MISSING', ['z'])).toEqual(['z']);
    expect(env.date('D')).toEqual(new Date('2024-01-02T00:00:00Z'));
    expect(env.json('MISSING', { a: 1 })).toEqual({ a: 1 });
    expect(env.oneOf('S', ['str', 'other'], 'other')).toBe('str');
    expect(env.oneOf('N', ['str', 'other'], 'other')).toBe('other');
  });

  it('throws a clear error for invalid JSON', () => {
    expect(() => createEnv({ J: '[1,' }).json('J')).toThrow(/^Invalid json environment variable J: /);
  });
});

describe('parseDotenv', () => {
  it('handles quotes, escapes, comments and export', () => {
    const parsed = parseDotenv(
      [
        'A=1',
        ' export B = two ',
        'C="line\\nbreak"',
        "D='raw\\n'",
        'E=',
        '# F=nope',
        'G=x#y',
        'H="multi',
        'line"',
        'bogus',
      ].join('\r\n'),
    );
    expect(parsed).toEqual({ A: '1', B: 'two', C: 'line\nbreak', D: 'raw\\n', E: '', G: 'x#y', H: 'multi\nline' });
  });
});

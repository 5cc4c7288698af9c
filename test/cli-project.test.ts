// The CLI commands that make or change a project's data (locale, export and import, new), driven
// through `node bin/tessera.js` as a user runs it; the rest of DESIGN.md's CLI contract is cli.test.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanup,
  cli,
  client,
  copyProject,
  createToken,
  grant,
  lines,
  serve,
  sqlite3,
  tempDir,
} from './helpers/tessera.ts';

afterAll(cleanup);

describe('locale', () => {
  it('add, list, default and remove', async () => {
    const project = copyProject();
    expect(lines(cli(['locale', 'list', project]).stdout)).toEqual(['en\tEnglish (en)\t(default)']);
    const add = cli(['locale', 'add', 'fr', '--name', 'French', project]);
    expect(add.status).toBe(0);
    expect(add.stdout).toContain('fr');
    expect(lines(cli(['locale', 'list', project]).stdout)).toEqual(['en\tEnglish (en)\t(default)', 'fr\tFrench']);
    const again = cli(['locale', 'add', 'fr', project]);
    expect(again.status).toBe(1);
    expect(lines(again.stderr)).toHaveLength(1);
    const badCode = cli(['locale', 'add', 'not a code', project]);
    expect(badCode.status).toBe(1);

    expect(cli(['locale', 'default', 'fr', project]).status).toBe(0);
    expect(lines(cli(['locale', 'list', project]).stdout)).toEqual(['en\tEnglish (en)', 'fr\tFrench\t(default)']);
    const token = createToken(project, ['--type', 'full-access']);
    const server = await serve(project);
    const r = await client(server, token).get('/api/i18n/locales');
    expect(r.status).toBe(200);
    expect(r.body.map((l: { code: string; isDefault: boolean }) => [l.code, l.isDefault])).toEqual([
      ['en', false],
      ['fr', true],
    ]);
    await server.stop();

    const removeDefault = cli(['locale', 'remove', 'fr', project]);
    expect(removeDefault.status).toBe(1);
    expect(removeDefault.stderr).toMatch(/default locale/);
    expect(cli(['locale', 'default', 'en', project]).status).toBe(0);
    expect(cli(['locale', 'remove', 'fr', project]).status).toBe(0);
    expect(lines(cli(['locale', 'list', project]).stdout)).toEqual(['en\tEnglish (en)\t(default)']);
    expect(cli(['locale', 'remove', 'de', project]).status).toBe(1);
  });
});

async function seedTags(project: string, names: string[]): Promise<void> {
  grant(project, 'public', 'api::tag.tag.find');
  const token = createToken(project, ['--type', 'full-access']);
  const server = await serve(project);
  for (const name of names) expect((await client(server, token).post('/api/tags', { name })).status).toBe(200);
  await server.stop();
}

async function publicTagNames(project: string): Promise<string[]> {
  const server = await serve(project);
  try {
    const r = await client(server).get('/api/tags?sort=name');
    expect(r.status).toBe(200);
    return r.body.data.map((t: { attributes: { name: string } }) => t.attributes.name);
  } finally {
    await server.stop();
  }
}

describe('export and import', () => {
  let a: string;
  let b: string;
  let dump: string;

  beforeAll(async () => {
    a = copyProject();
    b = copyProject();
    await seedTags(a, ['alpha', 'beta']);
    await seedTags(b, ['gamma']);
    dump = join(tempDir(), 'a-export.db');
  });

  it('export, while the server runs, writes a SQLite file with the entries', async () => {
    const server = await serve(a);
    const r = cli(['export', a, '--out', dump]);
    await server.stop();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(sqlite3(dump, 'PRAGMA integrity_check').stdout).toBe('ok');
    expect(sqlite3(dump, 'SELECT name FROM tags ORDER BY name').stdout).toBe('alpha\nbeta');
  });

  it('import of a non-SQLite file is refused and leaves the data alone', async () => {
    const junk = join(tempDir(), 'junk.db');
    writeFileSync(junk, 'this is not a database\n'.repeat(20));
    const r = cli(['import', junk, b]);
    expect(r.status).not.toBe(0);
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/not a SQLite database/);
    expect(await publicTagNames(b)).toEqual(['gamma']);
  });

  it('import of a corrupt SQLite file is refused and leaves the data alone', async () => {
    const bytes = readFileSync(dump);
    const corrupt = join(tempDir(), 'corrupt.db');
    writeFileSync(corrupt, Buffer.concat([bytes.subarray(0, 100), Buffer.alloc(bytes.length - 100, 0x5a)]));
    const r = cli(['import', corrupt, b]);
    expect(r.status).not.toBe(0);
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr).not.toMatch(/unexpected error/);
    expect(await publicTagNames(b)).toEqual(['gamma']);
  });

  it('import is refused while the project is served', async () => {
    const server = await serve(b);
    const r = cli(['import', dump, b]);
    await server.stop();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`pid ${server.pid}`);
    expect(await publicTagNames(b)).toEqual(['gamma']);
  });

  it('import of an exported file replaces the data', async () => {
    const r = cli(['import', dump, b]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(await publicTagNames(b)).toEqual(['alpha', 'beta']);
  });
});

describe('new', () => {
  it('creates an empty project that serves', async () => {
    const dir = join(tempDir(), 'empty-site');
    const r = cli(['new', dir]);
    expect(r.status).toBe(0);
    expect(existsSync(join(dir, 'src', 'api'))).toBe(true);
    const server = await serve(dir);
    const health = await client(server).get('/_health');
    expect(health.status).toBe(204);
    expect((await client(server).get('/api/posts')).status).toBe(404);
    await server.stop();
  });

  it('--example blog creates the blog, which serves its published posts', async () => {
    const dir = join(tempDir(), 'blog-site');
    const r = cli(['new', dir, '--example', 'blog']);
    expect(r.status).toBe(0);
    expect(existsSync(join(dir, '.tmp'))).toBe(false);
    const server = await serve(dir);
    const posts = await client(server).get('/api/posts');
    await server.stop();
    expect(posts.status).toBe(200);
    const titles = posts.body.data.map((p: { attributes: { title: string } }) => p.attributes.title);
    expect(titles).toContain('Hello, Tessera');
    expect(titles).not.toContain('Drafts and publishing');
  });
});

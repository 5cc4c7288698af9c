// `tessera data export --type`: one content type's entries as JSON and CSV, read from a running
// server's database file (journal included), drafts and every locale with them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/test-app.ts';
import { cleanup, cli, tempDir } from '../helpers/tessera.ts';

let t: TestApp;
let out: string;

beforeAll(async () => {
  t = await startApp();
  const admin = await t.token('full-access');
  const post = (path: string, data: unknown) =>
    t.call('POST', path, { token: admin, body: { data } }).then((r) => r.body.data.id as number);
  const author = await post('/api/authors', { name: 'Ada' });
  const tags = [await post('/api/tags', { name: 'math' }), await post('/api/tags', { name: 'poetry' })];
  const article = await post('/api/articles', {
    title: 'Notes, "quoted"\nand a second line',
    views: 3,
    metadata: { a: [1] },
    author,
    tags,
    seo: { metaTitle: 'm' },
    blocks: [{ __component: 'blocks.quote', title: 'q' }],
    publishedAt: '2026-01-01T00:00:00.000Z',
  });
  await post('/api/articles', { title: 'Draft', publishedAt: null });
  await t.call('POST', `/api/articles/${article}/localizations`, {
    token: admin,
    body: { title: 'Notes (fr)', locale: 'fr' },
  });
  out = tempDir('tessera-data-export-');
});
afterAll(async () => {
  await t?.close();
  await cleanup();
});

describe('tessera data export --type', () => {
  it('JSON: every entry with its fields, relations as ids, components and zones inline', () => {
    const file = join(out, 'articles.json');
    const r = cli([
      'data',
      'export',
      '--type',
      'api::article.article',
      '--format',
      'json',
      '--out',
      file,
      t.app.project.dir,
    ]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`exported 3 entries of api::article.article to ${file}\n`);
    const records = JSON.parse(readFileSync(file, 'utf8'));
    expect(records.map((x: any) => [x.title, x.locale, x.publishedAt !== null])).toEqual([
      ['Notes, "quoted"\nand a second line', 'en', true],
      ['Draft', 'en', false],
      ['Notes (fr)', 'fr', false],
    ]);
    expect(records[0]).toMatchObject({
      id: 1,
      views: 3,
      metadata: { a: [1] },
      author: 1,
      tags: [1, 2],
      cover: null,
      gallery: [],
      localizations: [3],
      seo: { id: 1, metaTitle: 'm', metaDescription: null, shareImage: null },
      blocks: [{ __component: 'blocks.quote', id: 1, title: 'q', text: null }],
    });
  });

  it('CSV: one row per entry, quoted where needed, lists of ids joined, objects as JSON', () => {
    const r = cli(['data', 'export', '--type', 'api::article.article', '--format', 'csv', t.app.project.dir]);
    expect(r.status).toBe(0);
    const [header, ...rows] = r.stdout.split('\r\n').filter(Boolean);
    expect(header.split(',').slice(0, 4)).toEqual(['id', 'title', 'slug', 'body']);
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['author', 'tags', 'seo', 'blocks', 'locale', 'localizations']),
    );
    // The first title holds a comma, quotes and a line break: one quoted cell across two lines.
    expect(r.stdout).toContain('1,"Notes, ""quoted""\nand a second line",');
    expect(r.stdout).toContain(',"1,2",');
    expect(r.stdout).toContain('"{""id"":1,""metaTitle"":""m"",""metaDescription"":null,""shareImage"":null}"');
    expect(rows.filter((l) => /^\d+,/.test(l)).map((l) => l.split(',')[0])).toEqual(['1', '2', '3']);
  });

  it('refuses an unknown type or format with the usage', () => {
    const unknown = cli(['data', 'export', '--type', 'api::nope.nope', t.app.project.dir]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe(
      'tessera data: --type: no content type api::nope.nope (the project has api::article.article, api::author.author, api::global.global, api::tag.tag)',
    );
    const format = cli(['data', 'export', '--type', 'api::tag.tag', '--format', 'xml', t.app.project.dir]);
    expect(format.status).toBe(2);
    expect(format.stderr).toMatch(/--format must be json or csv, got "xml"/);
  });
});

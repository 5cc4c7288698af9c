// `tessera types`: the generated file compiles with `tsc --strict`, real answers of a real server on
// the fixture type-check against it (object literals, so any field the types lack is an error), and
// wrong queries or shapes do not; `--watch` rewrites the file when a schema file changes.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/test-app.ts';
import { BIN, cli, copyProject, FIXTURE, ROOT, tempDir } from '../helpers/tessera.ts';

const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

function tsc(dir: string, files: string[]) {
  const r = spawnSync(
    process.execPath,
    [
      TSC,
      '--strict',
      '--noEmit',
      '--target',
      'es2022',
      '--module',
      'es2022',
      '--moduleResolution',
      'bundler',
      ...files.map((f) => join(dir, f)),
    ],
    { encoding: 'utf8' },
  );
  return { status: r.status, output: r.stdout + r.stderr };
}

let t: TestApp;
let dir: string;
const answers: Array<[string, string, unknown]> = [];

beforeAll(async () => {
  dir = tempDir('tessera-types-');
  expect(cli(['types', FIXTURE, '--out', join(dir, 'api.ts')]).status).toBe(0);
  t = await startApp({ listen: true });
  await t.grant('public', [
    'api::article.article.find',
    'api::article.article.findOne',
    'api::author.author.find',
    'api::tag.tag.find',
    'api::global.global.find',
  ]);
  const admin = await t.token('full-access');
  const post = (path: string, data: unknown) =>
    t.call('POST', path, { token: admin, body: { data } }).then((r) => r.body.data.id as number);
  const png = readFileSync(join(ROOT, 'e2e', 'fixtures', 'media', 'teal.png'));
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const uploaded = await (
    await fetch(`${t.url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form })
  ).json();
  const author = await post('/api/authors', { name: 'Ada', email: 'ada@example.com', avatar: uploaded[0].id });
  const tag = await post('/api/tags', { name: 'math' });
  const article = await post('/api/articles', {
    title: 'Notes',
    slug: 'notes',
    views: 3,
    rating: 4.5,
    price: 9.99,
    isFeatured: true,
    publishDate: '2026-01-02',
    category: 'news',
    metadata: { a: [1] },
    author,
    tags: [tag],
    cover: uploaded[0].id,
    gallery: [uploaded[0].id],
    seo: { metaTitle: 'm', shareImage: uploaded[0].id },
    blocks: [
      { __component: 'blocks.quote', title: 'q', text: 't' },
      { __component: 'blocks.rich-text', body: '**b**' },
    ],
    publishedAt: '2026-01-01T00:00:00.000Z',
  });
  await t.call('POST', `/api/articles/${article}/localizations`, {
    token: admin,
    body: { title: 'Notes (fr)', locale: 'fr' },
  });
  await t.call('PUT', '/api/global', {
    token: admin,
    body: { data: { siteName: 'S', defaultSeo: { metaTitle: 'g' } } },
  });
  const get = async (type: string, path: string) => {
    const r = await t.call('GET', path);
    answers.push([type, path, r.body]);
  };
  await get("Endpoints['articles']", '/api/articles?populate=*');
  await get("Endpoints['articles']", '/api/articles?populate=deep');
  await get(
    "Endpoints['articles']",
    '/api/articles?populate[seo][populate]=*&populate[blocks]=*&populate[localizations]=*&pagination[withCount]=false',
  );
  await get("Endpoints['articles']", '/api/articles?pagination[start]=0&pagination[limit]=1');
  await get("Endpoints['articles']", '/api/articles?populate[cover][populate][related][populate]=*');
  expect(JSON.stringify(answers.at(-1)![2])).toContain('"__type":"api::article.article"');
  await get('SingleResponse<Article>', `/api/articles/${article}?populate=deep,3`);
  await get("Endpoints['authors']", '/api/authors?populate=*');
  await get("Endpoints['tags']", '/api/tags?populate=articles');
  await get("Endpoints['global']", '/api/global?populate=deep');
  await get('ErrorResponse', '/api/articles/999');
  await get('ErrorResponse', '/api/articles?filters[nope]=1');
});
afterAll(async () => {
  await t?.close();
});

// Each must fail to compile on its own (a file apiece, so one error cannot hide another).
const WRONG: Record<string, string> = {
  'unknown attribute':
    "export const a: Article = { id: 1, attributes: { title: 't', slug: null, body: null, views: 1, rating: null, price: null, isFeatured: null, publishDate: null, category: 'news', metadata: null, createdAt: '', updatedAt: '', publishedAt: null, locale: 'en', extra: 1 } };",
  'wrong scalar type': "export const b: Article['attributes']['views'] = 'three';",
  'enumeration value not in the schema': "export const c: Article['attributes']['category'] = 'opinion';",
  'zone item whose fields do not match its __component':
    "export const d: NonNullable<Article['attributes']['blocks']>[number] = { __component: 'blocks.quote', id: 1, body: 'x' };",
  'text operator on a boolean': "export const e: ArticleQuery = { filters: { isFeatured: { $containsi: 'x' } } };",
  'unknown filter field': 'export const f: ArticleQuery = { filters: { nope: { $eq: 1 } } };',
  'unknown sort field': "export const g: ArticleQuery = { sort: 'nope:asc' };",
  'populating a scalar': 'export const h: ArticleQuery = { populate: { title: true } };',
  'a relation in fields': "export const i: ArticleQuery = { fields: ['author'] };",
  'single media answered as a list':
    'export const j: SharedSeo = { id: 1, metaTitle: null, metaDescription: null, shareImage: { data: [] } };',
  'collection without pagination meta': "export const k: Endpoints['articles'] = { data: [], meta: {} };",
  'publicationState on a type without drafts': "export const l: AuthorQuery = { publicationState: 'preview' };",
  'a related type that holds no media':
    "export const m: ArticleQuery = { populate: { cover: { populate: { related: { on: { 'api::tag.tag': true } } } } } };",
};
const WRONG_IMPORT = "import type { Article, ArticleQuery, AuthorQuery, Endpoints, SharedSeo } from './api.ts';";

const RIGHT = [
  "import type { ArticleQuery, AuthorQuery, GlobalQuery } from './api.ts';",
  "export const a: ArticleQuery = { filters: { title: { $containsi: 'n' }, views: { $between: [1, 5] }, category: ['news', 'review'], author: { name: { $eq: 'Ada' } }, $or: [{ isFeatured: true }, { tags: { name: 'math' } }], seo: { metaTitle: { $null: true } } } };",
  "export const b: ArticleQuery = { sort: ['title:desc', 'id'], pagination: { page: 2, pageSize: 10 }, fields: ['title', 'slug'], publicationState: 'preview', locale: 'fr' };",
  "export const c: ArticleQuery = { populate: { author: { fields: ['name'], populate: { avatar: true } }, blocks: { on: { 'blocks.quote': { fields: ['title'] } } }, cover: true } };",
  "export const d: ArticleQuery = { populate: 'deep,3' };",
  "export const e: AuthorQuery = { populate: ['articles', 'articles.tags'], sort: { name: 'asc' } };",
  "export const f: GlobalQuery = { populate: '*' };",
  "export const g: ArticleQuery = { populate: { cover: { populate: { related: { on: { 'api::article.article': { fields: ['title'], populate: ['author'] }, 'shared.seo': true } } } } } };",
  "export const h: ArticleQuery = { populate: { gallery: { populate: { related: { fields: ['id'], populate: '*', limit: 5 } } } } };",
];

/** tsc's messages by file name. */
let errors: Map<string, string[]>;

describe('tessera types', () => {
  beforeAll(() => {
    writeFileSync(
      join(dir, 'answers.ts'),
      [
        "import type { Endpoints, SingleResponse, Article, ErrorResponse } from './api.ts';",
        ...answers.map(
          ([type, path, body], i) => `// ${path}\nexport const answer${i}: ${type} = ${JSON.stringify(body, null, 2)};`,
        ),
      ].join('\n'),
    );
    writeFileSync(join(dir, 'right.ts'), RIGHT.join('\n'));
    const wrongFiles = Object.values(WRONG).map((line, i) => {
      writeFileSync(join(dir, `wrong${i}.ts`), `${WRONG_IMPORT}\n${line}\n`);
      return `wrong${i}.ts`;
    });
    // One compiler run for every file: tsc's start-up dominates on a busy machine.
    const r = tsc(dir, ['api.ts', 'answers.ts', 'right.ts', ...wrongFiles]);
    errors = new Map();
    for (const m of r.output.matchAll(/([\w.-]+\.ts)\(\d+,\d+\): error (.*)/g))
      errors.set(m[1], [...(errors.get(m[1]) ?? []), m[2]]);
  }, 240000);

  it('writes a file that compiles with --strict on its own', () => {
    expect(errors.get('api.ts')).toBeUndefined();
  });

  it('describes real answers: every field is declared, with its type', () => {
    expect(answers.every(([, , body]) => JSON.stringify(body).length > 20)).toBe(true);
    expect(errors.get('answers.ts')).toBeUndefined();
  });

  it('accepts every query form the API accepts', () => {
    expect(errors.get('right.ts')).toBeUndefined();
  });

  it.each(Object.keys(WRONG).map((name, i) => [name, i] as const))('rejects %s', (_name, i) => {
    const found = errors.get(`wrong${i}.ts`) ?? [];
    expect(found.length).toBeGreaterThan(0);
    // The error is the case's own, not a broken import that would fail every case alike.
    expect(found.join('\n')).not.toMatch(/has no exported member|Cannot find module/);
  });
});

describe('tessera types --watch', () => {
  it('rewrites the file when a schema file changes, and keeps watching after a broken save', async () => {
    const project = copyProject();
    const out = join(tempDir('tessera-types-watch-'), 'api.ts');
    const proc = spawn(process.execPath, [BIN, 'types', project, '--out', out, '--watch'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (d) => {
      stdout += String(d);
    });
    proc.stderr.on('data', (d) => {
      stderr += String(d);
    });
    const exited = new Promise<number | null>((res) => proc.once('close', (code) => res(code)));
    try {
      const until = async (check: () => boolean) => {
        for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
        expect(check()).toBe(true);
      };
      const read = () => {
        try {
          return readFileSync(out, 'utf8');
        } catch {
          return '';
        }
      };
      await until(() => stdout.includes('wrote ') && read().includes('export interface TagAttributes'));
      const schemaFile = join(project, 'src', 'api', 'tag', 'content-types', 'tag', 'schema.json');
      const schema = JSON.parse(readFileSync(schemaFile, 'utf8'));
      writeFileSync(schemaFile, '{ "kind": ');
      await until(() => stderr.includes('invalid JSON'));
      schema.attributes.colour = { type: 'enumeration', enum: ['red', 'blue'] };
      writeFileSync(schemaFile, JSON.stringify(schema));
      await until(() => read().includes('colour: "red" | "blue" | null;'));
    } finally {
      proc.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(stdout.match(/^wrote /gm)!.length).toBeGreaterThanOrEqual(2);
  }, 60000);
});

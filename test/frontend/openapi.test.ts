// `/api/openapi.json` and `tessera openapi`: a valid OpenAPI 3.1 document (checked by a maintained
// validator), every operation it lists is a route the server has, and real answers of a real server
// validate against the response schemas it gives.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/test-app.ts';
import { cli, contentType, copyProject, makeProject, ROOT, tempDir } from '../helpers/tessera.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, any>>;
  components: { schemas: Record<string, unknown> };
};

let t: TestApp;
let doc: Doc;
let admin: string;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await startApp({ listen: true });
  admin = await t.token('full-access');
  const post = (path: string, data: unknown) =>
    t.call('POST', path, { token: admin, body: { data } }).then((r) => r.body.data.id as number);
  const form = new FormData();
  form.append(
    'files',
    new Blob([new Uint8Array(readFileSync(join(ROOT, 'e2e', 'fixtures', 'media', 'teal.png')))], { type: 'image/png' }),
    'teal.png',
  );
  const file = (
    await (
      await fetch(`${t.url}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form })
    ).json()
  )[0].id;
  const author = await post('/api/authors', { name: 'Ada', avatar: file });
  const tag = await post('/api/tags', { name: 'math' });
  const article = await post('/api/articles', {
    title: 'Notes',
    author,
    tags: [tag],
    cover: file,
    seo: { metaTitle: 'm' },
    blocks: [{ __component: 'blocks.quote', title: 'q' }],
  });
  await t.call('PUT', '/api/global', { token: admin, body: { data: { siteName: 'S' } } });
  const user = await t.call('POST', '/api/auth/local/register', {
    body: { username: 'ada', email: 'ada@example.com', password: 'secret123' },
  });
  ids = { articles: article, authors: author, tags: tag, files: file, users: user.body.user.id, roles: 1 };
  const res = await t.call('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(async () => {
  await t?.close();
});

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('lists every generated route and the plugin routes, with the query parameters as deepObject', () => {
    const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((k) => k !== 'parameters')
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(ops).toEqual(
      expect.arrayContaining([
        'GET /api/articles',
        'POST /api/articles',
        'GET /api/articles/{id}',
        'PUT /api/articles/{id}',
        'DELETE /api/articles/{id}',
        'POST /api/articles/{id}/localizations',
        'GET /api/global',
        'PUT /api/global',
        'DELETE /api/global',
        'POST /api/auth/local',
        'POST /api/auth/local/register',
        'GET /api/users',
        'GET /api/users/me',
        'GET /api/users/{id}',
        'POST /api/upload',
        'GET /api/upload/files',
        'GET /api/upload/files/{id}',
        'DELETE /api/upload/files/{id}',
        'GET /api/i18n/locales',
        'GET /api/content-type-builder/content-types',
        'GET /api/content-type-builder/content-types/{uid}',
        'GET /api/content-type-builder/components',
        'GET /api/content-type-builder/components/{uid}',
        'POST /api/email',
      ]),
    );
    const params = doc.paths['/api/articles'].get.parameters as Array<{
      name: string;
      style?: string;
      explode?: boolean;
    }>;
    for (const name of ['filters', 'populate', 'pagination', 'sort', 'fields']) {
      expect(params.find((p) => p.name === name)).toMatchObject({ style: 'deepObject', explode: true });
    }
    expect(params.map((p) => p.name)).toEqual(expect.arrayContaining(['publicationState', 'locale']));
    expect(doc.paths['/api/tags'].get.parameters.map((p: { name: string }) => p.name)).not.toContain(
      'publicationState',
    );
  });

  it('describes only routes the server has: no operation is answered 404 or 405', async () => {
    const misses: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item).filter((k) => k !== 'parameters')) {
        // A public caller with no grants: every real route refuses (401/403) or complains (400), none is missing.
        const res = await t.request(method.toUpperCase(), path.replace('{id}', '1'), {
          headers: { 'content-type': 'application/json' },
          body: method === 'get' || method === 'delete' ? undefined : '{}',
        });
        if (res.status === 404 || res.status === 405) misses.push(`${method.toUpperCase()} ${path}: ${res.status}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('real answers validate against the response schemas it gives', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    const checked: string[] = [];
    const failures: string[] = [];
    const check = async (path: string, url: string) => {
      const op = doc.paths[path].get;
      const res = await t.call('GET', url, { token: admin });
      expect(res.status, url).toBe(200);
      expect(op.responses['200'].content['application/json'].schema).toBeDefined();
      // The operation's own schema, by JSON pointer into the document, so its $refs resolve there.
      const pointer = ['paths', path, 'get', 'responses', '200', 'content', 'application/json', 'schema']
        .map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1'))
        .join('/');
      const validate = ajv.getSchema(`openapi.json#/${pointer}`)!;
      if (!validate(res.body)) failures.push(`${url}: ${ajv.errorsText(validate.errors)}`);
      checked.push(url);
    };
    for (const q of [
      '',
      '?populate=*',
      '?populate=deep',
      '?pagination[start]=0&pagination[limit]=1',
      '?pagination[withCount]=false&fields[0]=title',
    ]) {
      await check('/api/articles', `/api/articles${q}`);
    }
    await check('/api/articles/{id}', `/api/articles/${ids.articles}?populate=deep`);
    await check('/api/authors', '/api/authors?populate=*');
    await check('/api/tags/{id}', `/api/tags/${ids.tags}?populate=articles`);
    await check('/api/global', '/api/global?populate=*');
    await check('/api/upload/files', '/api/upload/files');
    await check('/api/upload/files/{id}', `/api/upload/files/${ids.files}`);
    await check('/api/upload/files', '/api/upload/files?populate[related][populate]=*');
    await check('/api/articles', '/api/articles?populate[cover][populate]=related');
    await check('/api/users', '/api/users?populate=role');
    await check('/api/users/{id}', `/api/users/${ids.users}`);
    await check('/api/i18n/locales', '/api/i18n/locales');
    await check('/api/content-type-builder/content-types', '/api/content-type-builder/content-types?kind=singleType');
    await check('/api/content-type-builder/components/{uid}', '/api/content-type-builder/components/shared.seo');
    expect(failures).toEqual([]);
    expect(checked.length).toBe(18);
  });

  it('the error envelope validates against the Error schema', async () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ ...doc, $id: 'openapi.json' });
    const validate = ajv.compile({ $ref: 'openapi.json#/components/schemas/Error' });
    const bad = await t.call('GET', '/api/articles?filters[nope]=1', { token: admin });
    expect(bad.status).toBe(400);
    expect(validate(bad.body)).toBe(true);
    expect(validate({ data: null, error: { status: 400 } })).toBe(false);
  });
});

describe('tessera openapi', () => {
  it('writes the document the server serves', () => {
    const project = copyProject();
    const out = join(tempDir('tessera-openapi-'), 'openapi.json');
    const r = cli(['openapi', project, '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written.paths).toEqual(doc.paths);
    expect(written.components).toEqual(doc.components);
  });

  it('compiles for a schema where no type holds media (a file then relates to no type)', () => {
    const project = makeProject(contentType('note', { text: { type: 'string' } }));
    const out = join(project, 'openapi.json');
    expect(cli(['openapi', project, '--out', out]).status).toBe(0);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ ...written, $id: 'openapi.json' });
    const file = ajv.compile({ $ref: 'openapi.json#/components/schemas/UploadFileFlat' });
    expect(file({ id: 1, related: [{ __type: 'x', id: 2 }] })).toBe(true);
  });
});

describe('who reads /api/openapi.json', () => {
  it('anyone, unless the documentation plugin restricts access; then the admin or a full-access token', async () => {
    const restricted = await startApp({
      pluginsConfig:
        "module.exports = { documentation: { config: { 'x-strapi-config': { restrictedAccess: true } } } };",
    });
    try {
      expect((await restricted.call('GET', '/api/openapi.json')).status).toBe(401);
      expect(
        (await restricted.call('GET', '/api/openapi.json', { token: await restricted.token('read-only') })).status,
      ).toBe(403);
      const full = await restricted.call('GET', '/api/openapi.json', { token: await restricted.token('full-access') });
      expect(full.status).toBe(200);
      expect(full.body.openapi).toBe('3.1.0');
    } finally {
      await restricted.close();
    }
  });
});

// Every scalar field type of spec §2.4 with its options, served for real: values round-trip in
// Strapi's output formats, invalid ones give Strapi's ValidationError messages.
import bcrypt from 'bcryptjs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanup,
  cli,
  client,
  contentType,
  createToken,
  makeProject,
  serve,
  sqlite3,
  tempDir,
  type Served,
} from './helpers/tessera.ts';

const MODEL = {
  title: { type: 'string', required: true, minLength: 3, maxLength: 20 },
  code: { type: 'string', regex: '^[a-z]+$' },
  body: { type: 'text' },
  content: { type: 'richtext' },
  category: { type: 'enumeration', enum: ['a', 'b'] },
  email: { type: 'email' },
  secret: { type: 'password' },
  slug: { type: 'uid', targetField: 'title' },
  day: { type: 'date' },
  at: { type: 'time' },
  when: { type: 'datetime' },
  stamp: { type: 'timestamp' },
  views: { type: 'integer', min: 0, max: 1000 },
  big: { type: 'biginteger' },
  ratio: { type: 'float' },
  price: { type: 'decimal' },
  flag: { type: 'boolean' },
  meta: { type: 'json' },
  sku: { type: 'string', unique: true },
  internal: { type: 'string', private: true },
};

const VALID = {
  title: 'Hello',
  code: 'abc',
  body: 'plain\ntext',
  content: '# Rich *text*',
  category: 'b',
  email: 'ada@example.com',
  secret: 'hunter22',
  slug: 'hello-1',
  day: '2024-02-29',
  at: '13:45:30.123',
  when: '2024-03-01T12:34:56.789Z',
  stamp: '2024-03-01T00:00:00.000Z',
  views: 42,
  big: '9007199254740993',
  ratio: 1.25,
  price: 19.99,
  flag: true,
  meta: { a: 1, nested: { b: [1, 'x', null], ok: false } },
  sku: 'SKU-1',
  internal: 'hidden',
};
// timestamp is checked on its own below (Strapi v4 returns it in its own format).
const { secret: _s, internal: _i, stamp: _t, ...RETURNED } = VALID;

let project: string;
let server: Served;
let api: ReturnType<typeof client>;
let seq = 0;
/** A valid body with unique values, overridden by `over`. */
const valid = (over: Record<string, unknown> = {}) => ({ ...VALID, slug: `s-${++seq}`, sku: `SKU-x${seq}`, ...over });

beforeAll(async () => {
  project = makeProject(contentType('thing', MODEL, { options: { draftAndPublish: true } }));
  const token = createToken(project, ['--type', 'full-access']);
  server = await serve(project);
  api = client(server, token);
});
afterAll(cleanup);

/** The stored row, read from an export taken while the server runs. */
function storedRow(id: number, columns: string): string {
  const out = join(tempDir(), 'export.db');
  const r = cli(['export', project, '--out', out]);
  expect(r.status).toBe(0);
  return sqlite3(out, `SELECT ${columns} FROM things WHERE id = ${id}`).stdout;
}

const fieldError = (path: string, message: string) => ({ path: [path], message, name: 'ValidationError' });
const validationError = (errors: Array<ReturnType<typeof fieldError>>) => ({
  data: null,
  error: {
    status: 400,
    name: 'ValidationError',
    message: errors.length === 1 ? errors[0].message : `${errors.length} errors occurred`,
    details: { errors },
  },
});

describe('valid values', () => {
  let id: number;

  it("round-trip through create, findOne and find in Strapi's output formats", async () => {
    const created = await api.post('/api/things', VALID);
    expect(created.status).toBe(200);
    id = created.body.data.id;
    expect(created.body.data.attributes).toMatchObject(RETURNED);
    const one = await api.get(`/api/things/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.attributes).toMatchObject(RETURNED);
    expect(one.body.data.attributes.big).toBe('9007199254740993');
    const list = await api.get('/api/things');
    expect(list.body.data.find((d: { id: number }) => d.id === id).attributes).toMatchObject(RETURNED);
  });

  it('timestamp comes back as Strapi v4 returns it: epoch milliseconds as a string', async () => {
    // @strapi/database fields/timestamp.ts: fromDB(value) = format(new Date(value), 'T').
    const one = await api.get(`/api/things/${id}`);
    expect(one.body.data.attributes.stamp).toBe(String(Date.parse(VALID.stamp)));
  });

  it('password and private fields are never returned', async () => {
    for (const r of [
      await api.get(`/api/things/${id}`),
      await api.get('/api/things'),
      await api.put(`/api/things/${id}`, { views: 43 }),
    ]) {
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).not.toMatch(/hunter22|secret|hidden|internal/);
    }
  });

  it('the private field is stored; the password is stored hashed with bcrypt ($2a$10$)', () => {
    expect(storedRow(id, 'internal')).toBe('hidden');
    const hash = storedRow(id, 'secret');
    expect(hash).not.toBe('hunter22');
    expect(hash).toMatch(/^\$2a\$10\$.{53}$/);
    expect(bcrypt.compareSync('hunter22', hash)).toBe(true);
  });

  it('normalises time, date-time and numeric-string input', async () => {
    const r = await api.post(
      '/api/things',
      valid({ at: '07:05:09', when: '2024-03-01T12:34:56Z', views: '12', big: 12, flag: 'false', meta: [1, 2] }),
    );
    expect(r.status).toBe(200);
    expect(r.body.data.attributes).toMatchObject({
      at: '07:05:09.000',
      when: '2024-03-01T12:34:56.000Z',
      views: 12,
      big: '12',
      flag: false,
      meta: [1, 2],
    });
  });

  it('stores a biginteger unvalidated, as Strapi 4.26 (SQLite keeps number-looking text as a number)', async () => {
    for (const [input, stored] of [
      ['1.5', '1.5'],
      [1.5, '1.5'],
      ['1e3', '1000'],
      [' 12 ', '12'],
      ['abc', 'abc'],
      [true, 'true'],
    ] as const) {
      const r = await api.post('/api/things', valid({ big: input }));
      expect(r.status, String(input)).toBe(200);
      expect(r.body.data.attributes.big, String(input)).toBe(stored);
    }
  });
});

describe("invalid values give 400 ValidationError with Strapi's messages", () => {
  it('collects every field error: N errors occurred', async () => {
    const r = await api.post(
      '/api/things',
      valid({ title: 'Hi', code: 'ABC', category: 'c', email: 'not-an-email', views: 1.5 }),
    );
    expect(r.status).toBe(400);
    expect(r.body).toEqual(
      validationError([
        fieldError('title', 'title must be at least 3 characters'),
        fieldError('code', 'code must match the following: "/^[a-z]+$/"'),
        fieldError('category', 'category must be one of the following values: a, b, '),
        fieldError('email', 'email must be a valid email'),
        fieldError('views', 'views must be an integer'),
      ]),
    );
  });

  const SINGLE: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing required', { title: undefined }, 'title', 'title must be defined.'],
    ['too long', { title: 'x'.repeat(21) }, 'title', 'title must be at most 20 characters'],
    ['below min', { views: -1 }, 'views', 'views must be greater than or equal to 0'],
    ['above max', { views: 1001 }, 'views', 'views must be less than or equal to 1000'],
    [
      'not a number',
      { views: 'abc' },
      'views',
      'views must be a `number` type, but the final value was: `NaN` (cast from the value `"abc"`).',
    ],
    ['string for a number', { ratio: {} }, 'ratio', 'ratio must be a `number` type, but the final value was: `{}`.'],
    ['not a boolean', { flag: 'maybe' }, 'flag', 'flag must be a `boolean` type, but the final value was: `"maybe"`.'],
    ['not a string', { title: 12345 }, 'title', 'title must be a `string` type, but the final value was: `12345`.'],
    ['bad uid', { slug: 'has space' }, 'slug', 'slug must match the following: "/^[A-Za-z0-9-_.~]*$/"'],
    ['enum case', { category: 'A' }, 'category', 'category must be one of the following values: a, b, '],
  ];
  it.each(SINGLE)('%s', async (_name, over, path, message) => {
    const body = valid(over);
    for (const [k, v] of Object.entries(over)) if (v === undefined) delete (body as Record<string, unknown>)[k];
    const r = await api.post('/api/things', body);
    expect(r.status).toBe(400);
    expect(r.body).toEqual(validationError([fieldError(path, message)]));
  });

  const PARSE: Array<[string, Record<string, unknown>, string]> = [
    ['date not yyyy-MM-dd', { day: '2024-13-45' }, 'Invalid format, expected yyyy-MM-dd'],
    ['date as words', { day: 'tomorrow' }, 'Invalid format, expected yyyy-MM-dd'],
    ['date that does not exist', { day: '2023-02-30' }, 'Invalid date'],
    ['time out of range', { at: '25:00:00' }, 'Invalid time format, expected HH:mm:ss.SSS'],
    ['time without seconds', { at: '13:45' }, 'Invalid time format, expected HH:mm:ss.SSS'],
    ['datetime as words', { when: 'next tuesday' }, 'Invalid format, expected a timestamp or an ISO date'],
  ];
  it.each(PARSE)('%s', async (_name, over, message) => {
    const r = await api.post('/api/things', valid(over));
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ data: null, error: { status: 400, name: 'ValidationError', message, details: {} } });
  });

  it('unique and uid values must be unique', async () => {
    const first = await api.post('/api/things', valid({ sku: 'ONLY-ONE', slug: 'only-one' }));
    expect(first.status).toBe(200);
    const dupSku = await api.post('/api/things', valid({ sku: 'ONLY-ONE' }));
    expect(dupSku.body).toEqual(validationError([fieldError('sku', 'This attribute must be unique')]));
    const dupSlug = await api.post('/api/things', valid({ slug: 'only-one' }));
    expect(dupSlug.body).toEqual(validationError([fieldError('slug', 'This attribute must be unique')]));
    // An entry may keep its own unique value on update.
    expect((await api.put(`/api/things/${first.body.data.id}`, { sku: 'ONLY-ONE', views: 1 })).status).toBe(200);
  });

  it('nothing is written by a refused create', async () => {
    const r = await api.post('/api/things', valid({ sku: 'REFUSED', views: 'abc' }));
    expect(r.status).toBe(400);
    const list = await api.get('/api/things?filters[sku][$eq]=REFUSED&publicationState=preview');
    expect(list.body.data).toEqual([]);
  });
});

describe('update', () => {
  it('is partial, and null clears', async () => {
    const created = await api.post('/api/things', valid());
    const id = created.body.data.id;
    const before = created.body.data.attributes;
    const partial = await api.put(`/api/things/${id}`, { views: 7 });
    expect(partial.status).toBe(200);
    const { updatedAt: _u, views: _v, ...unchanged } = before;
    expect(partial.body.data.attributes).toMatchObject({ ...unchanged, views: 7 });

    const cleared = await api.put(`/api/things/${id}`, { body: null, meta: null, day: null, big: null, flag: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.attributes).toMatchObject({
      body: null,
      meta: null,
      day: null,
      big: null,
      flag: null,
      views: 7,
      title: before.title,
    });
    expect((await api.get(`/api/things/${id}`)).body.data.attributes).toMatchObject({
      body: null,
      meta: null,
      day: null,
    });
  });

  it('validates what it is sent, and a required field cannot be cleared', async () => {
    const id = (await api.post('/api/things', valid())).body.data.id;
    expect((await api.put(`/api/things/${id}`, { views: 5000 })).body).toEqual(
      validationError([fieldError('views', 'views must be less than or equal to 1000')]),
    );
    expect((await api.put(`/api/things/${id}`, { title: null })).body).toEqual(
      validationError([fieldError('title', 'title must be a `string` type, but the final value was: `null`.')]),
    );
    expect((await api.get(`/api/things/${id}`)).body.data.attributes.views).toBe(42);
  });

  it('a new password is stored hashed too', async () => {
    const id = (await api.post('/api/things', valid())).body.data.id;
    expect((await api.put(`/api/things/${id}`, { secret: 'correct horse' })).status).toBe(200);
    const hash = storedRow(id, 'secret');
    expect(hash).toMatch(/^\$2a\$10\$/);
    expect(bcrypt.compareSync('correct horse', hash)).toBe(true);
  });
});

describe('publishedAt', () => {
  it('is set on create unless the body sends null', async () => {
    const published = await api.post('/api/things', valid());
    expect(published.body.data.attributes.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const draft = await api.post('/api/things', valid({ publishedAt: null }));
    expect(draft.status).toBe(200);
    expect(draft.body.data.attributes.publishedAt).toBeNull();
    const id = draft.body.data.id;
    // Strapi v4's findOne ignores publicationState (conformance: publicationState-draft-findone-live); find does not.
    const one = await api.get(`/api/things/${id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.attributes.publishedAt).toBeNull();
    const live = await api.get(`/api/things?filters[id][$eq]=${id}`);
    expect(live.body.data).toEqual([]);
    const preview = await api.get(`/api/things?filters[id][$eq]=${id}&publicationState=preview`);
    expect(preview.body.data.map((d: { id: number }) => d.id)).toEqual([id]);
  });

  it('a draft may leave required fields out', async () => {
    const r = await api.post('/api/things', { publishedAt: null, slug: 'draft-no-title' });
    expect(r.status).toBe(200);
    expect(r.body.data.attributes).toMatchObject({ title: null, publishedAt: null });
  });
});

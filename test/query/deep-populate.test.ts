// `populate=deep` / `populate=deep,N` as strapi-plugin-populate-deep defines them, through the same
// parsing and query pipeline as any REST request, and once over a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { component, contentType, inMemoryProject, type InMemoryProject } from '../helpers/in-memory-project.ts';
import { startApp, type TestApp } from '../helpers/test-app.ts';
import { findWithParams } from './find-with-params.ts';
import { library } from './library.ts';

let p: InMemoryProject;
const book = async (q: string, canRead?: (uid: string) => boolean) =>
  (await findWithParams(p, 'api::book.book', `filters[id]=1&publicationState=preview&${q}`, canRead)).data[0]
    .attributes as Record<string, any>;
const populated = (a: Record<string, any>) =>
  Object.keys(a)
    .filter((k) => a[k] !== null && typeof a[k] === 'object')
    .sort();

beforeAll(async () => {
  p = await library();
});

describe('populate=deep', () => {
  it('defaults to depth 5: four levels of relations below the entry, the fifth populated flat', async () => {
    const a = await book('populate=deep');
    expect(populated(a)).toEqual(['blurb', 'extras', 'shelves', 'writer']);
    const level2 = a.writer.data.attributes;
    const level3 = level2.books.data[0].attributes;
    const level4 = level3.writer.data.attributes;
    const level5 = level4.books.data[0].attributes;
    expect([level2.name, level3.title, level4.name, level5.title]).toEqual([
      'Ursula',
      'The Dispossessed',
      'Ursula',
      'The Dispossessed',
    ]);
    expect(level3.shelves.data.map((s: any) => s.attributes.label)).toEqual(['fiction', 'classics']);
    expect(populated(level5)).toEqual([]);
  });

  it('includes components, their media and every dynamic-zone component', async () => {
    const a = await book('populate=deep');
    expect(a.blurb.text).toBe('About The Dispossessed');
    expect(a.blurb.image).toEqual({ data: null });
    expect(a.extras.map((x: any) => x.__component)).toEqual(['parts.quote', 'parts.blurb']);
    expect(a.extras[1].image).toEqual({ data: null });
  });

  it('deep,N counts the entry as level 1', async () => {
    const two = await book('populate=deep,2');
    expect(populated(two)).toEqual(['blurb', 'extras', 'shelves', 'writer']);
    expect(populated(two.writer.data.attributes)).toEqual([]);
    expect(two.blurb.image).toBeUndefined();
    const three = await book('populate=deep,3');
    expect(populated(three.writer.data.attributes.books.data[0].attributes)).toEqual([]);
    expect(three.blurb.image).toEqual({ data: null });
  });

  it('deep,1 and deep,0 populate nothing; the array form is the same request', async () => {
    expect(populated(await book('populate=deep,1'))).toEqual([]);
    expect(populated(await book('populate=deep,0'))).toEqual([]);
    expect(await book('populate[0]=deep&populate[1]=2')).toEqual(await book('populate=deep,2'));
  });

  it('leaves out relations the caller cannot read, at every level', async () => {
    const a = await book('populate=deep', (uid) => uid !== 'api::shelf.shelf');
    expect(a.shelves).toBeUndefined();
    expect(a.writer.data.attributes.books.data[0].attributes.shelves).toBeUndefined();
  });

  it('refuses a depth that is not a whole number', async () => {
    await expect(book('populate=deep,abc')).rejects.toThrow(
      'Invalid parameter populate: the depth of deep must be a whole number, got "abc"',
    );
    await expect(book('populate=deep,-1')).rejects.toThrow(/whole number/);
  });

  it('refuses a depth whose tree would be too large to run, rather than hanging', async () => {
    await expect(book('populate=deep,40')).rejects.toThrow(
      /populates more than 2000 attributes; ask for a smaller depth/,
    );
  });
});

describe('populate=deep where a model has an attribute named deep', () => {
  it('keeps Strapi meaning: the attribute is populated, nothing else', async () => {
    const q = await inMemoryProject([
      contentType('page', {
        title: { type: 'string' },
        deep: { type: 'component', component: 'parts.box' },
        other: { type: 'component', component: 'parts.box' },
      }),
      component('parts.box', { label: { type: 'string' } }),
    ]);
    await q.entries.create(q.registry.get('api::page.page'), {
      title: 't',
      deep: { label: 'd' },
      other: { label: 'o' },
    });
    const a = (await findWithParams(q, 'api::page.page', 'populate=deep')).data[0].attributes as Record<string, any>;
    expect(a.deep).toMatchObject({ label: 'd' });
    expect(a.other).toBeUndefined();
  });
});

describe('populate=deep over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
    await t.grant('public', ['api::article.article.find', 'api::author.author.find', 'api::tag.tag.find']);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the nested tree, and a bad depth as a 400 ValidationError', async () => {
    const admin = await t.token('full-access');
    const author = await t.call('POST', '/api/authors', { token: admin, body: { data: { name: 'Ada' } } });
    const tag = await t.call('POST', '/api/tags', { token: admin, body: { data: { name: 'math' } } });
    await t.call('POST', '/api/articles', {
      token: admin,
      body: {
        data: {
          title: 'Notes',
          author: author.body.data.id,
          tags: [tag.body.data.id],
          seo: { metaTitle: 'm' },
          blocks: [{ __component: 'blocks.quote', title: 'q' }],
          publishedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    });
    const res = await t.call('GET', '/api/articles?populate=deep');
    expect(res.status).toBe(200);
    const a = res.body.data[0].attributes;
    expect(a.author.data.attributes.articles.data[0].attributes.tags.data[0].attributes.name).toBe('math');
    expect(a.seo).toMatchObject({ metaTitle: 'm', shareImage: { data: null } });
    expect(a.blocks).toEqual([{ id: expect.any(Number), __component: 'blocks.quote', title: 'q', text: null }]);
    expect(a.localizations).toEqual({ data: [] });
    const bad = await t.call('GET', '/api/articles?populate=deep,x');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Invalid parameter populate: the depth of deep must be a whole number, got "x"',
        details: {},
      },
    });
  });
});

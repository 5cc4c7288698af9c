// The pattern operators ($contains, $containsi, $startsWith, ...) on PostgreSQL, as Strapi 4.26
// answers there: the column is read as its text (a JSON or number column too, never a 500), the
// case-insensitive operators lower both sides, and the plain ones keep PostgreSQL's case rules;
// `_q` searches as Strapi's ILIKE does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../../test/helpers/postgres.ts';
import { startApp, type TestApp } from '../../../test/helpers/test-app.ts';

describe.skipIf(!postgresUrl)('pattern filters on PostgreSQL (needs TESSERA_TEST_POSTGRES_URL)', () => {
  let scratch: ScratchDatabase;
  let t: TestApp;
  let token: string;
  const titles = async (filter: string) => {
    const r = await t.call('GET', `/api/articles?${filter}&fields[0]=title&sort=id`, { token });
    expect(r.status).toBe(200);
    return (r.body.data as Array<{ attributes: { title: string } }>).map((e) => e.attributes.title);
  };

  beforeAll(async () => {
    scratch = await scratchDatabase('pattern_filters');
    t = await startApp({ database: scratch.url });
    token = await t.token('full-access');
    for (const data of [
      { title: 'Hello World', views: 1234, metadata: { tags: ['Nested', 'deep'] } },
      { title: 'hello again', views: 56, metadata: { plain: true } },
    ])
      await t.call('POST', '/api/articles', { token, body: { data } });
  });
  afterAll(async () => {
    await t?.close();
    await scratch?.drop();
  });

  it('match a JSON column by its text', async () => {
    expect(await titles('filters[metadata][$containsi]=nested')).toEqual(['Hello World']);
    expect(await titles('filters[metadata][$contains]=plain')).toEqual(['hello again']);
  });

  it('match a number column by its digits', async () => {
    expect(await titles('filters[views][$containsi]=23')).toEqual(['Hello World']);
    expect(await titles('filters[views][$startsWith]=5')).toEqual(['hello again']);
  });

  it('lower both sides only for the case-insensitive operators', async () => {
    expect(await titles('filters[title][$containsi]=HELLO')).toEqual(['Hello World', 'hello again']);
    expect(await titles('filters[title][$contains]=Hello')).toEqual(['Hello World']);
    expect(await titles('filters[title][$notContainsi]=WORLD')).toEqual(['hello again']);
    expect(await titles('filters[title][$endsWith]=WORLD')).toEqual([]);
  });

  it('search with _q as ILIKE does, escapes and numbers included', async () => {
    expect(await titles('_q=HELLO')).toEqual(['Hello World', 'hello again']);
    expect(await titles('_q=234')).toEqual(['Hello World']);
    expect(await titles('_q=%25')).toEqual([]);
    expect(await titles('_q=o_w')).toEqual(['Hello World']);
  });
});

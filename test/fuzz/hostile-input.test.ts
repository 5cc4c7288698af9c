// Property-based fuzzing of the content API: no generated request gets a 5xx, every refusal is in
// its envelope, and nothing reaches the server log as an internal error. Bounded and seeded here;
// `npm run fuzz` runs the same properties far longer (FUZZ_RUNS) and adds the transport classes.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startApp, type TestApp } from '../helpers/test-app.ts';
import { authorizationHeader, entryBodyText, graphqlQuery, queryString } from './hostile-arbitraries.ts';
import { expectRestAnswer, fuzzBudget, measured, send } from './raw-http.ts';

/** `npm run fuzz` sets FUZZ_RUNS; `npm test` keeps to a few thousand requests in all. */
const SCALE = Number(process.env.FUZZ_RUNS ?? 0) || 0;
const runs = (bounded: number) => (SCALE ? SCALE : bounded);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Bounded by the number of runs, not by time: a loaded machine only makes them slower (`npm run fuzz`: no bound at all). */
const FUZZ_TIMEOUT = SCALE ? 0 : 300_000;

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ listen: true });
  await t.grant('public', [
    'api::article.article.find',
    'api::article.article.findOne',
    'api::article.article.create',
    'api::article.article.update',
    'api::author.author.find',
    'api::tag.tag.find',
    'api::global.global.find',
  ]);
});
afterAll(async () => {
  await t?.close();
});

function expectNoInternalErrors(): void {
  const internal = t.logs.filter((l) => /internal error|unhandled/.test(l));
  expect(internal.slice(0, 3)).toEqual([]);
}

const PATHS = ['/api/articles', '/api/articles/1', '/api/tags', '/api/authors', '/api/global', '/api/articles/999'];

test(
  'query strings: filters, sort, fields, populate and pagination never answer 5xx',
  async () => {
    await measured('query strings', () =>
      fc.assert(
        fc.asyncProperty(fc.constantFrom(...PATHS), queryString, authorizationHeader, async (path, qs, auth) => {
          expectRestAnswer(await send(t.url, 'GET', `${path}?${qs}`, { authorization: auth }), `GET ${path}?${qs}`);
        }),
        { seed: SEED, numRuns: runs(1500), ...fuzzBudget() },
      ),
    );
    expectNoInternalErrors();
  },
  FUZZ_TIMEOUT,
);

test(
  'entry bodies: hostile keys, wrong types, huge numbers and deep JSON never answer 5xx',
  async () => {
    await measured('entry bodies', () =>
      fc.assert(
        fc.asyncProperty(
          fc.constantFrom('POST /api/articles', 'PUT /api/articles/1', 'PUT /api/articles/999'),
          entryBodyText,
          async (route, body) => {
            const [method, path] = route.split(' ');
            expectRestAnswer(
              await send(t.url, method, path, { 'content-type': 'application/json' }, body),
              `${route} ${body.slice(0, 200)}`,
            );
          },
        ),
        { seed: SEED, numRuns: runs(500), ...fuzzBudget() },
      ),
    );
    expectNoInternalErrors();
  },
  FUZZ_TIMEOUT,
);

test(
  'GraphQL arguments: sort, filters and pagination never give an internal error',
  async () => {
    await measured('GraphQL arguments', () =>
      fc.assert(
        fc.asyncProperty(graphqlQuery, async (query) => {
          const a = await send(
            t.url,
            'POST',
            '/graphql',
            { 'content-type': 'application/json' },
            JSON.stringify({ query }),
          );
          expect(a.status, `${query} → ${a.text.slice(0, 300)}`).toBeLessThan(500);
          const body = JSON.parse(a.text);
          for (const e of body.errors ?? [])
            expect(e.extensions?.code, `${query} → ${e.message}`).not.toBe('INTERNAL_SERVER_ERROR');
        }),
        { seed: SEED, numRuns: runs(300), ...fuzzBudget() },
      ),
    );
    expectNoInternalErrors();
  },
  FUZZ_TIMEOUT,
);

test('a JSON value nested thousands of levels is a 400 in the envelope, and the log names the depth limit', async () => {
  const a = await send(
    t.url,
    'POST',
    '/api/articles',
    { 'content-type': 'application/json' },
    `{"data":{"title":"x","metadata":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
  );
  expect(a.status).toBe(400);
  expect(JSON.parse(a.text).error).toMatchObject({
    status: 400,
    name: 'ValidationError',
    message: 'JSON is nested more than 100 levels deep',
  });
  expect(t.logs.some((l) => l.includes('refused (400)') && l.includes('JSON depth limit'))).toBe(true);
});

test('an object whose toString is not a function is refused as any object is (dates, component ids, the locale)', async () => {
  const hostile: unknown[] = [{ toString: 1 }, { toString: 1, valueOf: 1 }, [{ toString: 1 }]];
  const cases: Array<(v: unknown) => Record<string, unknown>> = [
    (v) => ({ publishDate: v }),
    (v) => ({ publishedAt: v }),
    (v) => ({ seo: { id: v } }),
    (v) => ({ locale: v }),
  ];
  for (const data of cases) {
    const ordinary = await t.call('POST', '/api/articles', { body: { data: { title: 'x', ...data({}) } } });
    for (const v of hostile) {
      const a = await t.call('POST', '/api/articles', { body: { data: { title: 'x', ...data(v) } } });
      expect([a.status, a.body.error?.message], JSON.stringify(data(v))).toEqual([
        ordinary.status,
        ordinary.body.error?.message,
      ]);
    }
  }
  expectNoInternalErrors();
});

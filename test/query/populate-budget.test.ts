// The populate budget (api.populate.maxEntries): relations that fan out both ways (tags ↔ articles)
// make an answer grow with the product of every level's fan-out while each query stays small.
// Past the budget the answer is a 400 in the envelope and the log names the setting.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CONFORMANCE_FIXTURE, startApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let fixture: string;
const TAGS = 12;
const ARTICLES = 12;
const BUDGET = 1000;
beforeAll(async () => {
  fixture = mkdtempSync(join(tmpdir(), 'tessera-budget-'));
  cpSync(CONFORMANCE_FIXTURE, fixture, { recursive: true });
  writeFileSync(
    join(fixture, 'config', 'api.js'),
    `module.exports = { rest: { defaultLimit: 25, maxLimit: 100, withCount: true }, populate: { maxEntries: ${BUDGET} } };\n`,
  );
  // GraphQL's depthLimit (7 in the fixture) would stop the nesting before the budget does.
  const plugins = readFileSync(join(fixture, 'config', 'plugins.js'), 'utf8').replace(
    'depthLimit: 7',
    'depthLimit: 20',
  );
  t = await startApp({ fixture, pluginsConfig: plugins });
  await t.grant('public', ['api::article.article.find', 'api::tag.tag.find']);
  const token = await t.token('full-access');
  const tagIds: number[] = [];
  for (let i = 0; i < TAGS; i++)
    tagIds.push((await t.call('POST', '/api/tags', { token, body: { data: { name: `fan-${i}` } } })).body.data.id);
  for (let i = 0; i < ARTICLES; i++) {
    const r = await t.call('POST', '/api/articles', {
      token,
      body: { data: { title: `fan-${i}`, slug: `fan-${i}`, tags: tagIds } },
    });
    expect(r.status).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(fixture, { recursive: true, force: true });
});

const fan = 'filters[title][$startsWith]=fan-&pagination[pageSize]=100';

it('a populate within the budget is answered in full (12 articles + 144 tags)', async () => {
  const r = await t.call('GET', `/api/articles?${fan}&populate[tags]=true`);
  expect(r.status).toBe(200);
  expect(r.body.data).toHaveLength(ARTICLES);
  expect(r.body.data[0].attributes.tags.data).toHaveLength(TAGS);
});

it('a populate past the budget (12 + 144 + 1,728 entries) is a 400 naming the bound, and the log names the setting', async () => {
  const deep = 'populate[tags][populate][articles]=true';
  const r = await t.call('GET', `/api/articles?${fan}&${deep}`);
  expect(r.status).toBe(400);
  expect(r.body).toEqual({
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message: 'populate would return more than 1000 entries; populate fewer relations, fewer levels or a smaller page',
      details: {},
    },
  });
  expect(t.logs.some((l) => l.includes('refused (400)') && l.includes('api.populate.maxEntries (1000)'))).toBe(true);
});

it('GraphQL nesting that fans out past the budget is the same error (logged)', async () => {
  // articles → tags → articles
  const nested = 'tags { data { attributes { articles { data { id } } } } }';
  const r = await t.gql(
    `{ articles(filters: { title: { startsWith: "fan-" } }, pagination: { pageSize: 100 }) { data { attributes { ${nested} } } } }`,
  );
  const errors = r.body.errors ?? [];
  expect(errors.map((e: { extensions?: { error?: { name?: string } } }) => e.extensions?.error?.name)).toContain(
    'ValidationError',
  );
  expect(t.logs.some((l) => l.startsWith('graphql: refused') && l.includes('api.populate.maxEntries'))).toBe(true);
});

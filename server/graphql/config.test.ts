// `graphql.config`: endpoint, limits (amountLimit caps every list, meta shows the capped size),
// the playground and introspection per environment, tracing, shadowCRUD.
import { afterEach, describe, expect, it } from 'vitest';
import { resolvePagination } from './args/pagination.ts';
import { seedContent } from './test-seed.ts';
import { AWKWARD_FIXTURE, startApp, type TestApp, type StartOptions } from '../../test/helpers/test-app.ts';

let servers: TestApp[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

async function start(config: Record<string, unknown> | null, options: StartOptions = {}): Promise<TestApp> {
  const server = await startApp({
    ...options,
    pluginsConfig: config === null ? undefined : `module.exports = { graphql: { config: ${JSON.stringify(config)} } };`,
  });
  servers.push(server);
  return server;
}

describe('pagination limits', () => {
  const limits = { defaultLimit: 10, maxLimit: -1, amountLimit: 100 };

  it('computes windows as Strapi does, then caps them at amountLimit', () => {
    expect(resolvePagination({}, limits)).toEqual({ start: 0, limit: 10, unlimited: false });
    expect(resolvePagination({ page: 0, pageSize: 2 }, limits)).toEqual({ start: 0, limit: 2, unlimited: false });
    expect(resolvePagination({ page: 3, pageSize: 5 }, limits)).toEqual({ start: 10, limit: 5, unlimited: false });
    expect(resolvePagination({ start: -4, limit: 0 }, limits)).toEqual({ start: 0, limit: 1, unlimited: false });
    expect(resolvePagination({ limit: -1 }, limits)).toEqual({ start: 0, limit: 100, unlimited: true });
    expect(resolvePagination({ pageSize: 200 }, limits)).toEqual({ start: 0, limit: 100, unlimited: false });
    expect(resolvePagination({ limit: -1 }, { ...limits, amountLimit: null })).toEqual({
      start: 0,
      limit: -1,
      unlimited: true,
    });
    expect(resolvePagination({ limit: 80 }, { ...limits, maxLimit: 50 })).toEqual({
      start: 0,
      limit: 50,
      unlimited: false,
    });
    expect(resolvePagination({ limit: -1 }, { ...limits, maxLimit: 50 })).toEqual({
      start: 0,
      limit: 50,
      unlimited: false,
    });
    expect(() => resolvePagination({ page: 1, start: 0 }, limits)).toThrow(
      'Cannot use both page & offset pagination in the same query',
    );
  });

  // Strapi 4.26.2 on __fixtures__/awkward with 13 makers (amountLimit 100, no defaultLimit).
  it('reads page sizes as Strapi does: none beside `page`, and below 1, are 1', () => {
    expect(resolvePagination({ page: 2 }, limits)).toEqual({ start: 1, limit: 1, unlimited: false });
    expect(resolvePagination({ page: 0 }, limits)).toEqual({ start: 0, limit: 1, unlimited: false });
    expect(resolvePagination({ page: 2, pageSize: -1 }, limits)).toEqual({ start: 1, limit: 1, unlimited: false });
    expect(resolvePagination({ page: null, pageSize: 3 }, limits)).toEqual({ start: 0, limit: 3, unlimited: false });
  });

  it('reports `limit: -1` as one page of every entry from `start`', async () => {
    const server = await startApp({ fixture: AWKWARD_FIXTURE });
    servers.push(server);
    const maker = server.app.project.registry.get('api::maker.maker');
    for (let i = 1; i <= 13; i++) server.app.project.entries.create(maker, { title: `M${i}` });
    const token = await server.token('full-access');
    const meta = async (pagination: string) =>
      (
        await server.gql(
          `{ makers(pagination: ${pagination}) { data { id } meta { pagination { total page pageSize pageCount } } } }`,
          { token },
        )
      ).body.data.makers.meta.pagination;
    expect(await meta('{ limit: -1 }')).toEqual({ total: 13, page: 1, pageSize: 13, pageCount: 1 });
    expect(await meta('{ start: 2, limit: -1 }')).toEqual({ total: 13, page: 1, pageSize: 11, pageCount: 1 });
    expect(await meta('{ start: 20, limit: -1 }')).toEqual({ total: 13, page: 1, pageSize: -7, pageCount: 1 });
    expect(await meta('{ page: 3 }')).toEqual({ total: 13, page: 3, pageSize: 1, pageCount: 13 });
    expect(await meta('{ page: 2, pageSize: -1 }')).toEqual({ total: 13, page: 2, pageSize: 1, pageCount: 13 });
    const empty = await server.gql(
      '{ makers(filters: { title: { eq: "zz" } }, pagination: { limit: -1 }) { meta { pagination { total page pageSize pageCount } } } }',
      { token },
    );
    expect(empty.body.data.makers.meta.pagination).toEqual({ total: 0, page: 1, pageSize: 0, pageCount: 1 });
  });

  it('never returns more than amountLimit items, at the root or in a relation', async () => {
    const server = await start({ amountLimit: 3, defaultLimit: 2 });
    await seedContent(server.app.project, { tags: 6, articles: 6 });
    const token = await server.token('full-access');
    const r = await server.gql(
      `{ tags(pagination: { pageSize: 50 }) { data { id } meta { pagination { page pageSize pageCount total } } }
      all: tags(pagination: { limit: -1 }) { data { id } }
      byDefault: tags { data { id } }
      author(id: 1) { data { attributes { articles(publicationState: PREVIEW, pagination: { limit: 10 }) { data { id } } } } } }`,
      { token },
    );
    expect(r.body.data.tags.data).toHaveLength(3);
    expect(r.body.data.tags.meta.pagination).toEqual({ page: 1, pageSize: 3, pageCount: 2, total: 6 });
    expect(r.body.data.all.data).toHaveLength(3);
    expect(r.body.data.byDefault.data).toHaveLength(2);
    expect(r.body.data.author.data.attributes.articles.data).toHaveLength(2);
  });
});

describe('endpoint, playground and introspection', () => {
  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves the playground in development and executes GET queries elsewhere', async () => {
    const server = await start(null);
    const page = await server.request('GET', '/graphql', { headers: html });
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.body).toMatch(/GraphQL|GraphiQL/);
  });

  it('hides the playground and introspection in production unless asked', async () => {
    const server = await start(null, { nodeEnv: 'production' });
    const page = await server.request('GET', '/graphql', { headers: html });
    expect(page.status).toBe(400);
    const token = await server.token('full-access');
    const intro = await server.gql('{ __schema { queryType { name } } }', { token });
    expect(intro.status).toBe(400);
    expect(intro.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('serves the playground in production with playgroundAlways', async () => {
    const server = await start({ playgroundAlways: true }, { nodeEnv: 'production' });
    expect((await server.request('GET', '/graphql', { headers: html })).status).toBe(200);
  });

  it('moves to another endpoint', async () => {
    const server = await start({ endpoint: '/gql' });
    const token = await server.token('full-access');
    const r = await server.request('POST', '/gql', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"query":"{ tags { data { id } } }"}',
    });
    expect(r.body).toEqual({ data: { tags: { data: [] } } });
    // The old path is no route any more: a POST there is what any unknown path answers (Strapi's
    // public folder allows HEAD and GET on every path).
    const old = await server.request('POST', '/graphql', {
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ __typename }"}',
    });
    expect(old).toMatchObject({ status: 405, body: 'Method Not Allowed' });
    expect(old.headers.get('allow')).toBe('HEAD, GET');
    expect((await server.request('GET', '/graphql')).status).toBe(404);
  });
});

describe('tracing and shadowCRUD', () => {
  it('adds per-resolver timings with apolloServer.tracing', async () => {
    const server = await start({ apolloServer: { tracing: true } });
    const token = await server.token('full-access');
    const r = await server.gql('{ tags { data { id } } }', { token });
    const tracing = r.body.extensions.tracing;
    expect(tracing.version).toBe(1);
    expect(tracing.execution.resolvers[0]).toMatchObject({
      path: ['tags'],
      parentType: 'Query',
      fieldName: 'tags',
      returnType: 'TagEntityResponseCollection',
    });
    expect(typeof tracing.execution.resolvers[0].duration).toBe('number');
  });

  it('generates no content-type operations with shadowCRUD: false', async () => {
    const server = await start({ shadowCRUD: false });
    const token = await server.token('full-access');
    const r = await server.gql('{ tags { data { id } } }', { token });
    expect(r.status).toBe(400);
    expect(
      (await server.gql('mutation { login(input: { identifier: "x", password: "y" }) { jwt } }')).body.errors[0]
        .message,
    ).toBe('Invalid identifier or password');
  });
});

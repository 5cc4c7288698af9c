// Errors exactly as Strapi v4 (Apollo 3) answers them: Strapi errors in a 200 with
// `extensions.error`; parse, validation and variable failures as 400; malformed HTTP requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMPARED_VALUES } from '../query/params/parse-filters.ts';
import { seedContent } from './test-seed.ts';
import { startApp, type TestApp } from '../../test/helpers/test-app.ts';

let server: TestApp;
let token: string;

beforeAll(async () => {
  server = await startApp();
  await seedContent(server.app.project);
  token = await server.token('full-access');
});
afterAll(() => server.close());

const FORBIDDEN = {
  message: 'Forbidden access',
  extensions: { error: { name: 'ForbiddenError', message: 'Forbidden access', details: {} }, code: 'FORBIDDEN' },
};

describe('permissions', () => {
  it('forbids the public without a grant, field by field', async () => {
    const r = await server.gql('{ articles { data { id } } }');
    expect(r).toMatchObject({ status: 200, body: { errors: [FORBIDDEN], data: { articles: null } } });
  });

  it('needs find for lists, findOne for one entry, and the mutation action', async () => {
    const custom = await server.token('custom', ['api::article.article.find']);
    expect((await server.gql('{ articles { data { id } } }', { token: custom })).body.errors).toBeUndefined();
    expect((await server.gql('{ article(id: 1) { data { id } } }', { token: custom })).body).toEqual({
      errors: [FORBIDDEN],
      data: { article: null },
    });
    const readOnly = await server.token('read-only');
    expect(
      (await server.gql('mutation { createTag(data: { name: "x" }) { data { id } } }', { token: readOnly })).body,
    ).toEqual({ errors: [FORBIDDEN], data: { createTag: null } });
  });

  it('needs find on the target of a relation field', async () => {
    const custom = await server.token('custom', ['api::article.article.find']);
    const r = await server.gql(
      '{ articles(pagination: { limit: 1 }) { data { id attributes { author { data { id } } } } } }',
      { token: custom },
    );
    expect(r.body.data.articles.data).toEqual([{ id: '1', attributes: { author: null } }]);
    expect(r.body.errors).toEqual([FORBIDDEN]);
  });

  it('answers an invalid token with the REST 401 envelope', async () => {
    const r = await server.gql('{ articles { data { id } } }', { token: 'not-a-real-token' });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({
      data: null,
      error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} },
    });
  });
});

describe('query errors', () => {
  it('reports a parse failure as 400 GRAPHQL_PARSE_FAILED', async () => {
    const r = await server.gql('{ articles { data { id }', { token });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      errors: [
        {
          message: 'Syntax Error: Expected Name, found <EOF>.',
          locations: [{ line: 1, column: 25 }],
          extensions: { code: 'GRAPHQL_PARSE_FAILED' },
        },
      ],
    });
  });

  it('reports validation failures as 400 GRAPHQL_VALIDATION_FAILED', async () => {
    const r = await server.gql('{ articles(filters: { title: { foo: "x" } }) { data { id attributes { nope } } } }', {
      token,
    });
    expect(r.status).toBe(400);
    expect(r.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Field "foo" is not defined by type "StringFilterInput". Did you mean "not" or "or"?',
      'Cannot query field "nope" on type "Article".',
    ]);
    expect(r.body.errors[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('reports a missing variable as 400 BAD_USER_INPUT', async () => {
    const r = await server.gql('query One($id: ID!) { article(id: $id) { data { id } } }', { token });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({
      message: 'Variable "$id" of required type "ID!" was not provided.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('limits the depth of an operation', async () => {
    const r = await server.gql(
      'query Deep { articles { data { attributes { author { data { attributes { articles { data { attributes { title } } } } } } } } } }',
      { token },
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      {
        message: "'Deep' exceeds maximum operation depth of 7",
        locations: [{ line: 1, column: 92 }],
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
    expect(server.logs).toContain(
      "refused (400): 'Deep' exceeds maximum operation depth of 7 (graphql.config.depthLimit)",
    );
  });

  it("measures depth through fragments, and leaves broken fragments to graphql's own rules", async () => {
    const deep = await server.gql(
      'query Deep { articles { ...A } } fragment A on ArticleEntityResponseCollection { data { attributes { author { data { attributes { articles { data { attributes { title } } } } } } } } }',
      { token },
    );
    expect(deep.body.errors).toEqual([
      expect.objectContaining({ message: "'Deep' exceeds maximum operation depth of 7" }),
    ]);
    const cycle = await server.gql(
      '{ articles { ...A } } fragment A on ArticleEntityResponseCollection { ...B } fragment B on ArticleEntityResponseCollection { ...A }',
      { token },
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body.errors[0]).toMatchObject({
      message: 'Cannot spread fragment "A" within itself via "B".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const unknown = await server.gql('{ articles { ...Missing } }', { token });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({
      message: 'Unknown fragment "Missing".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('answers Strapi errors in a 200 with their code', async () => {
    const mixed = await server.gql('{ articles(pagination: { page: 1, limit: 5 }) { data { id } } }', { token });
    expect(mixed.body).toEqual({
      errors: [
        {
          message: 'Cannot use both page & offset pagination in the same query',
          extensions: {
            code: 'STRAPI_PAGINATION_ERROR',
            error: {
              name: 'PaginationError',
              message: 'Cannot use both page & offset pagination in the same query',
              details: {},
            },
          },
        },
      ],
      data: { articles: null },
    });
    const sort = await server.gql('{ articles(sort: "nope:asc") { data { id } } }', { token });
    expect(sort.body.errors[0]).toEqual({
      message: 'Invalid parameter nope',
      extensions: {
        code: 'BAD_USER_INPUT',
        error: { name: 'ValidationError', message: 'Invalid parameter nope', details: {} },
      },
    });
  });

  it('reports a bad nested argument on its own field only', async () => {
    const r = await server.gql('{ article(id: 1) { data { id attributes { tags(sort: "nope") { data { id } } } } } }', {
      token,
    });
    expect(r.body.data.article.data).toEqual({ id: '1', attributes: { tags: null } });
    expect(r.body.errors[0].message).toBe('Invalid parameter nope');
  });

  it('names a filter Strapi cannot run as the REST filters it validates GraphQL filters as', async () => {
    const message = async (filters: string) =>
      (await server.gql(`{ articles(filters: ${filters}) { data { id } } }`, { token })).body.errors?.[0]?.message;
    expect(await message('{ title: { and: ["x"] } }')).toBe('Invalid parameter $and');
    expect(await message('{ author: { not: { name: { eq: "x" } } } }')).toBe('Invalid parameter $not');
    expect(await message('{ views: { between: [1] } }')).toBe('Invalid parameter views');
    expect(await message('{ title: { not: { or: ["x"] } } }')).toBe('Invalid parameter $or');
  });

  it('refuses a filter comparing more values than a query can bind, naming its key (Strapi: a 500)', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    const run = async (filters: string) =>
      (await server.gql(`{ articles(filters: ${filters}) { data { id } } }`, { token })).body;
    const within = await run(`{ views: { gte: 0 }, id: { in: [${ids(MAX_COMPARED_VALUES - 1)}] } }`);
    expect(within.errors).toBeUndefined();
    expect(within.data.articles.data.length).toBeGreaterThan(0);
    const past = await run(`{ id: { in: [${ids(MAX_COMPARED_VALUES)}] }, or: [{ title: { eq: "x" } }] }`);
    expect(past).toMatchObject({
      errors: [
        {
          message: `Invalid parameter title: a filter compares at most ${MAX_COMPARED_VALUES} values`,
          extensions: { code: 'BAD_USER_INPUT', error: { name: 'ValidationError' } },
        },
      ],
      data: { articles: null },
    });
    expect(server.logs.some((line) => line.includes(`a filter comparing over ${MAX_COMPARED_VALUES} values`))).toBe(
      true,
    );
  });
});

describe('HTTP requests', () => {
  const post = (body: string) =>
    server.request('POST', '/graphql', {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });

  it('answers an empty JSON object in plain text', async () => {
    const r = await post('{}');
    expect(r).toMatchObject({
      status: 400,
      body: 'POST body missing, invalid Content-Type, or JSON object has no keys.',
    });
    expect(r.contentType).toMatch(/^text\/plain/);
  });

  it('answers an empty query as Apollo does', async () => {
    const r = await post('{"query":""}');
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe(
      'GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.',
    );
  });

  it('answers bad JSON with the REST SyntaxError envelope', async () => {
    const r = await post('{"query": "{ articles { data { id } } }"');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      data: null,
      error: {
        status: 400,
        name: 'SyntaxError',
        message: "Expected ',' or '}' after property value in JSON at position 40",
      },
    });
  });

  it("names a body that is not an object or an array a SyntaxError, as Apollo's own parser does", async () => {
    const r = await post('"{ articles { data { id } } }"');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      data: null,
      error: { status: 400, name: 'SyntaxError', message: 'invalid JSON, only supports object and array' },
    });
  });

  it('runs the named operation of several', async () => {
    const r = await server.gql('query A { tags { data { id } } } query B { authors(sort: "id:asc") { data { id } } }', {
      token,
      operationName: 'B',
    });
    expect(r.body.data.authors.data).toHaveLength(3);
    const unknown = await server.gql('query A { tags { data { id } } }', { token, operationName: 'Z' });
    expect(unknown.status).toBe(400);
  });

  it('runs a batch', async () => {
    const r = await post(
      JSON.stringify([{ query: '{ tags { data { id } } }' }, { query: '{ authors { data { id } } }' }]),
    );
    expect(r.status).toBe(200);
    expect(r.body).toHaveLength(2);
    expect(r.body[1].data.authors.data).toHaveLength(3);
  });

  it('refuses mutations over GET and other methods', async () => {
    const q = encodeURIComponent('mutation { deleteTag(id: 1) { data { id } } }');
    expect(
      (await server.request('GET', `/graphql?query=${q}`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(405);
    expect((await server.request('PUT', '/graphql')).status).toBe(405);
  });
});

// A query asked again runs compiled (graphql-jit): the same answer as graphql-js gave, from the same
// SQL reads, and graphql-js's own errors wherever the compiled run met one. What is compiled: a
// query's document from its second run, never a mutation, never an operation with an input-object
// variable (the compiler never returned on Strapi's self-holding filter inputs).
import { parse, type GraphQLSchema } from 'graphql';
import type * as jit from 'graphql-jit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildGraphqlSchema } from './build-schema.ts';
import { createGraphqlExtensionService } from './extension.ts';
import { configureBuiltinPlugins } from './register.ts';
import { countQueries, seedContent } from './test-seed.ts';
import { compiledQuery } from './http/compiled-operations.ts';
import { startApp, type TestApp } from '../../test/helpers/test-app.ts';

const compiledRuns = vi.hoisted(() => ({ count: 0, written: 0 }));
vi.mock('fast-json-stringify', async (original) => {
  const real = (await original<{ default: (schema: object) => (value: unknown) => string }>()).default;
  return {
    default: (schema: object) => {
      const write = real(schema);
      return (value: unknown) => {
        compiledRuns.written++;
        return write(value);
      };
    },
  };
});
vi.mock('graphql-jit', async (original) => {
  const real = await original<typeof jit>();
  return {
    ...real,
    compileQuery: (...args: Parameters<typeof real.compileQuery>) => {
      const compiled = real.compileQuery(...args);
      if (!('query' in compiled)) return compiled;
      const query = compiled.query.bind(compiled);
      compiled.query = (...run: Parameters<typeof query>) => {
        compiledRuns.count++;
        return query(...run);
      };
      return compiled;
    },
  };
});

let server: TestApp;
let token: string;

beforeAll(async () => {
  server = await startApp();
  await seedContent(server.app.project, { articles: 12, authors: 3, tags: 4 });
  token = await server.token('full-access');
  await server.gql('{ __typename }', { token });
});
afterAll(() => server.close());

const NESTED = `query Nested($limit: Int) { articles(publicationState: PREVIEW, pagination: { limit: $limit }) { data { id attributes {
  title
  author { data { id attributes { name } } }
  tags { data { id attributes { name } } }
  seo { metaTitle }
  blocks { __typename ... on ComponentBlocksQuote { title } }
} } meta { pagination { total } } } }`;

describe('a query asked again', () => {
  it('runs compiled from its second time, with the answer and the SQL reads of graphql-js', async () => {
    const text = NESTED.replace('query Nested($limit: Int)', 'query Nested').replace('$limit', '10');
    // Counts and settings read once are kept until the next write: the runs compared find them kept.
    await server.gql(text, { token });
    const again = `${text} `; // another document: run by graphql-js first
    const before = compiledRuns.count;
    const first = await countQueries(server, again, token);
    expect(compiledRuns.count).toBe(before);
    const second = await countQueries(server, again, token);
    expect(compiledRuns.count).toBe(before + 1);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data.articles.data).toHaveLength(10);
    expect(second.body).toEqual(first.body);
    expect(second.count).toBe(first.count);
  });

  it('answers the very text graphql-js answered, written by a function made for the query', async () => {
    const text = NESTED.replace('query Nested($limit: Int)', 'query Written')
      .replace('$limit', '4')
      .replace('title\n', 'title createdAt publishedAt views category headline: title\n');
    const raw = async () => {
      const res = await server.fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: text }),
      });
      return res.text();
    };
    const graphqlJs = await raw();
    const [runs, written] = [compiledRuns.count, compiledRuns.written];
    const compiled = await raw();
    expect([compiledRuns.count, compiledRuns.written]).toEqual([runs + 1, written + 1]);
    expect(compiled).toBe(graphqlJs);
    const article = JSON.parse(compiled).data.articles.data[0].attributes;
    expect(Object.keys(article)).toEqual([
      'title',
      'createdAt',
      'publishedAt',
      'views',
      'category',
      'headline',
      'author',
      'tags',
      'seo',
      'blocks',
    ]);
    expect(article.blocks[0]).toEqual({ __typename: 'ComponentBlocksQuote', title: expect.any(String) });
  });

  it('takes scalar variables compiled, each run with its own values', async () => {
    const run = (limit: number) => server.gql(NESTED, { token, variables: { limit } });
    const graphqlJs = (await run(3)).body;
    const before = compiledRuns.count;
    const compiled = (await run(5)).body;
    expect(compiledRuns.count).toBe(before + 1);
    expect(compiled.data.articles.data).toHaveLength(5);
    expect(compiled.data.articles.data.slice(0, 3)).toEqual(graphqlJs.data.articles.data);
  });

  it("answers graphql-js's errors where the compiled run met one", async () => {
    const custom = await server.token('custom', ['api::article.article.find']);
    const query = '{ articles(pagination: { limit: 2 }) { data { id attributes { title author { data { id } } } } } }';
    const first = await server.gql(query, { token: custom });
    const before = compiledRuns.count;
    const second = await server.gql(query, { token: custom });
    expect(compiledRuns.count).toBe(before + 1);
    expect(first.body.errors).toHaveLength(2);
    for (const error of first.body.errors)
      expect(error).toEqual({
        message: 'Forbidden access',
        extensions: { error: { name: 'ForbiddenError', message: 'Forbidden access', details: {} }, code: 'FORBIDDEN' },
      });
    expect(second.body).toEqual(first.body);
  });
});

describe('what is compiled', () => {
  let built: GraphQLSchema | undefined;
  const schema = () => {
    const extension = createGraphqlExtensionService();
    configureBuiltinPlugins(extension);
    return (built ??= buildGraphqlSchema({
      registry: server.app.project.registry,
      extension,
      config: { shadowCRUD: true, tracing: false },
    }));
  };

  it('a query, from its second run', () => {
    const document = parse('{ tags { data { id } } }');
    expect(compiledQuery(schema(), document, undefined)).toBeNull();
    expect(compiledQuery(schema(), document, undefined)).not.toBeNull();
  });

  it('never a mutation, nor an operation with an input-object variable', () => {
    for (const text of [
      'mutation { createTag(data: { name: "x" }) { data { id } } }',
      'query F($f: ArticleFiltersInput) { articles(filters: $f) { data { id } } }',
    ]) {
      const document = parse(text);
      compiledQuery(schema(), document, undefined);
      expect(compiledQuery(schema(), document, undefined)).toBeNull();
    }
  });
});

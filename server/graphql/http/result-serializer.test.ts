// A compiled query's answer is written by a function made for its selection, and the text is the one
// JSON.stringify writes, key for key: fields in graphql-js's order (aliases, fragments where they
// stand, a field asked twice once), GraphQL's scalars typed, any other value as JSON.stringify writes
// it. Where the order depends on values or on a value's type there is no made writer.
import { buildSchema, getOperationAST, parse, type ExecutionResult } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { expect, it } from 'vitest';
import { resultSerializer } from './result-serializer.ts';

const schema = buildSchema(`
  scalar JSON
  enum Kind { NEWS TUTORIAL }
  type Query { articles(limit: Int): [Article!]! article: Article zone: [Block] }
  type Article { id: ID! title: String views: Int rating: Float featured: Boolean kind: Kind meta: JSON author: Author tags: [Tag] }
  type Author { id: ID! name: String }
  type Tag { id: ID! name: String }
  union Block = Quote | Text
  type Quote { title: String text: String }
  type Text { body: String title: String }
`);

const TEXTS = [
  'plain',
  'q"uote \\ back',
  'ctl \u0001\n\t',
  'lone \ud800',
  'pair 😀 é ✓',
  '\u2028',
  'x'.repeat(60) + '"',
];
const rootValue = {
  articles: TEXTS.map((title, i) => ({
    id: i + 1,
    title: i === 3 ? null : title,
    views: i * 7,
    rating: i === 2 ? null : i / 3,
    featured: i % 2 === 0,
    kind: i % 2 ? 'NEWS' : 'TUTORIAL',
    meta: i % 3 ? { nested: { list: [1, 'two', null, true] }, text: title } : null,
    author: i % 4 === 1 ? null : { id: 10 + i, name: `Author ${title}` },
    tags: i === 5 ? null : [{ id: 1, name: 'a' }, null, { id: 3, name: title }],
  })),
  article: null,
  zone: [{ __typename: 'Text', body: 'b', title: 't' }, { __typename: 'Quote', title: 'q', text: 'x' }, null],
};
const resolveType = { Block: (v: { __typename: string }) => v.__typename };

/** The made writer's text and JSON.stringify's, of graphql-jit's result for `text`. */
function bothTexts(text: string): { made: string; stringified: string } {
  const document = parse(text);
  for (const [name, resolve] of Object.entries(resolveType))
    (schema.getType(name) as { resolveType?: unknown }).resolveType = resolve;
  const compiled = compileQuery(schema, document);
  if (!isCompiledQuery(compiled)) throw new Error('not compiled');
  const result = compiled.query(rootValue, {}, {}) as ExecutionResult;
  expect(result.errors).toBeUndefined();
  const serialize = resultSerializer(schema, document, getOperationAST(document)!);
  if (!serialize) throw new Error('no made writer');
  return { made: serialize(result), stringified: JSON.stringify(result) };
}

it('writes the text JSON.stringify writes: every scalar, nulls, escapes, custom scalars, lists with nulls', () => {
  const { made, stringified } = bothTexts(
    '{ articles { id title views rating featured kind meta author { id name } tags { id name } } article { id } }',
  );
  expect(made).toBe(stringified);
  expect(JSON.parse(made).data.articles).toHaveLength(TEXTS.length);
});

it('keeps graphql-js order: aliases, a field asked twice, fragments where they stand, __typename', () => {
  const { made, stringified } = bothTexts(`
    query { articles { ...Head views
      author { name } headline: title __typename
      ... on Article { tags { name } author { id } }
      id
    } }
    fragment Head on Article { title ...Head2 }
    fragment Head2 on Article { kind title }`);
  expect(made).toBe(stringified);
  expect(Object.keys(JSON.parse(made).data.articles[0])).toEqual([
    'title',
    'kind',
    'views',
    'author',
    'headline',
    '__typename',
    'tags',
    'id',
  ]);
});

it('a value under a union is written as JSON.stringify writes it, whatever its type', () => {
  const { made, stringified } = bothTexts(
    '{ zone { __typename ... on Text { title body } ... on Quote { text title } } }',
  );
  expect(made).toBe(stringified);
  expect(JSON.parse(made).data.zone[0]).toEqual({ __typename: 'Text', title: 't', body: 'b' });
});

it('no made writer where @skip or @include decide which fields are there, nor for a `__proto__` alias', () => {
  for (const text of [
    'query($s: Boolean!) { articles { title @skip(if: $s) id } }',
    'query($s: Boolean!) { articles { id ... on Article @include(if: $s) { title } } }',
    'query($s: Boolean!) { articles { ...F } } fragment F on Article { id title @include(if: $s) }',
    '{ articles { id __proto__: meta } }',
    '{ __proto__: zone { __typename } }',
  ]) {
    const document = parse(text);
    expect(resultSerializer(schema, document, getOperationAST(document)!)).toBeNull();
  }
});

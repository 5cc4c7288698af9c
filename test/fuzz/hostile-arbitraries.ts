// fast-check generators of what an attacker, a buggy client or a fuzzer sends: names that live on
// Object.prototype, numbers past every integer range, objects where scalars belong, JSON nested
// thousands of levels, malformed percent-encoding. Shared by the bounded test and `npm run fuzz`.
import fc from 'fast-check';
import { COMPARE_OPERATORS, LOGICAL_OPERATORS } from '../../server/query/ast.ts';

/** Names that a lookup walking the prototype chain would find. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'valueOf',
  'toString',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
];
/** Attributes of the conformance fixture's article, author and tag (relations, components, zones, media, json). */
const FIXTURE_NAMES = [
  'id',
  'title',
  'slug',
  'views',
  'rating',
  'price',
  'isFeatured',
  'publishDate',
  'category',
  'metadata',
  'cover',
  'gallery',
  'author',
  'tags',
  'seo',
  'blocks',
  'name',
  'email',
  'articles',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
  'localizations',
  'createdBy',
];

export const name = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIXTURE_NAMES) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const operator = fc.oneof(
  fc.constantFrom(...COMPARE_OPERATORS, ...LOGICAL_OPERATORS),
  fc.constantFrom('$x', '$', '$EQ', '$__proto__'),
);

/** Numbers as a query string or a JSON body carries them: past 2^53, 2^63 and double range, negative, fractional. */
export const numberText = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
  fc.constantFrom(
    '9223372036854775807',
    '9223372036854775808',
    '18446744073709551616',
    '99999999999999999999',
    '1e30',
    '1e400',
    '-0',
    '0.5',
    '-1',
    'NaN',
    'Infinity',
    '0x10',
    '1_000',
    ' 7',
    '1'.repeat(400),
  ),
  fc.double().map(String),
);

/** A query-string value, raw: sometimes with a malformed %-escape, which must be taken as text. */
const queryValueText = fc.oneof(
  { weight: 3, arbitrary: numberText.map((n) => n.replace(/ /g, '%20')) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ...FIXTURE_NAMES,
      ...PROTOTYPE_NAMES,
      '*',
      'asc',
      'desc',
      'title:desc',
      'valueOf.createdAt',
      'author.name',
      'tags.articles.tags',
      'true',
      'live',
      'preview',
      'all',
      'fr',
      '2024-01-01',
      '',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('%', '%Z', '%ZZ', '%E0%A4%A', '%C0%80', '%00', '%FF%FE', '%uD800', '%%', 'a%2', '%25%'),
  },
);

const segment = fc.oneof(name, operator, fc.nat({ max: 3 }).map(String), fc.constant(''));
const PARAMS = ['filters', 'sort', 'fields', 'populate', 'pagination', 'publicationState', 'locale'];
const paramKey = fc
  .tuple(fc.constantFrom(...PARAMS), fc.array(segment, { maxLength: 5 }))
  .map(([p, segs]) => p + segs.map((s) => `[${encodeURIComponent(s)}]`).join(''));
const paginationKey = fc.constantFrom(
  'pagination[page]',
  'pagination[pageSize]',
  'pagination[start]',
  'pagination[limit]',
  'pagination[withCount]',
  'populate[tags][limit]',
  'populate[tags][start]',
  'populate[author][populate][articles][limit]',
);

/** A whole query string (without `?`). */
export const queryString = fc
  .array(
    fc
      .tuple(fc.oneof({ weight: 3, arbitrary: paramKey }, { weight: 1, arbitrary: paginationKey }), queryValueText)
      .map(([k, v]) => `${k}=${v}`),
    { minLength: 1, maxLength: 6 },
  )
  .map((pairs) => pairs.join('&'));

/** JSON nested `depth` levels, as text (building it as a value would itself need the stack). */
export function deepJsonText(depth: number, inner = '1'): string {
  return '{"a":'.repeat(depth) + inner + '}'.repeat(depth);
}

const jsonLeaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }).filter(Number.isFinite),
  fc.string({ maxLength: 10 }),
  fc.constantFrom(1e308, -1e308, 2 ** 63, 2 ** 64, Number.MAX_SAFE_INTEGER + 2, -0, 0.1),
);
const jsonValue = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    jsonLeaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(name, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A body for POST/PUT of an article, as text: hostile keys, wrong types, and now and then a very deep JSON value. */
export const entryBodyText = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(name, jsonValue, { maxKeys: 5 }).map((data) => JSON.stringify({ data })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(name, fc.integer({ min: 50, max: 20000 }))
      .map(([k, d]) => `{"data":{"title":"deep","${k.replace(/["\\]/g, '')}":${deepJsonText(d)}}}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 20000 }).map((d) => deepJsonText(d)) },
  { weight: 1, arbitrary: jsonValue.map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const graphqlArg = fc.oneof(
  numberText.map((n) => (/^-?\d+$/.test(n) && n.length < 10 ? n : JSON.stringify(n))),
  name.map((n) => JSON.stringify(n)),
  fc.constantFrom(
    '"valueOf.createdAt"',
    '"constructor:asc"',
    '"__proto__"',
    '["title:desc", "valueOf"]',
    '{ between: [1, 2] }',
    '{ eq: "x" }',
    'null',
  ),
);
/** A GraphQL query over the fixture's articles with hostile arguments. */
export const graphqlQuery = fc
  .tuple(
    fc.constantFrom('sort', 'filters', 'pagination', 'publicationState', 'locale'),
    fc.oneof(
      graphqlArg,
      fc.tuple(name, graphqlArg).map(([k, v]) => `{ ${/^[A-Za-z_]\w*$/.test(k) ? k : 'title'}: ${v} }`),
    ),
  )
  .map(([arg, value]) => `{ articles(${arg}: ${value}) { data { id attributes { title } } } }`);

/** Authorization headers a client might send by mistake or on purpose. */
export const authorizationHeader = fc.oneof(
  fc.constant(undefined),
  fc
    .string({ maxLength: 40 })
    .filter((s) => /^[\x20-\x7e]*$/.test(s))
    .map((s) => `Bearer ${s}`),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Basic Zm9vOmJhcg==',
    'bearer x.y.z',
    'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MX0.',
    'Bearer a.b',
    'Bearer ' + 'A'.repeat(2000),
  ),
);

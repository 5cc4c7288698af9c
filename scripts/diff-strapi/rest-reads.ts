// REST reads over the seeded world: every filter operator per attribute kind, sort, both pagination
// modes, fields, every populate form, publicationState and locale, by each kind of caller.
import { Prng } from '../../shared/prng.ts';
import { query, rest, type Caller, type PlannedCase, type QueryPairs as Pairs } from './planned-case.ts';
import { populates } from './rest-populates.ts';
import { componentOf, type Attribute, type Project } from './project.ts';
import type { World } from './seed-data.ts';

const TEXT_OPS = [
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$lt',
  '$gt',
  '$null',
  '$notNull',
];
const NUMBER_OPS = ['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$notIn', '$between', '$null', '$notNull'];
const OPS: Record<string, string[]> = {
  string: TEXT_OPS,
  text: TEXT_OPS,
  richtext: ['$contains', '$null', '$notNull'],
  email: ['$eq', '$containsi', '$endsWith', '$in'],
  uid: ['$eq', '$ne', '$startsWith', '$null', '$notNull'],
  enumeration: ['$eq', '$ne', '$in', '$notIn', '$null', '$contains'],
  integer: NUMBER_OPS,
  biginteger: NUMBER_OPS,
  float: NUMBER_OPS,
  decimal: NUMBER_OPS,
  date: NUMBER_OPS,
  time: ['$eq', '$lt', '$gte', '$between', '$null'],
  datetime: NUMBER_OPS,
  boolean: ['$eq', '$ne', '$null', '$notNull', '$in'],
  json: ['$eq', '$null', '$notNull', '$contains'],
};

export function restReads(p: Project, world: World, seed: number): PlannedCase[] {
  const rnd = new Prng(seed * 31 + 7);
  const out: PlannedCase[] = [];
  const callers: Caller[] = ['public', 'public', 'public', 'user', 'full', 'read'];
  const get = (id: string, group: string, path: string, pairs: Pairs, caller: Caller = rnd.pick(callers)) =>
    out.push(rest(id, group, 'GET', path + query(pairs), caller));

  for (const type of [p.main, p.partner, p.extra]) {
    const base = `/api/${type.pluralName}`;
    const name = type.singularName;
    const mine = world.entries.filter((e) => e.uid === type.uid && (e.locale ?? 'en') === 'en');
    const sample = (field: string) => mine.map((e) => e.values[field]).filter((v) => v !== undefined && v !== null);
    for (const [field, attr] of Object.entries(type.attributes)) {
      for (const op of OPS[attr.type] ?? []) {
        const values = sample(field);
        get(
          `filters-${name}-${field}-${op.slice(1)}`,
          `filters-${attr.type}`,
          base,
          filterPairs(rnd, `filters[${field}]`, op, attr, values),
        );
      }
    }
    get(`filters-${name}-id-in`, 'filters-id', base, [
      ['filters[id][$in][0]', 1],
      ['filters[id][$in][1]', 3],
    ]);
    get(`filters-${name}-id-eq-string`, 'filters-id', base, [['filters[id][$eq]', '2']]);
    get(`filters-${name}-unknown-field`, 'filters-bad', base, [['filters[nope][$eq]', 'x']], 'public');
    get(`filters-${name}-unknown-operator`, 'filters-bad', base, [['filters[id][$foo]', 1]], 'public');
    get(`filters-${name}-root-operator`, 'filters-bad', base, [['filters[$foo]', 1]], 'public');
    for (const [field, attr] of Object.entries(type.attributes)) {
      if (attr.type === 'relation') {
        get(`filters-${name}-${field}-id`, 'filters-relation', base, [[`filters[${field}][id][$eq]`, 1]]);
        get(`filters-${name}-${field}-id-in`, 'filters-relation', base, [
          [`filters[${field}][id][$in][0]`, 1],
          [`filters[${field}][id][$in][1]`, 2],
        ]);
        get(`filters-${name}-${field}-root-eq`, 'filters-relation', base, [[`filters[${field}][$eq]`, 1]]);
        get(`filters-${name}-${field}-null`, 'filters-relation', base, [[`filters[${field}][id][$null]`, true]]);
      } else if (attr.type === 'component') {
        const c = componentOf(p, attr.component as string);
        const inner = Object.entries(c.attributes).find(([, a]) => a.type === 'string');
        if (inner)
          get(`filters-${name}-${field}-${inner[0]}`, 'filters-component', base, [
            [`filters[${field}][${inner[0]}][$containsi]`, 'a'],
          ]);
      } else if (attr.type === 'media') {
        get(`filters-${name}-${field}-media`, 'filters-media', base, [[`filters[${field}][id][$notNull]`, true]]);
      } else if (attr.private || attr.type === 'password' || attr.type === 'dynamiczone') {
        get(`filters-${name}-${field}-private`, 'filters-bad', base, [[`filters[${field}][$eq]`, 'x']], 'public');
      }
    }
    const text = Object.entries(type.attributes).find(([, a]) => a.type === 'string' && !a.private)![0];
    const num = Object.entries(type.attributes).find(([, a]) => ['integer', 'decimal'].includes(a.type))?.[0] ?? 'id';
    get(`filters-${name}-or`, 'filters-logical', base, [
      [`filters[$or][0][${text}][$containsi]`, 'a'],
      [`filters[$or][1][${num}][$gt]`, 2],
    ]);
    get(`filters-${name}-and`, 'filters-logical', base, [
      [`filters[$and][0][${text}][$notNull]`, true],
      [`filters[$and][1][id][$lt]`, 5],
    ]);
    get(`filters-${name}-not`, 'filters-logical', base, [[`filters[$not][${text}][$containsi]`, 'e']]);
    get(`filters-${name}-nested-or-not`, 'filters-logical', base, [
      [`filters[$or][0][$not][id][$eq]`, 1],
      [`filters[$or][1][id][$eq]`, 1],
    ]);

    for (const [field, attr] of Object.entries(type.attributes)) {
      if (!OPS[attr.type] || attr.private || attr.type === 'password') continue;
      for (const dir of ['asc', 'desc'])
        get(`sort-${name}-${field}-${dir}`, 'sort', base, [
          ['sort', `${field}:${dir}`],
          ['fields[0]', field],
        ]);
    }
    get(`sort-${name}-multi`, 'sort', base, [
      ['sort[0]', `${num}:desc`],
      ['sort[1]', 'id:asc'],
    ]);
    get(`sort-${name}-bare`, 'sort', base, [['sort', text]]);
    get(`sort-${name}-bad-direction`, 'sort-bad', base, [['sort', `${text}:sideways`]], 'public');
    get(`sort-${name}-relation`, 'sort-bad', base, [['sort', 'parent:asc']], 'public');

    for (const [page, size] of [
      [1, 2],
      [2, 2],
      [3, 3],
      [9, 2],
      [0, 0],
      [1, 200],
      [-1, -5],
    ]) {
      get(`pagination-${name}-page-${page}-${size}`, 'pagination', base, [
        ['pagination[page]', page],
        ['pagination[pageSize]', size],
      ]);
    }
    for (const [start, limit] of [
      [0, 2],
      [2, 3],
      [1, -1],
      [-2, 0],
      [100, 5],
    ]) {
      get(`pagination-${name}-start-${start}-${limit}`, 'pagination', base, [
        ['pagination[start]', start],
        ['pagination[limit]', limit],
      ]);
    }
    get(`pagination-${name}-without-count`, 'pagination', base, [
      ['pagination[pageSize]', 2],
      ['pagination[withCount]', false],
    ]);
    get(
      `pagination-${name}-mixed`,
      'pagination-bad',
      base,
      [
        ['pagination[page]', 1],
        ['pagination[limit]', 2],
      ],
      'public',
    );
    get(`pagination-${name}-not-a-number`, 'pagination-bad', base, [['pagination[page]', 'abc']], 'public');

    const scalars = Object.entries(type.attributes)
      .filter(([, a]) => OPS[a.type] && !a.private && a.type !== 'password')
      .map(([f]) => f);
    get(`fields-${name}-one`, 'fields', base, [['fields[0]', scalars[0]]]);
    get(`fields-${name}-several`, 'fields', base, [
      ['fields[0]', scalars[1]],
      ['fields[1]', scalars[2]],
      ['fields[2]', scalars[scalars.length - 1]],
    ]);
    get(`fields-${name}-string`, 'fields', base, [['fields', scalars[0]]]);
    get(`fields-${name}-comma`, 'fields-bad', base, [['fields', `${scalars[0]},${scalars[1]}`]], 'public');
    const relation = Object.entries(type.attributes).find(([, a]) => a.type === 'relation')![0];
    get(`fields-${name}-relation`, 'fields-bad', base, [['fields[0]', relation]], 'public');
    out.push(...populates(rnd, p, type, base, world));
    for (const e of mine.slice(0, 3)) {
      get(`findone-${name}-${e.id}`, 'findone', `${base}/${e.id}`, [['populate', '*']]);
    }
    get(`findone-${name}-missing`, 'findone', `${base}/9999`, []);
    get(`findone-${name}-not-a-number`, 'findone', `${base}/abc`, []);
    if (type.draftAndPublish) {
      get(`publication-${name}-preview`, 'publication', base, [
        ['publicationState', 'preview'],
        ['fields[0]', text],
      ]);
      get(`publication-${name}-live`, 'publication', base, [
        ['publicationState', 'live'],
        ['fields[0]', text],
      ]);
      get(`publication-${name}-preview-drafts`, 'publication', base, [
        ['publicationState', 'preview'],
        ['filters[publishedAt][$null]', true],
      ]);
      get(`publication-${name}-bad`, 'publication-bad', base, [['publicationState', 'draft']], 'public');
    }
    if (type.localized) {
      for (const locale of [...p.locales, 'all', 'en', 'xx']) {
        get(`locale-${name}-${locale}`, 'locale', base, [
          ['locale', locale],
          ['fields[0]', text],
          ['populate[localizations][fields][0]', 'locale'],
        ]);
      }
      get(`locale-${name}-findone-other`, 'locale', `${base}/1`, [
        ['locale', p.locales[0]],
        ['populate', 'localizations'],
      ]);
    }
  }
  const single = `/api/${p.single.singularName}`;
  get('single-find', 'single', single, [], 'public');
  get('single-populate-all', 'single', single, [['populate', '*']], 'public');
  get(
    'single-populate-deep',
    'single',
    single,
    [
      ['populate[featured][fields][0]', 'title'],
      ['populate[meta][populate]', '*'],
    ],
    'public',
  );
  get('single-fields', 'single', single, [['fields[0]', 'headline']], 'public');
  if (p.single.localized) get('single-locale', 'single', single, [['locale', p.locales[0]]], 'public');
  if (p.single.draftAndPublish) get('single-preview', 'single', single, [['publicationState', 'preview']], 'full');
  out.push(...userReads(p), ...fileReads());
  return out;
}

function filterPairs(rnd: Prng, key: string, op: string, attr: Attribute, values: unknown[]): Pairs {
  const v = values.length ? rnd.pick(values) : fallback(attr);
  const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
  switch (op) {
    case '$null':
    case '$notNull':
      return [[`${key}[${op}]`, rnd.pick([true, false])]];
    case '$in':
    case '$notIn': {
      const other = values.length > 1 ? rnd.pick(values) : fallback(attr);
      return [
        [`${key}[${op}][0]`, text],
        [`${key}[${op}][1]`, typeof other === 'object' ? JSON.stringify(other) : String(other)],
      ];
    }
    case '$between': {
      const sorted = values
        .map(String)
        .sort((a, b) => (Number.isNaN(Number(a)) ? a.localeCompare(b) : Number(a) - Number(b)));
      return [
        [`${key}[${op}][0]`, sorted[0] ?? text],
        [`${key}[${op}][1]`, sorted[Math.floor(sorted.length / 2)] ?? text],
      ];
    }
    case '$contains':
    case '$notContains':
    case '$startsWith':
      return [[`${key}[${op}]`, text.slice(0, 4)]];
    case '$containsi':
    case '$notContainsi':
    case '$startsWithi':
    case '$eqi':
    case '$nei':
      return [[`${key}[${op}]`, text.slice(0, 5).toUpperCase()]];
    case '$endsWith':
    case '$endsWithi':
      return [[`${key}[${op}]`, text.slice(-3)]];
    default:
      return [[`${key}[${op}]`, text]];
  }
}

function fallback(attr: Attribute): unknown {
  return (
    {
      integer: 5,
      biginteger: '5',
      float: 1.5,
      decimal: 2.5,
      boolean: true,
      date: '2024-01-01',
      time: '12:00:00.000',
      datetime: '2024-01-01T00:00:00.000Z',
    }[attr.type] ?? 'x'
  );
}

function userReads(p: Project): PlannedCase[] {
  return [
    rest('users-login', 'users', 'POST', '/api/auth/local', 'public', {
      identifier: 'user1@example.com',
      password: 'Passw0rd-1',
    }),
    rest('users-me', 'users', 'GET', '/api/users/me', 'user'),
    rest('users-me-populate', 'users', 'GET', '/api/users/me?populate=*', 'user'),
    rest('users-me-populate-avatar', 'users', 'GET', '/api/users/me?populate[0]=avatar&populate[1]=favourite', 'user'),
    rest('users-find', 'users', 'GET', '/api/users', 'public'),
    rest('users-find-populate', 'users', 'GET', '/api/users?populate=*', 'full'),
    rest('users-find-filter-extension', 'users', 'GET', '/api/users?filters[age][$gte]=18', 'public'),
    rest('users-find-filter-nickname', 'users', 'GET', '/api/users?filters[nickname][$notNull]=true', 'public'),
    rest('users-findone', 'users', 'GET', '/api/users/1?populate[favourite][fields][0]=name', 'public'),
    rest('users-count', 'users', 'GET', '/api/users/count', 'public'),
    rest('users-find-password-filter', 'users', 'GET', '/api/users?filters[password][$notNull]=true', 'public'),
    rest(
      `users-${p.partner.singularName}-favourite-of`,
      'users',
      'GET',
      '/api/users?filters[favourite][id][$eq]=1',
      'full',
    ),
  ];
}

/** The upload plugin's file routes with each file's `related` (the entries and components holding it). */
function fileReads(): PlannedCase[] {
  return [
    rest('files-related', 'files', 'GET', '/api/upload/files?populate=related', 'full'),
    rest('files-related-star', 'files', 'GET', '/api/upload/files?populate[related][populate]=*', 'full'),
    rest(
      'files-related-window',
      'files',
      'GET',
      '/api/upload/files?populate[related][start]=1&populate[related][limit]=1',
      'full',
    ),
    rest('files-findone-star', 'files', 'GET', '/api/upload/files/1?populate=*', 'full'),
  ];
}

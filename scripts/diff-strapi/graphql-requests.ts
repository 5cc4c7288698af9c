// GraphQL queries and mutations over the same world: lists with filters, sort and both pagination
// modes, relations, components and dynamic zones, publicationState and locale, the user extension,
// mutations (enumerations, scalars, localizations) and bad input the schema or Strapi refuses.
import { graphql, type PlannedCase } from './planned-case.ts';
import type { Attribute, ContentType, Project } from './project.ts';
import { pascal, type World } from './seed-data.ts';

/** The GraphQL name Strapi gives an enumeration value: runs of other characters become `_`, none at the ends. */
export function enumName(value: string): string {
  return value.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
}

export function graphqlRequests(p: Project, world: World): PlannedCase[] {
  const out: PlannedCase[] = [];
  const m = p.main;
  const M = pascal(m.singularName);
  const list = m.pluralName.replace(/-./g, (s) => s[1].toUpperCase());
  const q = (
    id: string,
    group: string,
    text: string,
    caller: Parameters<typeof graphql>[3] = 'public',
    variables?: Record<string, unknown>,
  ) => out.push(graphql(`graphql-${id}`, group, text, caller, variables));
  const scalars = scalarSelection(m);
  const meta = 'meta { pagination { page pageSize pageCount total } }';
  const partner = p.partner.singularName;
  const partners = p.partner.pluralName;
  const comp = (uid: string) => `Component${uid.split('.').map(pascal).join('')}`;
  const leafFields = `id label amount picture { data { id attributes { name } } } ${partner} { data { id attributes { name } } }`;

  q('list', 'graphql-query', `{ ${list}(sort: "id:asc") { data { id attributes { ${scalars} } } ${meta} } }`);
  q(
    'list-page',
    'graphql-query',
    `{ ${list}(pagination: { page: 2, pageSize: 2 }, sort: "id:asc") { data { id } ${meta} } }`,
  );
  q(
    'list-offset',
    'graphql-query',
    `{ ${list}(pagination: { start: 1, limit: 2 }, sort: "id:desc") { data { id } ${meta} } }`,
  );
  q('list-limit-all', 'graphql-query', `{ ${list}(pagination: { limit: -1 }) { data { id } ${meta} } }`);
  q('list-page-size-large', 'graphql-query', `{ ${list}(pagination: { pageSize: 200 }) { data { id } ${meta} } }`);
  q('list-mixed-pagination', 'graphql-bad', `{ ${list}(pagination: { page: 1, limit: 2 }) { data { id } } }`);
  q(
    'list-sort-multi',
    'graphql-query',
    `{ ${list}(sort: ["quantity:desc", "id:asc"]) { data { id attributes { quantity } } } }`,
  );
  for (const [field, filter] of filterCases(m, world)) {
    q(
      `filter-${field}`,
      'graphql-filters',
      `{ ${list}(filters: ${filter}, sort: "id:asc") { data { id attributes { title } } } }`,
      'full',
    );
  }
  q(
    'filter-or',
    'graphql-filters',
    `{ ${list}(filters: { or: [{ id: { eq: 1 } }, { quantity: { gt: 50 } }] }) { data { id } } }`,
  );
  q('filter-not', 'graphql-filters', `{ ${list}(filters: { not: { id: { lt: 3 } } }) { data { id } } }`);
  q('filter-relation', 'graphql-filters', `{ ${list}(filters: { ${partner}: { id: { eq: 1 } } }) { data { id } } }`);
  q(
    'filter-relation-many',
    'graphql-filters',
    `{ ${list}(filters: { ${partners}: { name: { containsi: "a" } } }) { data { id } } }`,
  );
  q(
    'filter-component',
    'graphql-filters',
    `{ ${list}(filters: { detail: { heading: { notNull: true } } }) { data { id } } }`,
  );
  q(
    'relations',
    'graphql-relations',
    `{ ${list}(sort: "id:asc") { data { id attributes {
    ${partner} { data { id attributes { name parent { data { id } } children { data { id } } } } }
    ${partners}(sort: "id:desc", pagination: { limit: 2 }) { data { id attributes { name } } }
    buddy { data { id attributes { label } } } pin { data { id } } pins { data { id } }
    cover { data { id attributes { name mime width } } } gallery { data { id attributes { name } } } } } } }`,
  );
  q(
    'components',
    'graphql-components',
    `{ ${list}(sort: "id:asc") { data { id attributes {
    detail { id heading tone lead { ${leafFields} } entries { ${leafFields} } }
    specs { ${leafFields} } sections { id heading entries { id label } } } } } }`,
  );
  q(
    'dynamic-zone',
    'graphql-components',
    `{ ${list}(sort: "id:asc") { data { id attributes { body { __typename
    ... on ${comp('blocks.text-block')} { id body align }
    ... on ${comp('blocks.media-block')} { id files { data { id } } ${p.extra.pluralName} { data { id attributes { label } } } }
    ... on ${comp('blocks.card-block')} { id title card { id label } }
    ... on Error { code message } } } } } }`,
  );
  q(
    'single-entry',
    'graphql-query',
    `{ ${m.singularName}(id: 1) { data { id attributes { title ${partner} { data { id } } } } } }`,
  );
  q('single-entry-missing', 'graphql-query', `{ ${m.singularName}(id: 9999) { data { id } } }`);
  q(
    'partner-self',
    'graphql-relations',
    `{ ${partners}(sort: "id:asc") { data { id attributes { name items { data { id } } groups { data { id } } parent { data { id } } } } } }`,
  );
  if (m.draftAndPublish) {
    q(
      'preview',
      'graphql-publication',
      `{ ${list}(publicationState: PREVIEW, sort: "id:asc") { data { id attributes { publishedAt } } } }`,
      'full',
    );
    q('relation-live', 'graphql-publication', `{ ${partners} { data { id attributes { items { data { id } } } } } }`);
  }
  if (m.localized) {
    q(
      'locale',
      'graphql-i18n',
      `{ ${list}(locale: "${p.locales[0]}") { data { id attributes { title locale localizations { data { id attributes { locale } } } } } } }`,
    );
    q('locale-all', 'graphql-i18n', `{ ${list}(locale: "all", sort: "id:asc") { data { id attributes { locale } } } }`);
    q(
      'create-localization',
      'graphql-i18n',
      `mutation { create${M}Localization(id: 1, locale: "${p.locales[p.locales.length - 1]}", data: { title: "gql localization" }) { data { id attributes { title locale } } } }`,
      'full',
    );
  }
  const single = p.single.singularName.replace(/-./g, (s) => s[1].toUpperCase());
  q(
    'single-type',
    'graphql-query',
    `{ ${single} { data { id attributes { headline hero { data { id } } meta { id label } featured { data { id } } } } } }`,
  );
  q(
    'users',
    'graphql-users',
    `{ usersPermissionsUsers(sort: "id:asc") { data { id attributes { username email nickname age avatar { data { id } } favourite { data { id attributes { name } } } } } } }`,
  );
  q('me', 'graphql-users', `{ me { id username email } }`, 'user');
  q('enum-type', 'graphql-schema', `{ __type(name: "ENUM_${M.toUpperCase()}_STATE") { name enumValues { name } } }`);
  q('filters-input', 'graphql-schema', `{ __type(name: "${M}FiltersInput") { inputFields { name type { name } } } }`);
  q(
    'single-filters-input',
    'graphql-schema',
    `{ __type(name: "${pascal(p.single.singularName)}FiltersInput") { name } }`,
  );
  q(
    'user-type',
    'graphql-schema',
    `{ __type(name: "UsersPermissionsUser") { fields { name type { name kind ofType { name } } } } }`,
  );
  q(
    'media-input',
    'graphql-schema',
    `{ __type(name: "${M}Input") { inputFields { name type { name kind ofType { name } } } } }`,
  );
  q('unknown-field', 'graphql-bad', `{ ${list} { data { id attributes { nope } } } }`);
  q('parse-error', 'graphql-bad', `{ ${list} { data { id `);
  q(
    'bad-enum-literal',
    'graphql-bad',
    `mutation { update${M}(id: 1, data: { state: not_a_value }) { data { id } } }`,
    'full',
  );
  q('bad-time', 'graphql-bad', `mutation { update${M}(id: 1, data: { opens: "25:99" }) { data { id } } }`, 'full');
  q('bad-long', 'graphql-bad', `mutation { update${M}(id: 1, data: { stock: "many" }) { data { id } } }`, 'full');
  q(
    'bad-datetime',
    'graphql-bad',
    `mutation { update${M}(id: 1, data: { startsAt: "yesterday" }) { data { id } } }`,
    'full',
  );
  q('bad-date', 'graphql-bad', `mutation { update${M}(id: 1, data: { day: "2024-13-45" }) { data { id } } }`, 'full');
  q(
    'deep',
    'graphql-bad',
    `{ ${partners} { data { attributes { children { data { attributes { children { data { attributes { children { data { attributes { children { data { attributes { name } } } } } } } } } } } } } } }`,
  );
  q('forbidden-mutation', 'graphql-bad', `mutation { delete${M}(id: 1) { data { id } } }`, 'public');
  const enumValues = m.attributes.state.enum as string[];
  enumValues.forEach((value, i) => {
    q(
      `update-enum-${i}`,
      'graphql-mutation',
      `mutation { update${M}(id: 2, data: { state: ${enumName(value)} }) { data { id attributes { state } } } }`,
      'full',
    );
  });
  q(
    'update-scalars',
    'graphql-mutation',
    `mutation Update($data: ${M}Input!) { update${M}(id: 2, data: $data) { data { id attributes { opens stock price startsAt day ratio active } } } }`,
    'full',
    {
      data: {
        opens: '08:30:00.000',
        stock: '123456789',
        price: 4.5,
        startsAt: '2021-01-02T03:04:05.000Z',
        day: '2020-02-29',
        ratio: 1.25,
        active: true,
      },
    },
  );
  q(
    'update-missing',
    'graphql-mutation',
    `mutation { update${M}(id: 9999, data: { title: "x" }) { data { id } } }`,
    'full',
  );
  q(
    'create',
    'graphql-mutation',
    `mutation { create${M}(data: { title: "from graphql", quantity: 3, ${partner}: 1, ${partners}: [1, 2] }) { data { id attributes { title quantity ${partner} { data { id } } ${partners} { data { id } } } } } }`,
    'full',
  );
  q(
    'create-component',
    'graphql-mutation',
    `mutation { create${M}(data: { title: "with parts", specs: [{ label: "a", amount: 1 }], body: [{ __typename: "${comp('blocks.text-block')}", body: "hi" }] }) { data { id attributes { specs { id label } } } } }`,
    'full',
  );
  q('create-invalid', 'graphql-mutation', `mutation { create${M}(data: { quantity: 3 }) { data { id } } }`, 'full');
  // The REST writes that follow use the first three entries; delete a later one.
  const doomed = world.entries.filter((e) => e.uid === m.uid && (e.locale ?? 'en') === 'en')[4].id;
  q(
    'delete',
    'graphql-mutation',
    `mutation { delete${M}(id: ${doomed}) { data { id attributes { title } } } }`,
    'full',
  );
  q('delete-again', 'graphql-mutation', `mutation { delete${M}(id: ${doomed}) { data { id } } }`, 'full');
  q(
    'update-extra',
    'graphql-mutation',
    `mutation { update${pascal(p.extra.singularName)}(id: 1, data: { label: "relabelled", level: ${enumName((p.extra.attributes.level.enum as string[])[0])} }) { data { id attributes { label level } } } }`,
    'full',
  );
  return out;
}

function scalarSelection(t: ContentType): string {
  return Object.entries(t.attributes)
    .filter(([, a]) => !['media', 'relation', 'component', 'dynamiczone', 'password'].includes(a.type) && !a.private)
    .map(([f]) => f)
    .join(' ');
}

function filterCases(t: ContentType, world: World): Array<[string, string]> {
  const first = world.entries.find((e) => e.uid === t.uid)!;
  const out: Array<[string, string]> = [];
  const lit = (a: Attribute, v: unknown) =>
    a.type === 'json' ? JSON.stringify(JSON.stringify(v)) : JSON.stringify(a.type === 'biginteger' ? String(v) : v);
  for (const [field, attr] of Object.entries(t.attributes)) {
    if (['media', 'relation', 'component', 'dynamiczone', 'password', 'json'].includes(attr.type) || attr.private)
      continue;
    const v = first.values[field];
    if (v === undefined || v === null) {
      out.push([`${field}-null`, `{ ${field}: { null: true } }`]);
      continue;
    }
    out.push([`${field}-eq`, `{ ${field}: { eq: ${lit(attr, v)} } }`]);
    if (['integer', 'float', 'decimal', 'date', 'datetime', 'biginteger'].includes(attr.type))
      out.push([`${field}-gte`, `{ ${field}: { gte: ${lit(attr, v)} } }`]);
    if (['string', 'text', 'email'].includes(attr.type))
      out.push([
        `${field}-containsi`,
        `{ ${field}: { containsi: ${JSON.stringify(String(v).slice(0, 3).toUpperCase())} } }`,
      ]);
  }
  return out;
}

// REST writes after the reads: updates of scalars, components and dynamic zones, relation
// connect/disconnect/set, deletes, single-type round trips, and bad input of each kind, by callers
// allowed and not allowed to write.
import { Prng } from '../../shared/prng.ts';
import { rest, type PlannedCase } from './planned-case.ts';
import type { Project } from './project.ts';
import { entryValues, type World } from './seed-data.ts';
import type { Referable } from './values.ts';

export function restWrites(p: Project, world: World, seed: number): PlannedCase[] {
  const rnd = new Prng(seed * 131 + 3);
  const out: PlannedCase[] = [];
  const m = p.main;
  const base = `/api/${m.pluralName}`;
  const refs: Referable = {
    images: world.images,
    files: world.files,
    idsOf: (target) =>
      world.entries
        .filter((e) => e.uid === target && (e.locale ?? 'en') === 'en')
        .map((e) => e.id)
        .slice(0, 4),
  };
  const w = (
    id: string,
    group: string,
    method: string,
    path: string,
    caller: Parameters<typeof rest>[4],
    body?: unknown,
  ) => out.push(rest(id, group, method, path, caller, body));
  const ids = world.entries.filter((e) => e.uid === m.uid && (e.locale ?? 'en') === 'en').map((e) => e.id);
  const [a, b, c] = ids;
  const many = p.partner.pluralName;

  w('update-scalars', 'update', 'PUT', `${base}/${a}`, 'user', {
    data: {
      title: `updated ${rnd.word()}`,
      quantity: 7,
      ratio: 2.5,
      active: false,
      state: (m.attributes.state.enum as string[])[1],
    },
  });
  w('update-component-replace', 'update', 'PUT', `${base}/${a}?populate[detail][populate]=*`, 'full', {
    data: { detail: entryValues(rnd, p, { attributes: componentAttrs(p, 'detail') }, 3, refs) },
  });
  w('update-repeatable-nested', 'update', 'PUT', `${base}/${b}?populate[sections][populate]=*`, 'full', {
    data: { sections: [entryValues(rnd, p, { attributes: componentAttrs(p, 'sections') }, 4, refs)] },
  });
  w('update-component-null', 'update', 'PUT', `${base}/${c}?populate=detail`, 'full', { data: { detail: null } });
  w('update-dynamic-zone', 'update', 'PUT', `${base}/${b}?populate[body][populate]=*`, 'full', {
    data: {
      body: [
        { __component: 'blocks.text-block', body: 'replaced' },
        { __component: 'blocks.card-block', title: 'card' },
      ],
    },
  });
  w('update-dynamic-zone-unknown-component', 'update-bad', 'PUT', `${base}/${b}?populate=body`, 'full', {
    data: { body: [{ __component: 'blocks.nope', x: 1 }] },
  });
  w('relation-connect', 'relations', 'PUT', `${base}/${a}?populate[${many}][fields][0]=name`, 'full', {
    data: { [many]: { connect: [2, 3] } },
  });
  w('relation-connect-position', 'relations', 'PUT', `${base}/${a}?populate[${many}][fields][0]=name`, 'full', {
    data: { [many]: { connect: [{ id: 4, position: { start: true } }] } },
  });
  w('relation-disconnect', 'relations', 'PUT', `${base}/${a}?populate[${many}][fields][0]=name`, 'full', {
    data: { [many]: { disconnect: [3] } },
  });
  w('relation-set', 'relations', 'PUT', `${base}/${a}?populate[${many}][fields][0]=name`, 'full', {
    data: { [many]: { set: [1] } },
  });
  w('relation-plain-array', 'relations', 'PUT', `${base}/${a}?populate[${many}][fields][0]=name`, 'full', {
    data: { [many]: [2, 5] },
  });
  w('relation-position-missing', 'relations-bad', 'PUT', `${base}/${a}`, 'full', {
    data: { [many]: { connect: [{ id: 1, position: { before: 6 } }] } },
  });
  w('relation-missing-id', 'relations-bad', 'PUT', `${base}/${a}`, 'full', {
    data: { [p.partner.singularName]: 9999 },
  });
  w('relation-one-to-one-steal', 'relations', 'PUT', `${base}/${b}?populate=buddy`, 'full', { data: { buddy: 1 } });
  w('relation-inverse-read', 'relations', 'GET', `/api/${p.extra.pluralName}/1?populate=owner`, 'full');
  w(
    'relation-self-children',
    'relations',
    'GET',
    `/api/${p.partner.pluralName}?populate[children][fields][0]=name&populate[parent][fields][0]=name&sort=id`,
    'public',
  );
  w('media-missing-id', 'update-bad', 'PUT', `${base}/${a}`, 'full', { data: { cover: 9999 } });
  w(
    'media-set',
    'update',
    'PUT',
    `${base}/${a}?populate[gallery][fields][0]=name&populate[cover][fields][0]=name`,
    'full',
    { data: { cover: world.images[2], gallery: [world.images[0], world.files[0]] } },
  );

  const valid = (n: number) => entryValues(rnd, p, m, n, refs);
  const bad = (id: string, patch: Record<string, unknown>) =>
    w(`create-bad-${id}`, 'create-bad', 'POST', base, 'full', { data: { ...valid(70), ...patch } });
  bad('missing-required', { title: undefined });
  bad('title-null', { title: null });
  bad('title-number', { title: 12 });
  bad('quantity-above-max', { quantity: 100000 });
  bad('quantity-below-min', { quantity: -1 });
  bad('quantity-not-integer', { quantity: 1.5 });
  bad('quantity-string', { quantity: 'abc' });
  bad('bigint-decimal', { stock: '12.5' });
  bad('bigint-word', { stock: 'many' });
  bad('float-string', { ratio: 'x' });
  bad('decimal-string-number', { price: '12.5' });
  bad('boolean-word', { active: 'maybe' });
  bad('boolean-string-true', { active: 'true' });
  bad('date-invalid', { day: 'notadate' });
  bad('date-datetime', { day: '2024-02-03T04:05:06Z' });
  bad('time-invalid', { opens: '25:99' });
  bad('time-short', { opens: '10:30' });
  bad('datetime-invalid', { startsAt: 'yesterday' });
  bad('datetime-date-only', { startsAt: '2024-05-06' });
  bad('enum-invalid', { state: 'nope' });
  bad('email-invalid', { contact: 'not-an-email' });
  bad('regex-mismatch', { code: 'lowercase' });
  bad('json-string', { extra: 'just text' });
  bad('uid-invalid', { slug: 'has space!' });
  bad('unknown-field', { nope: 1 });
  bad('id-in-body', { id: 999 });
  if (m.attributes.title.maxLength) bad('title-too-long', { title: 'x'.repeat(200) });
  if (m.attributes.summary.maxLength) bad('summary-too-long', { summary: 'y'.repeat(300) });
  bad('component-not-object', { detail: 'text' });
  bad('repeatable-not-array', { specs: { label: 'x' } });
  w('create-bad-missing-data', 'create-bad', 'POST', base, 'full', { title: 'no wrapper' });
  w('create-bad-data-array', 'create-bad', 'POST', base, 'full', { data: [1] });
  w('create-bad-json', 'create-bad', 'POST', base, 'full', '{"data": {"title": "x",}}');
  w('create-bad-locale', 'create-bad', 'POST', base, 'full', { data: { ...valid(71), locale: 'zz' } });
  w('create-read-only-token', 'auth', 'POST', base, 'read', { data: valid(72) });
  w('create-public', 'auth', 'POST', base, 'public', { data: valid(73) });
  w('create-user', 'create', 'POST', `${base}?populate=*`, 'user', { data: valid(74) });
  w(
    'create-full',
    'create',
    'POST',
    `${base}?populate[detail][populate]=*&populate[sections][populate]=*&populate[body][populate]=*`,
    'full',
    { data: valid(75) },
  );
  w('delete-public', 'auth', 'DELETE', `${base}/${c}`, 'public');
  w('delete-extra', 'delete', 'DELETE', `/api/${p.extra.pluralName}/3`, 'full');
  w('delete-extra-again', 'delete', 'DELETE', `/api/${p.extra.pluralName}/3`, 'full');
  w('delete-main', 'delete', 'DELETE', `${base}/${c}?populate=*`, 'full');
  w('find-after-delete', 'delete', 'GET', `${base}?fields[0]=title&sort=id`, 'full');
  w('method-not-allowed', 'routes', 'PATCH', `${base}/${a}`, 'full', { data: {} });
  w('unknown-route', 'routes', 'GET', '/api/nothing-here', 'public');
  w('partner-unique', 'create-bad', 'POST', `/api/${p.partner.pluralName}`, 'full', {
    data: { name: world.entries.find((e) => e.uid === p.partner.uid)!.values.name as string },
  });
  w('partner-self-parent', 'relations', 'POST', `/api/${p.partner.pluralName}?populate=parent`, 'full', {
    data: { name: `child ${rnd.word()}`, parent: 1 },
  });
  if (m.localized) {
    w('localize-used-locale', 'i18n', 'POST', `${base}/${a}/localizations`, 'full', {
      title: 'dup',
      locale: p.locales[0],
    });
    w('localize-bad-locale', 'i18n', 'POST', `${base}/${a}/localizations`, 'full', { title: 'bad', locale: 'zz' });
    w('localize-last', 'i18n', 'POST', `${base}/${b}/localizations`, 'full', {
      ...valid(76),
      locale: p.locales[p.locales.length - 1],
    });
    w(
      'localized-find-after',
      'i18n',
      'GET',
      `${base}?locale=all&fields[0]=title&populate[localizations][fields][0]=locale&sort=id`,
      'full',
    );
  }
  const single = `/api/${p.single.singularName}`;
  w('single-update', 'single', 'PUT', `${single}?populate=*`, 'full', {
    data: { headline: `new ${rnd.word()}`, meta: { label: 'meta', amount: 2 } },
  });
  if (p.single.localized)
    w('single-put-locale', 'single', 'PUT', `${single}?locale=${p.locales[0]}`, 'full', {
      data: { headline: 'localized' },
    });
  w('single-delete', 'single', 'DELETE', single, 'full');
  w('single-after-delete', 'single', 'GET', single, 'public');
  w('single-recreate', 'single', 'PUT', single, 'full', { data: { headline: 'again' } });
  w('single-post', 'single', 'POST', single, 'full', { data: {} });
  return out;
}

function componentAttrs(p: Project, field: string) {
  return p.components.find((c) => c.uid === p.main.attributes[field].component)!.attributes;
}

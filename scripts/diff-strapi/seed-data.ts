// The seeding requests of a generated project, and the world they make: every entry with its id
// (predicted: ids are handed out in request order from an empty database), locale, draft state
// and values, which the request generator then filters, sorts and populates.
import { Prng } from '../../shared/prng.ts';
import { componentOf, type Attribute, type ContentType, type Project } from './project.ts';
import { graphql, rest, type PlannedCase } from './planned-case.ts';
import { solidPng } from './png.ts';
import { isScalar, referenceValue, scalarValue, type Referable } from './values.ts';

export interface Entry {
  uid: string;
  id: number;
  locale: string | null;
  draft: boolean;
  values: Record<string, unknown>;
}

export interface World {
  entries: Entry[];
  images: number[];
  files: number[];
  users: Array<{ id: number; username: string; email: string; password: string }>;
  defaultLocale: string;
}

export function seedData(p: Project, seed: number): { cases: PlannedCase[]; world: World } {
  const rnd = new Prng(seed * 7919 + 1);
  const cases: PlannedCase[] = [];
  const world: World = { entries: [], images: [], files: [], users: [], defaultLocale: 'en' };
  const nextId = new Map<string, number>();
  const take = (uid: string) => {
    const id = (nextId.get(uid) ?? 0) + 1;
    nextId.set(uid, id);
    return id;
  };
  const refs: Referable = {
    get images() {
      return world.images;
    },
    get files() {
      return world.files;
    },
    idsOf: (target) =>
      target === 'plugin::users-permissions.user'
        ? world.users.map((u) => u.id)
        : world.entries.filter((e) => e.uid === target && (e.locale ?? 'en') === 'en').map((e) => e.id),
  };

  const colours: Array<[number, number, number]> = [
    [200, 30, 30],
    [30, 160, 60],
    [40, 60, 200],
  ];
  colours.forEach((c, i) => {
    const png = solidPng(4 + i * 3, 3 + i, c);
    const name = ['red', 'green', 'blue'][i];
    cases.push(
      rest(`seed-upload-${name}`, 'seed', 'POST', '/api/upload', 'full', {
        multipart: {
          files: [
            {
              field: 'files',
              filename: `${name}.png`,
              contentType: 'image/png',
              size: png.length,
              base64: png.toString('base64'),
            },
          ],
          fields: {},
        },
      }),
    );
    world.images.push(take('upload'));
  });
  const text = Buffer.from(`notes for seed ${seed}\n`);
  cases.push(
    rest('seed-upload-notes', 'seed', 'POST', '/api/upload', 'full', {
      multipart: {
        files: [
          {
            field: 'files',
            filename: 'notes.txt',
            contentType: 'text/plain',
            size: text.length,
            base64: text.toString('base64'),
          },
        ],
        fields: {},
      },
    }),
  );
  world.files.push(take('upload'));

  for (const n of [1, 2]) {
    const user = {
      id: take('user'),
      username: `user${n}_${rnd.word()}`,
      email: `user${n}@example.com`,
      password: `Passw0rd-${n}`,
    };
    world.users.push(user);
    cases.push(
      rest(`seed-register-${n}`, 'seed', 'POST', '/api/auth/local/register', 'public', {
        username: user.username,
        email: user.email,
        password: user.password,
      }),
    );
  }

  const create = (type: ContentType, count: number, draftEvery: number) => {
    for (let n = 1; n <= count; n++) {
      const values = entryValues(rnd, p, type, n, refs);
      const draft = type.draftAndPublish && n % draftEvery === 0;
      const body = { data: draft ? { ...values, publishedAt: null } : values };
      cases.push(
        rest(`seed-create-${type.singularName}-${n}`, 'seed', 'POST', `/api/${type.pluralName}`, 'full', body),
      );
      world.entries.push({ uid: type.uid, id: take(type.uid), locale: type.localized ? 'en' : null, draft, values });
    }
  };
  create(p.partner, 6, 4);
  for (const e of world.entries.filter((x) => x.uid === p.partner.uid && x.id > 2)) {
    cases.push(
      rest(
        `seed-link-${p.partner.singularName}-${e.id}-parent`,
        'seed',
        'PUT',
        `/api/${p.partner.pluralName}/${e.id}`,
        'full',
        { data: { parent: e.id - rnd.int(1, 2) } },
      ),
    );
  }
  create(p.extra, 6, 3);
  create(p.main, 8, 3);
  for (const type of [p.main, p.extra].filter((t) => t.localized)) localize(type);
  const single = entryValues(rnd, p, p.single, 1, refs);
  cases.push(
    rest(`seed-put-${p.single.singularName}`, 'seed', 'PUT', `/api/${p.single.singularName}`, 'full', { data: single }),
  );
  world.entries.push({
    uid: p.single.uid,
    id: take(p.single.uid),
    locale: p.single.localized ? 'en' : null,
    draft: false,
    values: single,
  });

  for (const n of [7, 8]) {
    const label = `graphql ${rnd.word()} ${n}`;
    cases.push(
      graphql(
        `seed-graphql-create-${p.extra.singularName}-${n}`,
        'seed',
        `mutation Create($label: String!) { create${pascal(p.extra.singularName)}(data: { label: $label }) { data { id attributes { label } } } }`,
        'full',
        { label },
      ),
    );
    world.entries.push({
      uid: p.extra.uid,
      id: take(p.extra.uid),
      locale: p.extra.localized ? 'en' : null,
      draft: false,
      values: { label },
    });
  }
  const [u1] = world.users;
  cases.push(
    rest('seed-user-extension', 'seed', 'PUT', `/api/users/${u1.id}`, 'full', {
      nickname: `nick ${rnd.word()}`,
      age: rnd.int(20, 60),
      avatar: world.images[0],
      favourite: refs.idsOf(p.partner.uid)[0],
    }),
  );
  return { cases, world };

  function localize(type: ContentType) {
    const sources = world.entries.filter((e) => e.uid === type.uid && e.locale === 'en').slice(0, 2);
    for (const src of sources) {
      const locale = p.locales[0];
      const values = entryValues(rnd, p, type, src.id + 50, refs);
      cases.push(
        rest(
          `seed-localize-${type.singularName}-${src.id}-${locale}`,
          'seed',
          'POST',
          `/api/${type.pluralName}/${src.id}/localizations`,
          'full',
          { ...values, locale },
        ),
      );
      world.entries.push({ uid: type.uid, id: take(type.uid), locale, draft: type.draftAndPublish, values });
    }
    const locale = p.locales[p.locales.length - 1];
    const values = entryValues(rnd, p, type, 90, refs);
    cases.push(
      rest(`seed-create-${type.singularName}-in-${locale}`, 'seed', 'POST', `/api/${type.pluralName}`, 'full', {
        data: { ...values, locale },
      }),
    );
    world.entries.push({ uid: type.uid, id: take(type.uid), locale, draft: false, values });
  }
}

export function entryValues(
  rnd: Prng,
  p: Project,
  type: { attributes: Record<string, Attribute> },
  n: number,
  refs: Referable,
  depth = 0,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, attr] of Object.entries(type.attributes)) {
    if (attr.mappedBy) continue;
    if (!attr.required && rnd.chance(0.15)) continue;
    let value: unknown;
    if (isScalar(attr)) value = scalarValue(rnd, attr, n);
    else if (attr.type === 'media' || attr.type === 'relation') value = referenceValue(rnd, attr, refs);
    else if (attr.type === 'component') {
      const c = componentOf(p, attr.component as string);
      value = attr.repeatable
        ? Array.from({ length: rnd.int(1, 3) }, (_, i) => entryValues(rnd, p, c, n * 10 + i, refs, depth + 1))
        : entryValues(rnd, p, c, n, refs, depth + 1);
    } else if (attr.type === 'dynamiczone') {
      value = Array.from({ length: rnd.int(1, 3) }, (_, i) => {
        const uid = rnd.pick(attr.components as string[]);
        return { __component: uid, ...entryValues(rnd, p, componentOf(p, uid), n * 10 + i, refs, depth + 1) };
      });
    }
    if (value !== undefined) out[name] = value;
  }
  return out;
}

export function pascal(name: string): string {
  return name
    .split(/[-_]/)
    .map((s) => s[0].toUpperCase() + s.slice(1))
    .join('');
}

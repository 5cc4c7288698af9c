// REST reads of every populate form over the seeded world: `*`, arrays, comma lists, unknown
// names, and per relation, media, component and dynamic zone its count, fields, filters, sort,
// limit, nested and `on` forms, with the publication state where the target has drafts.
import type { Prng } from '../../shared/prng.ts';
import { query, rest, type Caller, type PlannedCase, type QueryPairs as Pairs } from './planned-case.ts';
import { componentOf, type ContentType, type Project } from './project.ts';
import type { World } from './seed-data.ts';

export function populates(rnd: Prng, p: Project, type: ContentType, base: string, world: World): PlannedCase[] {
  const name = type.singularName;
  const out: PlannedCase[] = [];
  const add = (id: string, pairs: Pairs, caller: Caller = 'public') =>
    out.push(rest(`populate-${name}-${id}`, 'populate', 'GET', base + query(pairs), caller));
  const attrs = Object.entries(type.attributes);
  add('star', [['populate', '*']]);
  add('star-full', [['populate', '*']], 'full');
  add(
    'array',
    attrs
      .filter(([, a]) => ['relation', 'media', 'component'].includes(a.type))
      .slice(0, 3)
      .map(([f], i) => [`populate[${i}]`, f]),
  );
  add('comma', [
    [
      'populate',
      attrs
        .filter(([, a]) => a.type === 'relation')
        .slice(0, 2)
        .map(([f]) => f)
        .join(','),
    ],
  ]);
  add('unknown', [['populate', 'nope']]);
  add('mixed', [
    ['populate[0]', 'nope'],
    ['populate[x][populate]', '*'],
    ['populate', 'y'],
  ]);
  for (const [field, attr] of attrs) {
    if (attr.type === 'relation') {
      const target = [p.main, p.partner, p.extra].find((t) => t.uid === attr.target);
      const targetText = target
        ? Object.entries(target.attributes).find(([, a]) => a.type === 'string')?.[0]
        : 'username';
      add(`${field}-true`, [[`populate[${field}]`, true]]);
      add(`${field}-count`, [[`populate[${field}][count]`, true]]);
      add(`${field}-fields`, [[`populate[${field}][fields][0]`, targetText ?? 'id']]);
      add(`${field}-filters`, [
        [`populate[${field}][filters][id][$gt]`, 1],
        [`populate[${field}][fields][0]`, targetText ?? 'id'],
      ]);
      add(`${field}-sort`, [
        [`populate[${field}][sort]`, 'id:desc'],
        [`populate[${field}][fields][0]`, targetText ?? 'id'],
      ]);
      add(`${field}-limit`, [[`populate[${field}][limit]`, 1]]);
      add(`${field}-nested-star`, [[`populate[${field}][populate]`, '*']]);
      if (target?.draftAndPublish)
        add(
          `${field}-publication`,
          [
            [`populate[${field}][publicationState]`, 'preview'],
            ['publicationState', 'preview'],
          ],
          'full',
        );
    } else if (attr.type === 'media') {
      add(`${field}`, [[`populate[${field}]`, true]]);
      add(`${field}-fields`, [
        [`populate[${field}][fields][0]`, 'name'],
        [`populate[${field}][fields][1]`, 'mime'],
      ]);
      // The file's `related`: every entry and component holding it, drafts by the caller's state.
      add(`${field}-related`, [[`populate[${field}][populate]`, 'related']]);
      add(`${field}-related-star`, [[`populate[${field}][populate][related][populate]`, '*']], 'full');
      add(
        `${field}-related-on`,
        [
          [`populate[${field}][populate][related][on][${type.uid}][fields][0]`, 'id'],
          ...(type.draftAndPublish ? ([['publicationState', 'preview']] as Pairs) : []),
        ],
        'full',
      );
    } else if (attr.type === 'component') {
      const c = componentOf(p, attr.component as string);
      add(`${field}`, [[`populate[${field}]`, true]]);
      add(`${field}-star`, [[`populate[${field}][populate]`, '*']]);
      const nested = Object.entries(c.attributes).filter(
        ([, a]) => a.type !== 'string' && !['integer', 'enumeration'].includes(a.type),
      );
      if (nested.length)
        add(
          `${field}-deep`,
          nested.map(([f], i) => [`populate[${field}][populate][${i}]`, f]),
        );
      const inner = Object.entries(c.attributes).find(([, a]) => a.type === 'component');
      if (inner) add(`${field}-two-deep`, [[`populate[${field}][populate][${inner[0]}][populate]`, '*']]);
    } else if (attr.type === 'dynamiczone') {
      add(`${field}`, [[`populate[${field}]`, true]]);
      add(`${field}-star`, [[`populate[${field}][populate]`, '*']]);
      const on: Pairs = (attr.components as string[]).map((uid) => [`populate[${field}][on][${uid}][populate]`, '*']);
      add(`${field}-on`, on);
      add(`${field}-on-unknown`, [[`populate[${field}][on][blocks.nope]`, true]]);
    }
  }
  const firstRelation = attrs.find(([, a]) => a.type === 'relation' && !a.mappedBy)?.[0];
  if (firstRelation) {
    const id = world.entries.find((e) => e.uid === type.uid)?.id ?? 1;
    out.push(
      rest(
        `populate-${name}-findone-${firstRelation}-count`,
        'populate',
        'GET',
        `${base}/${id}${query([[`populate[${firstRelation}][count]`, true]])}`,
        rnd.pick(['public', 'full']),
      ),
    );
  }
  return out;
}

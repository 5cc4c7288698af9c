// Component rows get the ids real Strapi 4.26.2 gave them (recorded side by side on this fixture):
// repeatable components holding components, a zone holding nested repeatables, create, update by
// id, items added, dropped and left empty. The ids follow the order Strapi's concurrent creates
// reach SQLite (component-order.ts), not the order the items were sent.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../../test/helpers/test-app.ts';

const FIXTURE = join(import.meta.dirname, '__fixtures__', 'nested-components');
const POPULATE = 'populate[items][populate]=*&populate[leaves]=*&populate[one][populate]=*&populate[zone][populate]=*';

// method, path, data, and Strapi's ids as `label=id` (every populated item with a label), sorted.
const STEPS: Array<[string, string, Record<string, unknown>, string | null]> = [
  ['POST', '/api/others', { name: 'o1' }, null],
  ['POST', '/api/others', { name: 'o2' }, null],
  [
    'POST',
    '/api/things',
    {
      title: 'E1',
      items: [{ label: 'a', leaf: { label: 'a.l' } }, { label: 'b' }, { label: 'c', leaf: { label: 'c.l' } }],
      leaves: [{ label: 'L1' }, { label: 'L2' }],
      one: { label: 'o', leaf: { label: 'o.l' } },
    },
    'a=2 a.l=1 b=1 c=3 c.l=2 L1=3 L2=4 o=4 o.l=5',
  ],
  [
    'POST',
    '/api/things',
    {
      title: 'E2',
      zone: [
        { __component: 't.leaf', label: 'z1' },
        { __component: 't.mid', label: 'z2', leaf: { label: 'z2.l' } },
        { __component: 't.rel', label: 'z3', other: 1 },
        { __component: 't.leaf', label: 'z4' },
        {
          __component: 't.deep',
          label: 'z5',
          mids: [{ label: 'z5.m1', leaf: { label: 'z5.m1.l' } }, { label: 'z5.m2' }],
          leaf: { label: 'z5.l' },
        },
        { __component: 't.mid', label: 'z6' },
      ],
    },
    'z1=6 z2=7 z2.l=7 z3=1 z4=8 z5=1 z5.l=10 z5.m1=8 z5.m2=6 z6=5',
  ],
  [
    'POST',
    '/api/things',
    {
      title: 'E3',
      one: { label: 'o3', leaf: { label: 'o3.l' } },
      zone: [
        { __component: 't.mid', label: 'y1', leaf: { label: 'y1.l' } },
        { __component: 't.leaf', label: 'y2' },
        { __component: 't.rel', label: 'y3' },
        { __component: 't.rel', label: 'y4', other: 2 },
      ],
      leaves: [{ label: 'K1' }],
      items: [{ label: 'x1' }, { label: 'x2', leaf: { label: 'x2.l' } }],
    },
    'x1=9 x2=10 x2.l=11 K1=12 o3=11 o3.l=13 y1=12 y1.l=14 y2=15 y3=2 y4=3',
  ],
  [
    'PUT',
    '/api/things/1',
    {
      items: [
        { id: 2, label: 'b2', leaf: { label: 'b2.l' } },
        { label: 'n1', leaf: { label: 'n1.l' } },
        { label: 'n2' },
      ],
    },
    'b2=2 b2.l=17 n1=14 n1.l=16 n2=13 L1=3 L2=4 o=4 o.l=5',
  ],
  [
    'PUT',
    '/api/things/1',
    {
      one: { label: 'o-new', leaf: { label: 'onew.l' } },
      leaves: [{ label: 'L3' }],
      items: [{ label: 'n3', leaf: { label: 'n3.l' } }, { label: 'n4' }],
    },
    'n3=16 n3.l=18 n4=15 L3=19 o-new=17 onew.l=20',
  ],
  [
    'PUT',
    '/api/things/2',
    {
      zone: [
        { __component: 't.leaf', label: 'w0' },
        { __component: 't.mid', id: 7, label: 'z2b', leaf: { label: 'z2b.l' } },
        { __component: 't.mid', label: 'w1', leaf: { label: 'w1.l' } },
        { __component: 't.leaf', id: 8, label: 'z4b' },
        {
          __component: 't.deep',
          id: 1,
          label: 'z5b',
          mids: [
            { id: 8, label: 'm1b' },
            { label: 'm3', leaf: { label: 'm3.l' } },
          ],
        },
        { __component: 't.rel', label: 'w2', other: 2 },
      ],
    },
    'w0=21 z2b=7 z2b.l=23 w1=18 w1.l=22 z4b=8 z5b=1 z5.l=10 m1b=8 m3=19 w2=4',
  ],
  [
    'PUT',
    '/api/things/2',
    {
      title: 't',
      zone: [
        {
          __component: 't.deep',
          label: 'd1',
          mids: [{ label: 'd1.m1' }, { label: 'd1.m2', leaf: { label: 'd1.m2.l' } }],
          leaf: { label: 'd1.l' },
        },
        { __component: 't.mid', label: 'w3' },
        { __component: 't.deep', label: 'd2', mids: [], leaf: { label: 'd2.l' } },
        { __component: 't.leaf', label: 'w4' },
        { __component: 't.deep', label: 'd3', leaf: null },
      ],
    },
    'd1=4 d1.l=28 d1.m1=21 d1.m2=22 w3=20 d2=3 d2.l=27 w4=25 d3=2',
  ],
  [
    'POST',
    '/api/things',
    {
      title: 'E4',
      items: [{ label: 'p1', leaf: null }, { label: 'p2', leaf: { label: 'p2.l' } }, { label: 'p3' }],
      zone: [
        { __component: 't.deep', label: 'q1', mids: [{ label: 'q1.m1', leaf: { label: 'q1.m1.l' } }] },
        { __component: 't.deep', label: 'q2', mids: [] },
        { __component: 't.mid', label: 'q3' },
        { __component: 't.deep', label: 'q4', leaf: { label: 'q4.l' }, mids: [{ label: 'q4.m1' }] },
      ],
    },
    'p1=23 p2=25 p2.l=29 p3=24 q1=6 q1.m1=28 q2=5 q3=26 q4=7 q4.l=31 q4.m1=27',
  ],
];

/** `label=id` of every object with both, sorted (populated key order is not what is compared). */
function ids(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => ids(v, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if ('label' in o && 'id' in o) out.push(`${String(o.label)}=${String(o.id)}`);
    Object.values(o).forEach((v) => ids(v, out));
  }
  return out;
}

describe('component row ids', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('are the ids Strapi 4.26 gives on create and update', async () => {
    t = await startApp({ fixture: FIXTURE });
    const token = await t.token('full-access');
    for (const [method, path, data, want] of STEPS) {
      const r = await t.call(method, path, { body: { data }, token });
      expect(r.status, `${method} ${path}`).toBe(200);
      if (want === null) continue;
      const got = await t.call('GET', `/api/things/${r.body.data.id}?${POPULATE}`, { token });
      expect(ids(got.body).sort(), `${method} ${path}`).toEqual(want.split(' ').sort());
    }
  });

  it('refuses an item of a zone that belongs to no component of the entry as Strapi (a plain Error)', async () => {
    t = await startApp({ fixture: FIXTURE });
    const token = await t.token('full-access');
    const made = await t.call('POST', '/api/things', {
      body: { data: { zone: [{ __component: 't.leaf', label: 'a' }] } },
      token,
    });
    const r = await t.call('PUT', `/api/things/${made.body.data.id}`, {
      body: { data: { zone: [{ __component: 't.leaf', id: 999, label: 'x' }] } },
      token,
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toEqual({
      status: 400,
      name: 'Error',
      message: 'Some of the provided components in zone are not related to the entity',
    });
  });
});

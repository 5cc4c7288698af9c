// connect/disconnect/set with every position form, processed in array order (spec §4.5).
import { beforeEach, describe, expect, it } from 'vitest';
import { contentType, inMemoryProject, type InMemoryProject } from '../helpers/in-memory-project.ts';

let p: InMemoryProject;
let list: number;
const model = () => p.registry.get('api::list.list');
const order = async () =>
  ((await p.entries.findOne(model(), list, { populate: { items: {} } }))!.items as Array<{ id: number }>).map(
    (i) => i.id,
  );
const change = async (value: unknown) => await p.entries.update(model(), list, { items: value });

beforeEach(async () => {
  p = await inMemoryProject([
    contentType('list', {
      items: { type: 'relation', relation: 'manyToMany', target: 'api::item.item', inversedBy: 'lists' },
      one: { type: 'relation', relation: 'manyToOne', target: 'api::item.item' },
    }),
    contentType('item', {
      n: { type: 'integer' },
      lists: { type: 'relation', relation: 'manyToMany', target: 'api::list.list', mappedBy: 'items' },
    }),
  ]);
  for (const n of [1, 2, 3, 4, 5]) await p.entries.create(p.registry.get('api::item.item'), { n });
  list = (await p.entries.create(model(), { items: [1, 2, 3] })).id;
});

describe('connect positions', () => {
  it.each([
    [[4], [1, 2, 3, 4]],
    [[{ id: 4, position: { end: true } }], [1, 2, 3, 4]],
    [[{ id: 4, position: { start: true } }], [4, 1, 2, 3]],
    [[{ id: 4, position: { before: 2 } }], [1, 4, 2, 3]],
    [[{ id: 4, position: { after: 1 } }], [1, 4, 2, 3]],
    [[{ id: 3, position: { start: true } }], [3, 1, 2]],
    [[2], [1, 3, 2]],
    [
      [
        { id: 4, position: { after: 3 } },
        { id: 5, position: { before: 4 } },
      ],
      [1, 2, 3, 5, 4],
    ],
    [
      [3, 2, 1],
      [3, 2, 1],
    ],
  ])('connect %j over [1,2,3] gives %j', async (connect, expected) => {
    await change({ connect });
    expect(await order()).toEqual(expected);
  });

  it('disconnect removes, connect wins over disconnect, and disconnecting an unlinked id is a no-op', async () => {
    await change({ disconnect: [2, 5] });
    expect(await order()).toEqual([1, 3]);
    await change({ connect: [2], disconnect: [2, 1] });
    expect(await order()).toEqual([3, 2]);
  });

  it('set replaces in the given order, and wins over connect', async () => {
    await change({ set: [5, 1] });
    expect(await order()).toEqual([5, 1]);
    await change({ set: [{ id: 2 }], connect: [3] });
    expect(await order()).toEqual([2]);
    await change([4, 3]);
    expect(await order()).toEqual([4, 3]);
    await change(null);
    expect(await order()).toEqual([]);
  });

  it('refuses a position relative to an id that is not connected', async () => {
    await expect(change({ connect: [{ id: 4, position: { before: 5 } }] })).rejects.toThrow(
      'There was a problem connecting relation with id 4 at position {"before":5}. The relation with id 5 needs to be connected first.',
    );
    expect(await order()).toEqual([1, 2, 3]);
  });

  it('refuses connecting the same id twice in one request (spec §4.5 rule 4)', async () => {
    await expect(change({ connect: [4, 4] })).rejects.toThrow(/id 4/);
    expect(await order()).toEqual([1, 2, 3]);
  });

  it('refuses ids that do not exist, naming the target type, and writes nothing', async () => {
    await expect(change({ connect: [4, 99] })).rejects.toThrow(
      '1 relation(s) of type api::item.item associated with this entity do not exist',
    );
    expect(await order()).toEqual([1, 2, 3]);
  });

  it('to-one relations keep the last item', async () => {
    await p.entries.update(model(), list, { one: { connect: [2, 4] } });
    expect(((await p.entries.findOne(model(), list, { populate: { one: {} } }))!.one as { id: number }).id).toBe(4);
  });
});

// REST `_q`, as Strapi 4.26.2 searched the same values on SQLite (asked side by side): the term
// within the id or any string-like field, number fields too for a number, ANDed with the filters.
import { beforeAll, describe, expect, it } from 'vitest';
import { contentType, inMemoryProject, type InMemoryProject } from '../helpers/in-memory-project.ts';
import { findWithParams } from './find-with-params.ts';

let p: InMemoryProject;
const ids = async (query: string) =>
  (await findWithParams(p, 'api::note.note', query)).data.map((e: { id: number }) => e.id);

beforeAll(async () => {
  p = await inMemoryProject([
    contentType('note', {
      title: { type: 'string' },
      body: { type: 'richtext' },
      kind: { type: 'enumeration', enum: ['memo', 'letter'] },
      views: { type: 'integer' },
      score: { type: 'float' },
      day: { type: 'date' },
      secret: { type: 'string', private: true },
      hidden: { type: 'string', searchable: false },
      data: { type: 'json' },
    }),
  ]);
  const model = p.registry.get('api::note.note');
  for (const data of [
    { title: 'Getting started', body: 'Some *markdown* here', kind: 'memo', views: 137, score: 0.7, secret: 'zebra' },
    { title: '100% sure', body: 'back\\slash', kind: 'letter', views: 5, hidden: 'zebra', data: { word: 'zebra' } },
    { title: 'Café au lait', kind: 'memo', views: 12, day: '2024-01-04' },
  ])
    await p.entries.create(model, data);
});

describe('_q', () => {
  it('finds the term in any string-like field, ignoring ASCII case', async () => {
    expect(await ids('_q=STARTED')).toEqual([1]);
    expect(await ids('_q=letter')).toEqual([2]);
    expect(await ids('_q=caf%C3%A9')).toEqual([3]);
    // SQLite's LIKE folds ASCII letters only.
    expect(await ids('_q=CAF%C3%89')).toEqual([]);
  });

  it('searches numbers and the id only for a term that reads as a number', async () => {
    expect(await ids('_q=137')).toEqual([1]);
    expect(await ids('_q=0.7')).toEqual([1]);
    expect(await ids('_q=3')).toEqual([1, 3]);
    expect(await ids('_q=2024-01')).toEqual([]);
  });

  it('takes *, % and a backslash literally, and _ as any one character', async () => {
    expect(await ids('_q=*')).toEqual([1]);
    expect(await ids('_q=%25')).toEqual([2]);
    expect(await ids('_q=%5C')).toEqual([2]);
    expect(await ids('_q=G_tt')).toEqual([1]);
  });

  it('leaves out private and unsearchable fields, JSON and an empty term', async () => {
    expect(await ids('_q=zebra')).toEqual([]);
    expect(await ids('_q=')).toEqual([1, 2, 3]);
  });

  it('is ANDed with the filters, and counted the same way', async () => {
    expect(await ids('_q=e&filters[kind][$eq]=memo')).toEqual([1, 3]);
    // A page of one: the total comes from a count, which searches too.
    const page = await findWithParams(p, 'api::note.note', '_q=e&filters[kind][$eq]=memo&pagination[pageSize]=1');
    expect([page.ids, page.meta.total]).toEqual([[1], 2]);
  });

  it('refuses a term that is not text', async () => {
    await expect(ids('_q[0]=a')).rejects.toThrow('Invalid parameter _q');
  });
});

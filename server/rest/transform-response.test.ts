// A list is written by a function made for its entities' keys; every entry must come out as
// toRestEntry writes it alone, whatever keys each entity has.
import { expect, it } from 'vitest';
import { SchemaRegistry } from '../schema/registry.ts';
import type { Entity } from '../query/sql/select.ts';
import { contentType } from '../../test/helpers/in-memory-project.ts';
import { toRestEntries, toRestEntry } from './transform-response.ts';

const registry = new SchemaRegistry([
  contentType('writer', { name: { type: 'string' } }),
  contentType('post', {
    title: { type: 'string' },
    views: { type: 'integer' },
    author: { type: 'relation', relation: 'manyToOne', target: 'api::writer.writer' },
    editors: { type: 'relation', relation: 'manyToMany', target: 'api::writer.writer' },
  }),
]);
const post = registry.get('api::post.post');
const writer = (id: number): Entity => ({ id, name: `w${id}` });
const alone = (entities: Entity[]) => entities.map((e) => toRestEntry(registry, post, e));

it('writes a list of entities sharing their keys, relations wrapped at every level', () => {
  const entities: Entity[] = [1, 2, 3].map((id) => ({
    id,
    title: `t${id}`,
    views: id * 10,
    author: id === 2 ? null : writer(id),
    editors: [writer(id), writer(id + 10)],
  }));
  const written = toRestEntries(registry, post, entities);
  expect(written).toEqual(alone(entities));
  expect(written[0]).toEqual({
    id: 1,
    attributes: {
      title: 't1',
      views: 10,
      author: { data: { id: 1, attributes: { name: 'w1' } } },
      editors: {
        data: [
          { id: 1, attributes: { name: 'w1' } },
          { id: 11, attributes: { name: 'w11' } },
        ],
      },
    },
  });
  expect(written[1].attributes.author).toEqual({ data: null });
});

it('an entity with other keys than the first is written alone, each of its keys kept', () => {
  const entities: Entity[] = [
    { id: 1, title: 'a', views: 1 },
    { id: 2, title: 'b' },
    { id: 3, views: 3, title: 'c' },
    { id: 4, title: 'd', views: 4, author: writer(4) },
    { id: 5, title: 'e', views: 5, extra: 'kept' },
    { id: 6, title: 'f', views: 6 },
  ];
  const written = toRestEntries(registry, post, entities);
  expect(written).toEqual(alone(entities));
  expect(written.map((e) => Object.keys(e.attributes))).toEqual([
    ['title', 'views'],
    ['title'],
    ['views', 'title'],
    ['title', 'views', 'author'],
    ['title', 'views', 'extra'],
    ['title', 'views'],
  ]);
});

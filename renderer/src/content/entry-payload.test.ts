import { describe, expect, it } from 'vitest';
import type { StudioAttribute, StudioModel } from '../../../server/admin/studio-contract.ts';
import { attr } from './attribute-fixture.ts';
import { formValues, getAt, initialValues, setAt, toWritePayload } from './entry-payload.ts';

const model = (uid: string, attributes: StudioAttribute[]): StudioModel => ({
  uid,
  modelType: 'contentType',
  kind: 'collectionType',
  displayName: uid,
  singularName: uid,
  pluralName: uid,
  category: null,
  description: '',
  draftAndPublish: false,
  localized: false,
  mainField: 'title',
  editable: true,
  file: '',
  attributes,
  raw: { collectionName: uid, info: {}, attributes: {} },
});

const quote = model('blocks.quote', [
  attr('text', 'scalar', 'text'),
  attr('image', 'media', 'media', { multiple: false }),
]);
const seo = model('shared.seo', [attr('metaTitle', 'scalar', 'string')]);
const article = model('api::article.article', [
  attr('title', 'scalar', 'string'),
  attr('views', 'scalar', 'integer'),
  attr('secret', 'scalar', 'password'),
  attr('tags', 'relation', 'relation', { relation: 'manyToMany', target: 'api::tag.tag', toMany: true }),
  attr('author', 'relation', 'relation', { relation: 'manyToOne', target: 'api::author.author', toMany: false }),
  attr('gallery', 'media', 'media', { multiple: true }),
  attr('seo', 'component', 'component', { component: 'shared.seo', repeatable: false }),
  attr('blocks', 'dynamiczone', 'dynamiczone', { components: ['blocks.quote'] }),
  attr('createdAt', 'scalar', 'datetime', { system: true }),
  attr('locale', 'scalar', 'string', { system: true }),
]);
const lookup = (uid: string) => [quote, seo].find((m) => m.uid === uid);

describe('toWritePayload', () => {
  it('sends ids in order, components with their ids, and zone items with their component', () => {
    const payload = toWritePayload(
      article,
      {
        id: 4,
        title: 'Hello',
        views: '',
        secret: '',
        createdAt: 'x',
        locale: 'en',
        tags: [
          { id: 3, name: 'c' },
          { id: 1, name: 'a' },
        ],
        author: { id: 9 },
        gallery: [{ id: 5 }, { id: 2 }],
        seo: { id: 7, metaTitle: 'SEO' },
        blocks: [
          { id: 11, __component: 'blocks.quote', text: 'T', image: { id: 5 } },
          { __component: 'blocks.quote', text: 'new', image: null },
        ],
      },
      lookup,
    );
    expect(payload).toEqual({
      title: 'Hello',
      views: null,
      tags: [3, 1],
      author: 9,
      gallery: [5, 2],
      seo: { id: 7, metaTitle: 'SEO' },
      blocks: [
        { __component: 'blocks.quote', id: 11, text: 'T', image: 5 },
        { __component: 'blocks.quote', text: 'new', image: null },
      ],
    });
  });

  it('sends a password only when one is typed', () => {
    expect(toWritePayload(article, { secret: 'hunter22' }, lookup)).toEqual({ secret: 'hunter22' });
  });

  it('clears to-one relations and single components with null', () => {
    expect(toWritePayload(article, { author: null, seo: null }, lookup)).toEqual({ author: null, seo: null });
  });
});

describe('form values', () => {
  it('starts new entries with defaults and empty lists', () => {
    const v = initialValues(article);
    expect(v).toMatchObject({ title: null, tags: [], author: null, gallery: [], seo: null, blocks: [] });
    expect(v).not.toHaveProperty('createdAt');
  });

  it('blanks stored password hashes', () => {
    expect(formValues(article, { id: 1, secret: '$2a$10$hash' }, lookup).secret).toBe('');
  });

  it('reads and writes nested paths without mutating', () => {
    const v = { blocks: [{ text: 'a' }, { text: 'b' }] };
    const next = setAt(v, ['blocks', 1, 'text'], 'B');
    expect(getAt(next, ['blocks', 1, 'text'])).toBe('B');
    expect(v.blocks[1].text).toBe('b');
    expect(Array.isArray(next.blocks)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { StudioModel } from '../../../server/admin/studio-contract.ts';
import { attr } from './attribute-fixture.ts';
import { decodeRows, encodeRows, filterableAttributes, operatorsFor, rowsToFilters } from './filter-model.ts';

const article: StudioModel = {
  uid: 'api::article.article',
  modelType: 'contentType',
  kind: 'collectionType',
  displayName: 'Article',
  singularName: 'article',
  pluralName: 'articles',
  category: null,
  description: '',
  draftAndPublish: true,
  localized: false,
  mainField: 'title',
  editable: true,
  file: '',
  raw: { collectionName: 'articles', info: {}, attributes: {} },
  attributes: [
    attr('title', 'scalar', 'string'),
    attr('views', 'scalar', 'integer'),
    attr('metadata', 'scalar', 'json'),
    attr('author', 'relation', 'relation', { relation: 'manyToOne', target: 'api::author.author' }),
  ],
};

describe('filter rows', () => {
  it('offers operators by kind', () => {
    expect(operatorsFor(article.attributes[0])).toContain('$containsi');
    expect(operatorsFor(article.attributes[1])).toContain('$gte');
    expect(filterableAttributes(article).map((a) => a.name)).toEqual(['title', 'views', 'author']);
  });

  it('becomes a REST filters object', () => {
    expect(rowsToFilters(article, [{ field: 'title', op: '$containsi', value: 'post' }])).toEqual({
      title: { $containsi: 'post' },
    });
    expect(
      rowsToFilters(article, [
        { field: 'views', op: '$gte', value: '5' },
        { field: 'author', op: '$eq', value: '2' },
        { field: 'title', op: '$null', value: '' },
      ]),
    ).toEqual({ $and: [{ views: { $gte: '5' } }, { author: { id: { $eq: '2' } } }, { title: { $null: true } }] });
  });

  it('drops incomplete rows and unknown fields', () => {
    expect(
      rowsToFilters(article, [
        { field: 'title', op: '$eq', value: '' },
        { field: 'nope', op: '$eq', value: '1' },
      ]),
    ).toBeUndefined();
  });

  it('round-trips through the URL', () => {
    const rows = [{ field: 'views', op: '$lt', value: '3' }];
    expect(decodeRows(encodeRows(rows))).toEqual(rows);
    expect(decodeRows('not json')).toEqual([]);
  });
});

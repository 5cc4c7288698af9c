import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { emptyForm, formToParams, queryStringToForm, toQueryString, type QueryForm } from './query-model.ts';

const form = (patch: Partial<QueryForm>): QueryForm => ({ ...emptyForm(), ...patch });

describe('form → query string', () => {
  it('writes the bracket syntax a qs client sends', () => {
    const params = formToParams(
      form({
        filters: [
          { field: 'title', op: '$containsi', value: 'hello' },
          { field: 'author.name', op: '$eq', value: 'Ada' },
        ],
        sort: [{ field: 'views', order: 'desc' }],
        pagination: { ...emptyForm().pagination, mode: 'page', page: '2', pageSize: '10' },
        fields: ['title', 'views'],
        populate: ['author'],
        publicationState: 'preview',
        locale: 'fr',
      }),
    );
    const text = toQueryString(params);
    expect(text).toBe(
      'filters[title][$containsi]=hello&filters[author][name][$eq]=Ada&sort[0]=views%3Adesc&pagination[page]=2&pagination[pageSize]=10' +
        '&fields[0]=title&fields[1]=views&populate[0]=author&publicationState=preview&locale=fr',
    );
    expect(text).toBe(qs.stringify(params, { encodeValuesOnly: true }));
  });

  it('turns list operators into arrays, null checks into true, and $or into an array', () => {
    const params = formToParams(
      form({
        filterMode: '$or',
        filters: [
          { field: 'id', op: '$in', value: '1, 2,3' },
          { field: 'slug', op: '$null', value: '' },
        ],
      }),
    );
    expect(params).toEqual({ filters: { $or: [{ id: { $in: ['1', '2', '3'] } }, { slug: { $null: true } }] } });
  });

  it('keeps two conditions on one operator apart with $and', () => {
    const params = formToParams(
      form({
        filters: [
          { field: 'views', op: '$gt', value: '1' },
          { field: 'views', op: '$gt', value: '5' },
        ],
      }),
    );
    expect(params.filters).toEqual({ $and: [{ views: { $gt: '1' } }, { views: { $gt: '5' } }] });
  });

  it('writes populate=* and offset pagination', () => {
    expect(
      toQueryString(
        formToParams(
          form({
            populate: ['*'],
            pagination: { ...emptyForm().pagination, mode: 'offset', start: '5', limit: '5', withCount: 'false' },
          }),
        ),
      ),
    ).toBe('pagination[start]=5&pagination[limit]=5&pagination[withCount]=false&populate=%2A');
  });
});

describe('query string → form', () => {
  it('round-trips what the form writes', () => {
    const original = form({
      filters: [
        { field: 'title', op: '$eq', value: 'x' },
        { field: 'tags.name', op: '$in', value: 'a,b' },
      ],
      sort: [
        { field: 'title', order: 'asc' },
        { field: 'id', order: 'desc' },
      ],
      fields: ['title'],
      populate: ['tags', 'cover'],
      publicationState: 'live',
      locale: 'en',
    });
    const { form: back, unrepresented } = queryStringToForm(toQueryString(formToParams(original)));
    expect(unrepresented).toEqual([]);
    expect(back).toEqual(original);
  });

  it('reads hand-written forms: comma sorts, populate lists, $or', () => {
    const { form: f } = queryStringToForm(
      '?sort=title:desc,views&populate=author,cover&filters[$or][0][views][$lt]=3&filters[$or][1][title][$eq]=A',
    );
    expect(f.sort).toEqual([
      { field: 'title', order: 'desc' },
      { field: 'views', order: 'asc' },
    ]);
    expect(f.populate).toEqual(['author', 'cover']);
    expect(f.filterMode).toBe('$or');
    expect(f.filters).toEqual([
      { field: 'views', op: '$lt', value: '3' },
      { field: 'title', op: '$eq', value: 'A' },
    ]);
  });

  it('names the parameters the form cannot show', () => {
    expect(queryStringToForm('filters[$not][title][$eq]=a&foo=bar&locale=fr').unrepresented).toEqual([
      'filters',
      'foo',
    ]);
  });
});

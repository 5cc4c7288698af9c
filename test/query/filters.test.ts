// Each filter operator with Strapi v4's semantics on SQLite (spec §4.3, behaviours §2.6).
import { beforeAll, describe, expect, it } from 'vitest';
import type { InMemoryProject } from '../helpers/in-memory-project.ts';
import { findWithParams } from './find-with-params.ts';
import { library } from './library.ts';

let p: InMemoryProject;
const ids = async (q: string) =>
  (await findWithParams(p, 'api::book.book', `${q}&publicationState=preview&sort=id`)).ids;

beforeAll(async () => {
  p = await library();
});

describe('scalar operators', () => {
  it.each([
    ['filters[title][$eq]=Ficciones', [3]],
    ['filters[title]=Ficciones', [3]],
    ['filters[title][$eq]=ficciones', []],
    ['filters[title][$eqi]=FICCIONES', [3]],
    ['filters[genre][$ne]=novel', [4]],
    ['filters[title][$nei]=ficciones', [1, 2, 4, 5]],
    ['filters[pages][$lt]=165', [4]],
    ['filters[pages][$lte]=165', [2, 4]],
    ['filters[pages][$gt]=183', [1]],
    ['filters[pages][$gte]=183', [1, 5]],
    ['filters[price][$gt]=10.5', [1, 3]],
    ['filters[id][$in][0]=1&filters[id][$in][1]=3', [1, 3]],
    ['filters[id][$in]=2', [2]],
    ['filters[genre][$notIn][0]=novel', [4]],
    ['filters[title][$contains]=cities', [2]],
    ['filters[title][$notContains]=c', [1, 4, 5]],
    ['filters[title][$containsi]=CITIES', [2]],
    ['filters[title][$notContainsi]=C', [1, 4, 5]],
    ['filters[title][$startsWith]=The', [1]],
    ['filters[title][$startsWithi]=a wiz', [5]],
    ['filters[title][$endsWith]=sea', [5]],
    ['filters[title][$endsWithi]=SEA', [5]],
    ['filters[price][$null]=true', [4]],
    ['filters[price][$notNull]=true', [1, 2, 3, 5]],
    ['filters[price][$null]=false', [1, 2, 3, 5]],
    ['filters[pages][$between][0]=160&filters[pages][$between][1]=180', [2, 3]],
    ['filters[inPrint][$eq]=true', [1, 2, 5]],
    ['filters[inPrint][$eq]=f', [3]],
    ['filters[released][$lt]=1970-01-01', [3, 5]],
    ['filters[pages][$eq][0]=165&filters[pages][$eq][1]=174', [2, 3]],
  ])('%s', async (q, expected) => {
    expect(await ids(q)).toEqual(expected);
  });

  it('excludes NULL rows from $ne and $notIn, as SQL does', async () => {
    expect(await ids('filters[genre][$ne]=essay')).toEqual([1, 2, 3]);
    expect(await ids('filters[genre][$notIn][0]=essay')).toEqual([1, 2, 3]);
  });

  it('does not split comma strings for $in', async () => {
    expect(await ids('filters[id][$in]=1,2')).toEqual([]);
  });

  it('ignores an unknown operator inside an attribute', async () => {
    expect(await ids('filters[title][$foo]=x')).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('logical operators and nesting', () => {
  it('$and, $or and $not nest to any depth', async () => {
    expect(await ids('filters[$or][0][pages][$lt]=130&filters[$or][1][title][$eq]=Ficciones')).toEqual([3, 4]);
    expect(
      await ids(
        'filters[$and][0][genre]=novel&filters[$and][1][$or][0][pages][$gt]=300&filters[$and][1][$or][1][price][$lt]=10',
      ),
    ).toEqual([1, 2]);
    // SQL's NOT, as Strapi's whereNot: a NULL genre matches neither the filter nor its negation.
    expect(await ids('filters[$not][genre][$eq]=novel')).toEqual([4]);
    expect(await ids('filters[title][$not][$containsi]=c')).toEqual([1, 4, 5]);
  });

  it('filters through relations to any depth, with LEFT JOIN semantics for nulls', async () => {
    expect(await ids('filters[writer][name][$eq]=Italo')).toEqual([2, 4]);
    expect(await ids('filters[writer][name][$startsWithi]=ursula')).toEqual([1]);
    expect(await ids('filters[writer][id][$null]=true')).toEqual([5]);
    expect(await ids('filters[writer]=3')).toEqual([3]);
    expect(await ids('filters[shelves][label][$eq]=to read')).toEqual([3, 5]);
    expect(await ids('filters[shelves][books][writer][name][$eq]=Jorge')).toEqual([1, 3, 5]);
  });

  it('filters through components', async () => {
    expect(await ids('filters[blurb][text][$containsi]=cities')).toEqual([2]);
    expect(await ids('filters[blurb][id][$null]=true')).toEqual([4, 5]);
  });
});

describe('invalid filters', () => {
  it.each([
    ['filters[nope][$eq]=1', 'Invalid parameter nope'],
    ['filters[secret][$eq]=hidden', 'Invalid parameter secret'],
    ['filters[extras][$eq]=1', 'Invalid parameter extras'],
    ['filters[writer][nope]=1', 'Invalid parameter nope'],
  ])('%s → %s', async (q, message) => {
    await expect(ids(q)).rejects.toThrow(message);
  });

  it('refuses a filter through a relation the caller cannot read', async () => {
    await expect(
      findWithParams(p, 'api::book.book', 'filters[writer][name]=Italo', (uid) => uid !== 'api::writer.writer'),
    ).rejects.toThrow('Invalid parameter writer');
  });

  it('answers bad values with a ValidationError that names the parameter', async () => {
    await expect(ids('filters[pages][$eq]=abc')).rejects.toThrow(/pages/);
    await expect(ids('filters[released][$gt]=notadate')).rejects.toThrow('Invalid format, expected yyyy-MM-dd');
    await expect(ids('filters[$eq]=1')).rejects.toThrow(/\$eq/);
  });
});

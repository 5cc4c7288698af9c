// The requests the benchmarks and the profiler replay: the fixture cases Strapi was measured on,
// and the varied ones whose filter changes every request (a search box, a new page).

export interface LoadCase {
  id: string;
  label: string;
  path: string;
  /** A POST body (GraphQL). */
  body?: string;
  /** A new request each time: returns the path, or the body for a POST case. */
  vary?: () => string;
  /**
   * Strapi 4.26.2's req/s for the same request (10 connections, production mode, the oracle on a copy
   * of the bench's database), measured live with `--strapi-url` on 2026-11-24 beside Tessera.
   */
  strapi?: number;
  /** The share of the bare floor the issue asks for. */
  target?: number;
}

const WORDS = ['a', 'e', 'i', 'o', 'u', 'st', 'in', 'er', 'an', 're', 'on', 'ar', 'th', 'te'];

function gqlBody(query: string, variables?: Record<string, unknown>): string {
  return JSON.stringify(variables ? { query, variables } : { query });
}

const NESTED =
  '{ articles { data { id attributes { title author { data { id attributes { name } } } tags { data { id attributes { name } } } } } } }';
const FILTERED =
  'query($q: String, $min: Int) { articles(filters: { title: { containsi: $q }, views: { gte: $min } }, sort: "title:asc") { data { id attributes { title views author { data { attributes { name } } } } } meta { pagination { total } } } }';

export function fixtureCases(): LoadCase[] {
  let n = 0;
  return [
    { id: 'a', label: 'list 25', path: '/api/articles?pagination[pageSize]=25', strapi: 198, target: 0.6 },
    {
      id: 'b',
      label: 'populate=* + $containsi',
      path: '/api/articles?populate=*&filters[title][$containsi]=a',
      strapi: 34,
      target: 0.25,
    },
    { id: 'c', label: 'findOne', path: '/api/articles/1', strapi: 393, target: 0.9 },
    {
      id: 'd',
      label: 'GraphQL articles+author+tags',
      path: '/graphql',
      body: gqlBody(NESTED),
      strapi: 42,
      target: 0.4,
    },
    {
      id: 'e',
      label: 'REST filter, new each request',
      path: '/api/articles?filters[title][$containsi]=a&filters[views][$gte]=0&populate=author',
      vary: () =>
        `/api/articles?filters[title][$containsi]=${WORDS[n % WORDS.length]}&filters[views][$gte]=${n++ % 97}&populate=author&sort=title:asc`,
      strapi: 144,
    },
    {
      id: 'f',
      label: 'GraphQL filter, new each request',
      path: '/graphql',
      body: gqlBody(FILTERED, { q: 'a', min: 0 }),
      vary: () => gqlBody(FILTERED, { q: WORDS[n % WORDS.length], min: n++ % 97 }),
      strapi: 84,
    },
  ];
}

/** The large-data cases (100k articles), one connection. */
export function largeCases(): Array<LoadCase & { p50: number; p99?: number }> {
  let n = 0;
  const filtered = (views: number, category = 'news') =>
    `/api/articles?filters[views][$gt]=${views}&filters[category][$eq]=${category}&sort=title:asc&pagination[pageSize]=25`;
  const sorts = ['title:asc', 'views:desc', 'publishDate:desc', 'rating:asc', 'createdAt:desc'];
  const categories = ['news', 'tutorial', 'review'];
  return [
    { id: 'L1', label: 'filtered+sorted page', path: filtered(500), p50: 10 },
    {
      id: 'L2',
      label: 'new filter + sort each request',
      path: filtered(0),
      vary: () =>
        `/api/articles?filters[views][$gt]=${n % 1000}&filters[category][$eq]=${categories[n % 3]}&sort=${sorts[n++ % sorts.length]}&pagination[pageSize]=25`,
      p50: 10,
      p99: 40,
    },
    { id: 'L3', label: 'populate=* page', path: '/api/articles?populate=*&pagination[pageSize]=25', p50: 5 },
  ];
}

// A single type's GET runs its filters and `_q` as Strapi's find does: an entry they leave out is
// a 404 (Strapi 4.26.2, asked side by side).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startApp();
  token = await app.token('full-access');
  const saved = await app.call('PUT', '/api/global', { token, body: { data: { siteName: 'Oracle Site' } } });
  expect(saved.status).toBe(200);
});
afterAll(() => app.close());

describe('GET of a single type', () => {
  it('answers the entry only when the filters and the search let it through', async () => {
    const status = async (query: string) => (await app.call('GET', `/api/global?${query}`, { token })).status;
    expect(await status('filters[siteName][$eq]=Oracle%20Site')).toBe(200);
    expect(await status('filters[siteName][$eq]=zzz')).toBe(404);
    expect(await status('filters[id][$eq]=999')).toBe(404);
    expect(await status('_q=oracle')).toBe(200);
    expect(await status('_q=zzz')).toBe(404);
  });
});

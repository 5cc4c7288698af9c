// An id in a path or a GraphQL ID names a row as Strapi's query on SQLite reads it: text that is a
// decimal number is that number (Strapi 4.26.2, asked side by side).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/test-app.ts';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startApp();
  token = await app.token('full-access');
  const created = await app.call('POST', '/api/tags', { token, body: { data: { name: 'first' } } });
  expect(created.body).toMatchObject({ data: { id: 1 } });
});
afterAll(() => app.close());

describe('ids sent as text', () => {
  it('name the row their number is, in REST paths', async () => {
    for (const id of ['1', '01', '1.0', '%2B1', '1e0', '%201'])
      expect((await app.call('GET', `/api/tags/${id}`, { token })).body, id).toMatchObject({ data: { id: 1 } });
    for (const id of ['0x1', '1.5', '1_0'])
      expect((await app.call('GET', `/api/tags/${id}`, { token })).status, id).toBe(404);
    expect((await app.call('PUT', '/api/tags/1.0', { token, body: { data: { name: 'renamed' } } })).body).toMatchObject(
      {
        data: { id: 1, attributes: { name: 'renamed' } },
      },
    );
  });

  it('name the row their number is, as GraphQL IDs', async () => {
    const one = await app.gql('{ tag(id: " 1.0 ") { data { id } } }', { token });
    expect(one.body).toEqual({ data: { tag: { data: { id: '1' } } } });
    const none = await app.gql('{ tag(id: "0x1") { data { id } } }', { token });
    expect(none.body).toEqual({ data: { tag: { data: null } } });
  });
});

// A model written while the server runs (the content-type builder's path) is served at once by
// REST and GraphQL after project.reload(), and the project's GraphQL extensions carry over.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startApp({
    indexJs: `module.exports = { register({ strapi }) {
      strapi.plugin('graphql').service('extension').use({ typeDefs: 'type Query { ping: String }', resolvers: { Query: { ping: () => 'pong' } }, resolversConfig: { 'Query.ping': { auth: false } } });
    } };`,
  });
});
afterAll(() => t.close());

describe('schema reload', () => {
  it('serves a new content type without a restart', async () => {
    const token = await t.token('full-access');
    expect((await t.fetch(`/api/notes`)).status).toBe(404);
    const dir = join(t.app.project.dir, 'src', 'api', 'note', 'content-types', 'note');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'schema.json'),
      JSON.stringify({
        kind: 'collectionType',
        collectionName: 'notes',
        info: { singularName: 'note', pluralName: 'notes', displayName: 'Note' },
        options: { draftAndPublish: false },
        attributes: { text: { type: 'string', required: true } },
      }),
    );
    await t.app.project.reload();
    expect((await t.fetch(`/api/notes`)).status).toBe(403);
    const created = await t.fetch(`/api/notes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { text: 'hello' } }),
    });
    expect(created.status).toBe(200);
    const gql = await t.gql('{ notes { data { attributes { text } } } ping }', { token });
    expect(gql.body).toEqual({ data: { notes: { data: [{ attributes: { text: 'hello' } }] }, ping: 'pong' } });
  });
});

// Mutations: create (a draft unless publishedAt is given), update, delete, single types and
// localizations. The users-permissions account mutations are in accounts.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './test-seed.ts';
import { startApp, type TestApp } from '../../test/helpers/test-app.ts';

let server: TestApp;
let token: string;

beforeAll(async () => {
  server = await startApp();
  await seedContent(server.app.project);
  token = await server.token('full-access');
});
afterAll(() => server.close());

describe('content mutations', () => {
  let created: string;

  it('creates a draft with relations, a component and a dynamic zone', async () => {
    const r = await server.gql(
      `mutation { createArticle(data: {
      title: "New", views: 3, category: review, metadata: { k: "v" }, author: "2", tags: ["1", "3"],
      seo: { metaTitle: "s" }, blocks: [{ __typename: "ComponentBlocksQuote", title: "q" }]
    }) { data { id attributes { title publishedAt locale metadata author { data { id } } tags { data { id } } seo { metaTitle }
      blocks { ... on ComponentBlocksQuote { title } } } } } }`,
      { token },
    );
    expect(r.body.errors).toBeUndefined();
    const { id, attributes } = r.body.data.createArticle.data;
    created = id;
    expect(attributes).toEqual({
      title: 'New',
      publishedAt: null,
      locale: 'en',
      metadata: { k: 'v' },
      author: { data: { id: '2' } },
      tags: { data: [{ id: '1' }, { id: '3' }] },
      seo: { metaTitle: 's' },
      blocks: [{ title: 'q' }],
    });
  });

  it('creates in another locale, and a localization of an entry', async () => {
    const fr = await server.gql(
      'mutation { createArticle(data: { title: "Bonjour" }, locale: "fr") { data { attributes { locale } } } }',
      { token },
    );
    expect(fr.body.data.createArticle.data.attributes.locale).toBe('fr');
    const loc = await server.gql(
      `mutation { createArticleLocalization(id: ${created}, locale: "fr", data: { title: "Nouveau" }) {
      data { attributes { title locale publishedAt localizations(publicationState: PREVIEW) { data { id } } } } } }`,
      { token },
    );
    expect(loc.body.data.createArticleLocalization.data.attributes).toEqual({
      title: 'Nouveau',
      locale: 'fr',
      publishedAt: null,
      localizations: { data: [{ id: created }] },
    });
  });

  it('checks required attributes unless publishedAt: null makes a draft', async () => {
    const r = await server.gql('mutation { createArticle(data: { views: 1 }) { data { id } } }', { token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      errors: [
        {
          message: 'title must be defined.',
          extensions: {
            code: 'BAD_USER_INPUT',
            error: {
              name: 'ValidationError',
              message: 'title must be defined.',
              details: { errors: [{ path: ['title'], message: 'title must be defined.', name: 'ValidationError' }] },
            },
          },
        },
      ],
      data: { createArticle: null },
    });
    const draft = await server.gql(
      'mutation { createArticle(data: { views: 1, publishedAt: null }) { data { attributes { views publishedAt } } } }',
      { token },
    );
    expect(draft.body.data.createArticle.data.attributes).toEqual({ views: 1, publishedAt: null });
  });

  it('updates partially and clears relations and components with null', async () => {
    const r = await server.gql(
      `mutation U($id: ID!, $data: ArticleInput!) { updateArticle(id: $id, data: $data) {
      data { attributes { title views author { data { id } } seo { metaTitle } } } } }`,
      { token, variables: { id: created, data: { views: 9, author: null, seo: null } } },
    );
    expect(r.body.data.updateArticle.data.attributes).toEqual({
      title: 'New',
      views: 9,
      author: { data: null },
      seo: null,
    });
  });

  it('answers a missing entry with data: null, without an error', async () => {
    const r = await server.gql(
      'mutation { updateArticle(id: 9999, data: { views: 1 }) { data { id } } deleteTag(id: 9999) { data { id } } }',
      { token },
    );
    expect(r.body).toEqual({ data: { updateArticle: { data: null }, deleteTag: { data: null } } });
  });

  it('deletes and returns the deleted entry, whose relations and components are gone with it (as Strapi 4.26.2)', async () => {
    const r = await server.gql(
      `mutation { deleteArticle(id: ${created}) { data { id attributes { title tags { data { id } } blocks { __typename } } } } }`,
      { token },
    );
    expect(r.body.data.deleteArticle.data).toEqual({
      id: created,
      attributes: { title: 'New', tags: { data: [] }, blocks: null },
    });
    const again = await server.gql(`{ article(id: ${created}) { data { id } } }`, { token });
    expect(again.body.data.article.data).toBeNull();
  });

  it('reports unique and relation errors as BAD_USER_INPUT', async () => {
    const r = await server.gql('mutation { createTag(data: { name: "tag-1" }) { data { id } } }', { token });
    expect(r.body.errors[0].message).toBe('This attribute must be unique');
    expect(r.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const rel = await server.gql('mutation { createArticle(data: { title: "x", author: "999" }) { data { id } } }', {
      token,
    });
    expect(rel.body.errors[0].message).toBe(
      '1 relation(s) of type api::author.author associated with this entity do not exist',
    );
  });

  it('refuses a dynamic-zone item that is no object as graphql-js words it (Strapi 4.26.2)', async () => {
    const r = await server.gql('mutation { updateArticle(id: 1, data: { blocks: [5] }) { data { id } } }', { token });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({
      message: 'Expected value of type "ArticleBlocksDynamicZoneInput!", found 5.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const noType = await server.gql(
      'mutation { updateArticle(id: 1, data: { blocks: [{ title: "x" }] }) { data { id } } }',
      { token },
    );
    expect(noType.body.errors[0].message).toBe(
      'Expected value of type "ArticleBlocksDynamicZoneInput!", found {title: "x"}; Component not found. expected one of: ComponentBlocksRichText, ComponentBlocksQuote',
    );
  });

  it('creates or updates a single type, and deletes it', async () => {
    const first = await server.gql(
      'mutation { updateGlobal(data: { siteName: "One", defaultSeo: { metaTitle: "m" } }) { data { id attributes { siteName defaultSeo { metaTitle } } } } }',
      { token },
    );
    expect(first.body.data.updateGlobal.data.attributes).toEqual({ siteName: 'One', defaultSeo: { metaTitle: 'm' } });
    const second = await server.gql(
      'mutation { updateGlobal(data: { siteName: "Two" }) { data { id attributes { siteName } } } }',
      { token },
    );
    expect(second.body.data.updateGlobal.data.id).toBe(first.body.data.updateGlobal.data.id);
    const del = await server.gql('mutation { deleteGlobal { data { attributes { siteName } } } }', { token });
    expect(del.body.data.deleteGlobal.data.attributes.siteName).toBe('Two');
    const missing = await server.gql('mutation { deleteGlobal { data { id } } }', { token });
    expect(missing.body.errors[0].extensions).toEqual({
      code: 'STRAPI_NOT_FOUND_ERROR',
      error: { name: 'NotFoundError', message: 'Entity not found', details: {} },
    });
  });
});

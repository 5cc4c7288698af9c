// The extension API (spec §4.8): shadow-CRUD switches, and `use()` with typeDefs, resolvers and
// resolversConfig (auth, policies, middlewares) — directly, and from a project's register().
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from './build-schema.ts';
import { createGraphqlExtensionService, type GraphqlExtensionService } from './extension.ts';
import { configureBuiltinPlugins } from './register.ts';
import { startApp, type TestApp } from '../../test/helpers/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startApp();
});
afterAll(() => server.close());

function schemaWith(configure: (ext: GraphqlExtensionService) => void) {
  const ext = createGraphqlExtensionService();
  configureBuiltinPlugins(ext);
  configure(ext);
  return buildGraphqlSchema({
    registry: server.app.project.registry,
    extension: ext,
    config: { shadowCRUD: true, tracing: false },
  });
}

describe('shadowCRUD', () => {
  it('turns off operations, a whole content type, or parts of a field', () => {
    const schema = schemaWith((ext) => {
      ext.shadowCRUD('api::tag.tag').disableMutations();
      ext.shadowCRUD('api::author.author').disableAction('find');
      ext.shadowCRUD('api::global.global').disable();
      ext.shadowCRUD('api::article.article').field('views').disableOutput();
      ext.shadowCRUD('api::article.article').field('rating').disableFilters();
      ext.shadowCRUD('api::article.article').field('price').disableInput();
    });
    const query = schema.getQueryType()!.getFields();
    const mutation = schema.getMutationType()!.getFields();
    expect(query.tags).toBeDefined();
    expect(mutation.createTag).toBeUndefined();
    expect(query.authors).toBeUndefined();
    expect(query.author).toBeDefined();
    expect(query.global).toBeUndefined();
    expect(schema.getType('Global')).toBeUndefined();
    const article = schema.getType('Article') as import('graphql').GraphQLObjectType;
    const filters = schema.getType('ArticleFiltersInput') as import('graphql').GraphQLInputObjectType;
    const input = schema.getType('ArticleInput') as import('graphql').GraphQLInputObjectType;
    expect(article.getFields().views).toBeUndefined();
    expect(filters.getFields().views).toBeDefined();
    expect(filters.getFields().rating).toBeUndefined();
    expect(input.getFields().price).toBeUndefined();
  });

  it('answers the getters', () => {
    const ext = createGraphqlExtensionService();
    const tag = ext.shadowCRUD('api::tag.tag').disableActions(['create', 'update', 'delete', 'createLocalization']);
    expect(tag.isEnabled()).toBe(true);
    expect(tag.areMutationsDisabled()).toBe(true);
    expect(tag.areQueriesEnabled()).toBe(true);
    expect(tag.isActionEnabled('find')).toBe(true);
    expect(tag.isActionDisabled('create')).toBe(true);
    const field = tag.field('name').disableFilters();
    expect([field.isEnabled(), field.hasOutputEnabled(), field.hasInputEnabled(), field.hasFiltersEnabled()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(ext.shadowCRUD('admin::api-token').isDisabled()).toBe(true);
  });
});

describe('use() from the project register()', () => {
  let custom: TestApp;
  beforeAll(async () => {
    custom = await startApp({
      indexJs: `module.exports = {
        register({ strapi }) {
          const extension = strapi.plugin('graphql').service('extension');
          extension.use({
            typeDefs: 'type Query { hello(name: String): String  secret: String  scoped: String  guarded: String } type Greeting { text: String }',
            resolvers: {
              Query: {
                hello: (parent, { name }) => 'Hello ' + (name || 'world'),
                secret: () => 'secret',
                scoped: () => 'scoped',
                guarded: { resolve: () => 'guarded' },
              },
            },
            resolversConfig: {
              'Query.hello': { auth: false, middlewares: [async (next, parent, args, ctx, info) => (await next(parent, args, ctx, info)) + '!'] },
              'Query.scoped': { auth: { scope: ['api::tag.tag.find'] } },
              'Query.guarded': { auth: false, policies: [(policyContext) => policyContext.args !== undefined && policyContext.state.isAuthenticated] },
              'Query.tags': { auth: false },
            },
          });
          extension.use(() => ({ typeDefs: 'extend type Query { fromFactory: Int }', resolvers: { Query: { fromFactory: () => 42 } }, resolversConfig: { 'Query.fromFactory': { auth: false } } }));
        },
      };`,
    });
  });
  afterAll(() => custom.close());

  it('merges typeDefs and resolvers, runs middlewares, and honours auth: false', async () => {
    const r = await custom.gql('{ hello(name: "Ada") fromFactory }');
    expect(r.body).toEqual({ data: { hello: 'Hello Ada!', fromFactory: 42 } });
  });

  it('checks every custom Query field unless auth is off, and scopes', async () => {
    expect((await custom.gql('{ secret }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await custom.gql('{ secret }', { token: await custom.token('full-access') })).body.data.secret).toBe(
      'secret',
    );
    expect((await custom.gql('{ scoped }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    await custom.grant('public', ['api::tag.tag.find']);
    expect((await custom.gql('{ scoped }')).body.data.scoped).toBe('scoped');
  });

  it('overrides the auth of a generated field', async () => {
    const r = await custom.gql('{ tags { data { id } } }');
    expect(r.body).toEqual({ data: { tags: { data: [] } } });
  });

  it('runs policies: anything but true fails with PolicyError', async () => {
    const denied = await custom.gql('{ guarded }');
    expect(denied.body.errors[0]).toEqual({
      message: 'Policy Failed',
      extensions: { code: 'FORBIDDEN', error: { name: 'PolicyError', message: 'Policy Failed', details: {} } },
    });
    expect((await custom.gql('{ guarded }', { token: await custom.token('read-only') })).body.data.guarded).toBe(
      'guarded',
    );
  });
});

describe('use() with nexus types and plugins (code-first)', () => {
  let custom: TestApp;
  beforeAll(async () => {
    custom = await startApp({
      indexJs: `module.exports = {
        register({ strapi }) {
          strapi.plugin('graphql').service('extension').use(({ nexus }) => ({
            types: [
              nexus.objectType({ name: 'Stats', definition(t) { t.int('articles'); t.string('label'); } }),
              nexus.extendType({ type: 'Query', definition(t) {
                t.field('stats', { type: 'Stats', resolve: () => ({ articles: 7, label: 'all' }) });
              } }),
              nexus.extendType({ type: 'Article', definition(t) {
                t.string('shout', { resolve: (article) => String(article.title).toUpperCase() });
                t.string('createdYear', { resolve: (article) => String(article.createdAt).slice(0, 4) });
              } }),
            ],
            plugins: [nexus.plugin({ name: 'marker', onInstall() { globalThis.__tesseraNexusPlugin = true; } })],
            // A resolver of a generated field, reading an attribute a query may not select.
            resolvers: { Article: { views: (article) => String(article.createdAt).length } },
            resolversConfig: { 'Query.stats': { auth: false } },
          }));
        },
      };`,
    });
  });
  afterAll(() => custom.close());

  it('adds nexus types and fields next to the generated ones, and installs the plugins', async () => {
    expect((await custom.gql('{ stats { articles label } }')).body).toEqual({
      data: { stats: { articles: 7, label: 'all' } },
    });
    const token = await custom.token('full-access');
    await custom.gql('mutation { createArticle(data: { title: "quiet" }) { data { id } } }', { token });
    const r = await custom.gql('{ articles(publicationState: PREVIEW) { data { attributes { title shout } } } }', {
      token,
    });
    expect(r.body.data.articles.data[0].attributes).toEqual({ title: 'quiet', shout: 'QUIET' });
    // A project resolver reads attributes the query did not select: they are loaded all the same.
    const year = await custom.gql('{ articles(publicationState: PREVIEW) { data { attributes { createdYear } } } }', {
      token,
    });
    expect(year.body.data.articles.data[0].attributes.createdYear).toMatch(/^\d{4}$/);
    const views = await custom.gql('{ articles(publicationState: PREVIEW) { data { attributes { views } } } }', {
      token,
    });
    expect(views.body.data.articles.data[0].attributes.views).toBe('2026-01-01T00:00:00.000Z'.length);
    // The schema is built at the first request, which installs the builder plugins.
    expect((globalThis as { __tesseraNexusPlugin?: boolean }).__tesseraNexusPlugin).toBe(true);
  });

  it('keeps the generated fields guarded: the generated auth still applies after the merge', async () => {
    expect((await custom.gql('{ articles { data { id } } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

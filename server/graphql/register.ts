// The GraphQL plugin: its services (`extension`, `format`) for the project's register(), and the
// endpoint. The schema is built on first use — after register() had its say — and again whenever
// the extension service changes. graphql-js, nexus and the schema builders are loaded by the first
// request to the endpoint, not at start-up: a server that is only asked REST never loads them.
import type { GraphQLSchema } from 'graphql';
import type { Reply, RequestContext, Router } from '../http/router.ts';
import type { PluginDeps } from '../plugins/routes.ts';
import { createAuthService } from '../plugins/users-permissions/auth-service.ts';
import { readGraphqlConfig } from './config.ts';
import type { GraphqlRuntime } from './context.ts';
import { createGraphqlExtensionService, type GraphqlExtensionService } from './extension.ts';
import { formatService } from './format-service.ts';
import { uploadSizeLimit } from '../plugins/upload/upload-service.ts';

/** What Strapi's own plugins switch off at their register (their types stay, for relations). */
export function configureBuiltinPlugins(extension: GraphqlExtensionService): void {
  extension
    .shadowCRUD('plugin::users-permissions.permission')
    .disableActions(['create', 'update', 'delete', 'find', 'findOne']);
  extension.shadowCRUD('plugin::users-permissions.role').disableActions(['create', 'update', 'delete']);
  extension.shadowCRUD('plugin::users-permissions.user').disableActions(['create', 'update', 'delete']);
  extension.shadowCRUD('plugin::i18n.locale').disableMutations();
}

const NO_STRAPI = new Proxy(
  {},
  {
    get(_t, key) {
      if (key === 'then') return undefined;
      throw new Error(
        `graphql extension: strapi.${String(key)} is not handed to extension factories by Tessera; use the strapi given to register()`,
      );
    },
  },
);

export function registerGraphqlPlugin(router: Router, deps: PluginDeps): GraphqlExtensionService {
  const { project } = deps;
  const config = readGraphqlConfig(project.config, project.nodeEnv);
  // A schema reload rebuilds the routes: the project's register() extensions must carry over.
  const previous = deps.services.graphql as
    { extension?: GraphqlExtensionService; builtinRevision?: number } | undefined;
  let extension = previous?.extension;
  let builtinRevision = previous?.builtinRevision ?? 0;
  if (!extension) {
    extension = createGraphqlExtensionService();
    configureBuiltinPlugins(extension);
    builtinRevision = extension.revision;
    deps.services.graphql = { extension, format: formatService(), builtinRevision };
  }

  const runtime: GraphqlRuntime = {
    project,
    registry: deps.registry,
    entries: deps.entries,
    access: deps.access,
    config,
    auth: createAuthService(deps),
    log: deps.log,
    onlyOwnResolvers: () => extension.revision === builtinRevision,
  };
  const loadRoute = async (): Promise<(ctx: RequestContext) => Promise<Reply>> => {
    const [{ buildGraphqlSchema }, { createGraphqlRoute }] = await Promise.all([
      import('./build-schema.ts'),
      import('./http/graphql-route.ts'),
    ]);
    let schema: GraphQLSchema | null = null;
    let revision = -1;
    const currentSchema = () => {
      if (!schema || revision !== extension.revision) {
        revision = extension.revision;
        schema = buildGraphqlSchema({ registry: deps.registry, extension, config, strapi: NO_STRAPI, log: deps.log });
      }
      return schema;
    };
    return createGraphqlRoute({
      runtime,
      schema: currentSchema,
      readBody: deps.readBody,
      maxFileSize: uploadSizeLimit(project),
      responseCache: deps.responseCache,
      cacheable: () => runtime.onlyOwnResolvers() && !config.tracing,
    });
  };
  let loaded: Promise<(ctx: RequestContext) => Promise<Reply>> | null = null;
  const route = async (ctx: RequestContext): Promise<Reply> => {
    // A load that failed is tried again by the next request, not remembered.
    loaded ??= loadRoute().catch((err: unknown) => {
      loaded = null;
      throw err;
    });
    return (await loaded)(ctx);
  };
  // Cached by operation in the route, not by URL.
  router.add('ALL', config.endpoint, route, { auth: 'content-api', cache: false });
  return extension;
}

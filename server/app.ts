// createTessera: the one entry. It opens the project and answers plain requests with plain
// responses (`handle`), through middleware written once for REST, GraphQL, uploads and the
// studio's API. Transports live in adapters/: Express is what `serve` and the desktop shell
// start, and what a user mounts in their own app (`app.use('/cms', tessera.express())`).
import qs from 'qs';
import type { RequestHandler } from 'express';
import { expressHandler } from './adapters/express.ts';
import { requestHandler } from './adapters/fetch.ts';
import { registerAdminRoutes } from './admin/index.ts';
import { adminState, prepareAdminState } from './admin/admin-state.ts';
import { isStudioOrControlsPath } from './admin/studio-paths.ts';
import { getConfig, middlewareConfig, parseSize } from './config/load-config.ts';
import { createError, ProjectError } from './errors.ts';
import { unmatchedMethod } from './http/allowed-methods.ts';
import { toResponse, type TesseraRequest, type TesseraResponse } from './http/message.ts';
import { leftToFolder, publicFolder } from './http/public-folder.ts';
import { readBody, type BodyParser } from './http/read-body.ts';
import { RequestState } from './http/request-context.ts';
import { Routes, type RequestContext } from './http/router.ts';
import { ParsedOnce } from './input/parsed-once.ts';
import { createStrapiObject, type PluginServices } from './lifecycle/strapi-object.ts';
import { loadLifecycle, runPhase } from './lifecycle/run-lifecycle.ts';
import { authenticate } from './middleware/authenticate.ts';
import { compose, type Middleware } from './middleware/compose.ts';
import { cors, corsOptions } from './middleware/cors.ts';
import { headWithoutBody } from './middleware/head.ts';
import { mockControls } from './middleware/mock-controls.ts';
import { MockControls } from './mock-controls/mock-controls.ts';
import { MockSettingsError, normaliseMockSettings, type MockSettings } from './mock-controls/mock-settings.ts';
import { requestLog } from './middleware/request-log.ts';
import { ResponseCache, responseCache, responseCacheBytes } from './middleware/response-cache.ts';
import { availableLocales } from './plugins/i18n/available-locales.ts';
import { registerPluginRoutes } from './plugins/routes.ts';
import { openProject, type OpenProjectOptions, type Project } from './project.ts';
import { registerContentApi } from './rest/content-api.ts';
import { errorResponse } from './rest/error-envelope.ts';
import type { Model } from './schema/types.ts';

export interface TesseraOptions extends OpenProjectOptions {
  log?: (line: string) => void;
  /** The built studio served at /admin (default: dist/renderer). */
  studioDir?: string;
  /** Mock controls from the command line; each one given replaces config/tessera.js's `mock` setting. */
  mock?: Partial<MockSettings>;
}

export interface Tessera {
  project: Project;
  /** Answers one request; never rejects (a failure is a 500 in the REST envelope, logged). */
  handle(request: TesseraRequest): Promise<TesseraResponse>;
  /** An Express handler serving everything under the path it is mounted at. */
  express(): RequestHandler;
  /** In-process, fetch-shaped: `await tessera.request('/api/tags')` answers a web `Response`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Latency and failures injected into content requests (the studio changes them live). */
  mock: MockControls;
  /** Closes the project (its database). */
  close(): Promise<void>;
}

export async function createTessera(options: TesseraOptions): Promise<Tessera> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const project = await openProject(options);
  await prepareAdminState(project);
  const prefix = String(getConfig(project.config, 'api.rest.prefix', '/api'));
  const jsonLimit = parseSize(middlewareConfig(project.config, 'strapi::body')?.jsonLimit) ?? 1024 * 1024;
  const services: PluginServices = {};
  const cacheBytes = responseCacheBytes(project.config);
  const cache = cacheBytes ? new ResponseCache(project.engine, cacheBytes) : null;
  let mock: MockControls;
  try {
    mock = new MockControls(initialMockSettings(project, options.mock));
  } catch (err) {
    await project.close();
    throw err;
  }
  // Routes derive from the schema: they are built again when the content-type builder reloads it.
  const buildRoutes = (): Routes => {
    const next = new Routes();
    const deps = {
      registry: project.registry,
      entries: project.entries,
      access: project.access,
      prefix,
      limits: {
        defaultLimit: Number(getConfig(project.config, 'api.rest.defaultLimit', 25)),
        maxLimit: getConfig(project.config, 'api.rest.maxLimit', 100) as number | null,
        withCount: getConfig<unknown>(project.config, 'api.rest.withCount', true) !== false,
      },
      readBody: (ctx: RequestContext, parser?: BodyParser) => readBody(ctx, jsonLimit, parser),
      entryMeta:
        getConfig<unknown>(project.config, 'plugins.i18n.config.availableLocalesMeta', false) === true
          ? (model: Model, ids: number[]) => availableLocales(project.engine, model, ids)
          : undefined,
    };
    const contentApi = next.scoped('content-api');
    registerContentApi(contentApi, deps);
    registerPluginRoutes(contentApi, { ...deps, project, log, services, responseCache: cache });
    registerAdminRoutes(next, { project, readBody: deps.readBody, log, studioDir: options.studioDir, mock });
    return next;
  };
  let routes = buildRoutes();
  project.onReload(() => {
    routes = buildRoutes();
    cache?.schemaReloaded();
  });
  // Plugins registered their services above; the project's own register/bootstrap come last,
  // as in Strapi, so they can extend plugins (GraphQL) and seed content.
  const lifecycle = await loadLifecycle(project.dir);
  if (lifecycle) {
    const strapi = createStrapiObject({ project, log, services });
    try {
      await runPhase(lifecycle, 'register', strapi);
      await runPhase(lifecycle, 'bootstrap', strapi);
    } catch (err) {
      await project.close();
      throw err;
    }
  }

  const publicFiles = publicFolder(project.config, project.dir);
  const health: Middleware = (ctx, next) =>
    ctx.path === '/_health' ? { status: 204, headers: { strapi: 'You are so French!' } } : next();
  // Not async functions: `next()` already returns the promise to chain on, where an async function
  // added a promise and a resumption of its own to every request.
  const errors: Middleware = (_ctx, next) => next().catch((err: unknown) => errorResponse(err, log));
  const route: Middleware = (ctx, next) => {
    const found = routes.match(ctx.method, ctx.path);
    if (!('route' in found)) {
      if (publicFiles && (ctx.method === 'GET' || ctx.method === 'HEAD')) return publicFiles.serve(ctx);
      return unmatchedMethod(ctx.method, found.allowed, publicFiles !== null);
    }
    ctx.route = found.route;
    ctx.params = found.params;
    ctx.query = parseQuery(ctx.rawQuery);
    if (!publicFiles || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    return next().catch((err: unknown) => {
      if (leftToFolder(err)) return publicFiles.serve(ctx);
      throw err;
    });
  };
  // Group commit: a request that committed is answered only once its own data is on disk (concurrent
  // writers share one fsync).
  const durableWrites: Middleware = (_ctx, next) => {
    const commitsBefore = project.engine.generation;
    return next().then((reply) =>
      project.engine.generation === commitsBefore ? reply : project.engine.whenDurable().then(() => reply),
    );
  };
  // On a database other instances write too: nothing cached is answered that is older than the request.
  const catchUp = project.engine.catchUp?.bind(project.engine);
  const freshCaches: Middleware = async (_ctx, next) => {
    await catchUp!();
    return next();
  };
  const dispatch: Middleware = (ctx) => ctx.route!.handler(ctx);
  const corsConfig = corsOptions(project.config);
  const pipeline = compose([
    requestLog(() => adminState(project).requests),
    headWithoutBody,
    health,
    ...(corsConfig ? [cors(corsConfig, isStudioOrControlsPath)] : []),
    errors,
    ...(catchUp ? [freshCaches] : []),
    durableWrites,
    route,
    authenticate(
      () => project.access,
      () => adminState(project).sessions,
    ),
    // After authentication, so the request log knows who asked even when the answer is injected.
    mockControls(mock),
    ...(cache ? [responseCache(cache)] : []),
    dispatch,
  ]);

  async function handle(request: TesseraRequest): Promise<TesseraResponse> {
    const ctx = new RequestState(request);
    // Serialising belongs inside: a reply that cannot be sent is a logged 500 like any other failure.
    try {
      return toResponse(await pipeline(ctx), ctx.responseHeaders);
    } catch (err) {
      return toResponse(errorResponse(err, log), ctx.responseHeaders);
    }
  }

  const tessera: Tessera = {
    project,
    handle,
    express: () => expressHandler(handle),
    request: requestHandler(handle),
    mock,
    close: () => project.close(),
  };
  return tessera;
}

/** config/tessera.js's `mock` settings, with those the command line gave in their place. */
function initialMockSettings(project: Project, given: Partial<MockSettings> = {}): MockSettings {
  let fromConfig: MockSettings;
  try {
    fromConfig = normaliseMockSettings(getConfig<unknown>(project.config, 'tessera.mock', undefined));
  } catch (err) {
    if (err instanceof MockSettingsError) throw new ProjectError(`config/tessera.js: mock: ${err.message}`);
    throw err;
  }
  const defined = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  return { ...fromConfig, ...defined };
}

function parseQuery(raw: string): Record<string, unknown> {
  return raw ? queries.read(raw) : {};
}

/**
 * Query strings parsed once each (parsed-once.ts): a client asks for the same page with the same
 * filters again and again, and qs took a twentieth of a page of 25 entries' CPU in process, more
 * served (184 us a request against 168 once kept, servers in turns). Up to 64 Ki UTF-16 units of
 * texts of at most 2 KiB.
 */
const queries = new ParsedOnce<Record<string, unknown>>(parseQueryText, 64 * 1024, 2048);

function parseQueryText(raw: string): Record<string, unknown> {
  try {
    return qs.parse(raw, { strictNullHandling: true, arrayLimit: 100, depth: 20 }) as Record<string, unknown>;
  } catch {
    throw createError('BadRequestError', 400, 'Invalid query string');
  }
}

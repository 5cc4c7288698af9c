// createApp: the one entry the CLI and Electron call. A plain node:http server over the router.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import qs from 'qs';
import { getConfig } from './config/load-config.ts';
import { HttpError } from './errors.ts';
import { credentialKey, ResponseCache, responseCacheEnabled } from './http/response-cache.ts';
import { applyCors, corsOptions } from './http/cors.ts';
import { readBody } from './http/read-body.ts';
import { Router, type Reply, type RequestContext } from './http/router.ts';
import { openProject, type OpenProjectOptions, type Project } from './project.ts';
import { registerContentApi } from './rest/content-api.ts';
import { errorResponse } from './rest/error-envelope.ts';
import { registerPluginRoutes } from './plugins/routes.ts';
import { availableLocales } from './plugins/i18n/available-locales.ts';
import type { Model } from './schema/types.ts';
import { observeRequest, registerAdminRoutes } from './admin/index.ts';
import { createStrapiObject, type PluginServices } from './lifecycle/strapi-object.ts';
import { loadLifecycle, runPhase } from './lifecycle/run-lifecycle.ts';

export interface AppOptions extends OpenProjectOptions {
  port?: number;
  host?: string;
  log?: (line: string) => void;
}

export interface App {
  project: Project;
  server: Server;
  url: string;
  close(): Promise<void>;
}

const WELCOME = '<!doctype html><html><head><meta charset="utf-8"><title>Tessera</title></head><body><h1>Tessera</h1><p>The content API is served under <code>/api</code>.</p></body></html>';

export async function createApp(options: AppOptions): Promise<App> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const project = await openProject(options);
  const prefix = String(getConfig(project.config, 'api.rest.prefix', '/api'));
  const jsonLimit = parseSize(getConfig(project.config, 'middlewares.body.jsonLimit', undefined)) ?? 1024 * 1024;
  const services: PluginServices = {};
  // Routes derive from the schema: they are built again when the content-type builder reloads it.
  const buildRouter = (): Router => {
    const next = new Router();
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
      readBody: (ctx: RequestContext) => readBody(ctx.req, jsonLimit),
      entryMeta: getConfig<unknown>(project.config, 'plugins.i18n.config.availableLocalesMeta', false) === true
        ? (model: Model, ids: number[]) => availableLocales(project.db, model, ids)
        : undefined,
    };
    registerContentApi(next, deps);
    registerPluginRoutes(next, { ...deps, project, log, services });
    registerAdminRoutes(next, { project, readBody: deps.readBody, log });
    return next;
  };
  let router = buildRouter();
  project.onReload(() => {
    router = buildRouter();
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
      project.close();
      throw err;
    }
  }

  const cors = corsOptions(getConfig<unknown>(project.config, 'middlewares', []));
  const cache = responseCacheEnabled(project.config) ? new ResponseCache(project.db) : null;

  const server = createServer((req, res) => {
    observeRequest(project, req, res);
    handle(req, res).catch((err) => {
      log(`unhandled: ${(err as Error).stack}`);
      if (!res.headersSent) send(res, { status: 500, body: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const rawQuery = q < 0 ? '' : url.slice(q + 1);
    if (path === '/_health') {
      res.writeHead(204, { strapi: 'You are so French!' }).end();
      return;
    }
    if (cors && applyCors(cors, req, res)) return;
    const found = router.match(method, path);
    if (!('handler' in found)) {
      req.resume();
      if (found.allowed.length) {
        res.writeHead(405, { 'content-type': 'text/plain; charset=utf-8', allow: [...new Set(found.allowed)].join(', ') }).end('Method Not Allowed');
      } else if (method === 'GET' && (path === '/' || path === '/index.html')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(WELCOME);
      } else {
        send(res, { status: 404, body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } } });
      }
      return;
    }
    const ctx: RequestContext = { req, res, method, path, rawQuery, query: {}, params: found.params, state: {} };
    let reply: Reply | void;
    let cacheKey: string | null = null;
    const generation = project.db.generation;
    const commitsBefore = project.db.commits;
    try {
      if (path.startsWith(prefix) || path.startsWith('/graphql')) {
        const credentials = project.access.authenticate(req.headers.authorization);
        ctx.state.credentials = credentials;
        if (cache && method === 'GET' && path.startsWith(prefix)) {
          cacheKey = `${credentialKey(credentials)} ${url}`;
          const hit = cache.get(cacheKey);
          if (hit) {
            res.writeHead(hit.status, { 'content-type': 'application/json; charset=utf-8' }).end(hit.body);
            return;
          }
        }
      }
      ctx.query = parseQuery(rawQuery);
      reply = await found.handler(ctx);
    } catch (err) {
      const r = errorResponse(err, log);
      reply = { status: r.status, body: r.body };
    }
    await ownWritesOnDisk(project, commitsBefore);
    if (!reply || res.headersSent) return;
    if (cacheKey && reply.status === 200 && reply.body !== undefined && !reply.headers) {
      const body = JSON.stringify(reply.body);
      cache!.set(cacheKey, generation, { status: 200, body });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      return;
    }
    send(res, reply);
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 1337, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port ?? 1337;
  const host = options.host ?? '127.0.0.1';
  return {
    project,
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () => new Promise<void>((resolveClose) => {
      server.close(() => {
        project.close();
        resolveClose();
      });
      server.closeAllConnections();
    }),
  };
}

/** A request that committed writes is answered only once they are on disk (concurrent writers share one fsync). */
async function ownWritesOnDisk(project: Project, commitsBefore: number): Promise<void> {
  if (project.db.commits !== commitsBefore) await project.db.whenDurable();
}

function parseQuery(raw: string): Record<string, unknown> {
  if (!raw) return {};
  try {
    return qs.parse(raw, { strictNullHandling: true, arrayLimit: 100, depth: 20 }) as Record<string, unknown>;
  } catch {
    throw new HttpError(400, 'BadRequestError', 'Invalid query string');
  }
}

export function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.body === undefined) {
    res.writeHead(reply.status, headers).end();
    return;
  }
  if (typeof reply.body === 'string' && headers['content-type']) {
    res.writeHead(reply.status, headers).end(reply.body);
    return;
  }
  const text = JSON.stringify(reply.body);
  headers['content-type'] ??= 'application/json; charset=utf-8';
  res.writeHead(reply.status, headers).end(text);
}

function parseSize(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return undefined;
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(v.trim());
  if (!m) return undefined;
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(m[1]) * unit);
}

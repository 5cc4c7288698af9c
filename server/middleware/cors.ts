// CORS as Strapi's default `strapi::cors` middleware (@koa/cors under Strapi's defaults) answers it,
// so a frontend dev server on another port can call the API, credentials included: any origin by
// default, reflected back with `Access-Control-Allow-Credentials: true` (a browser refuses `*` on a
// request sent with credentials), preflights answered with 204 and cached a year.
// (The `cors` package is written against Node's req/res; this core answers plain values.)
import { listsMiddleware, middlewareConfig, type ProjectConfig } from '../config/load-config.ts';
import type { Reply, RequestContext } from '../http/router.ts';
import type { Middleware, Next } from './compose.ts';

/** A list as config/middlewares may give it: an array, or one comma-separated string. */
type Names = string | string[];
/** config/middlewares.js may decide the origin per request, as Strapi lets it (`origin(ctx)`). */
type OriginRule = Names | ((ctx: KoaLikeContext) => Names | false | Promise<Names | false>);

export interface CorsOptions {
  origin: OriginRule;
  methods: Names;
  headers: Names;
  /** Response headers a page's script may read (`Access-Control-Expose-Headers`). */
  expose?: Names;
  credentials: boolean;
  /** Seconds a browser keeps a preflight's answer; 0 sends none. */
  maxAge?: number;
}

export const DEFAULT_CORS: CorsOptions = {
  origin: '*',
  maxAge: 31_536_000,
  credentials: true,
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
  headers: ['Content-Type', 'Authorization', 'Origin', 'Accept'],
};

/**
 * `strapi::cors`'s config in config/middlewares over the defaults; null when the project's list
 * leaves the middleware out (Strapi's way to turn CORS off: it ignores an `enabled` key, and so
 * does this).
 */
export function corsOptions(config: ProjectConfig): CorsOptions | null {
  if (!listsMiddleware(config, 'strapi::cors')) return null;
  const given = (middlewareConfig(config, 'strapi::cors') ?? {}) as Partial<CorsOptions> & { enabled?: unknown };
  const { enabled: _ignored, ...options } = given;
  return { ...DEFAULT_CORS, ...options };
}

/**
 * Adds the CORS headers to every answer for an allowed origin; answers preflights with 204.
 * `sameOriginOnly` paths get none: the studio's API is called with its session cookie, which a page
 * on another port of the same host also sends (same site), and credentials allowed would let it read.
 */
export function cors(options: CorsOptions, sameOriginOnly: (path: string) => boolean = () => false): Middleware {
  const methods = joined(options.methods);
  const headers = joined(options.headers);
  const expose = options.expose === undefined ? '' : joined(options.expose);
  const crossOrigin = async (ctx: RequestContext, next: Next, requestOrigin: string): Promise<Reply> => {
    let origin = await allowedOrigin(options.origin, ctx, requestOrigin);
    if (!origin) return next();
    if (options.credentials && origin === '*') origin = requestOrigin;
    const preflight = ctx.method === 'OPTIONS';
    if (preflight && !ctx.headers['access-control-request-method']) return next();
    const set = ctx.responseHeaders;
    set['access-control-allow-origin'] = origin;
    if (options.credentials) set['access-control-allow-credentials'] = 'true';
    if (!preflight) {
      if (expose) set['access-control-expose-headers'] = expose;
      return next();
    }
    const answer: Record<string, string> = {};
    if (options.maxAge) answer['access-control-max-age'] = String(options.maxAge);
    if (methods) answer['access-control-allow-methods'] = methods;
    const allowHeaders = headers || ctx.headers['access-control-request-headers'];
    if (allowHeaders) answer['access-control-allow-headers'] = allowHeaders;
    return { status: 204, headers: answer };
  };
  return (ctx, next) => {
    if (sameOriginOnly(ctx.path)) return next();
    // Every answer may differ by Origin: a shared cache in front keeps one per origin.
    ctx.responseHeaders.vary = 'Origin';
    const requestOrigin = ctx.headers.origin;
    // Strapi sends an empty Allow-Origin here, which grants nothing; no header says the same.
    return requestOrigin ? crossOrigin(ctx, next, requestOrigin) : next();
  };
}

/** The Allow-Origin value for this request's origin, or false when it is not allowed (as Strapi decides). */
async function allowedOrigin(rule: OriginRule, ctx: RequestContext, requestOrigin: string): Promise<string | false> {
  const list = typeof rule === 'function' ? await rule(koaLike(ctx)) : rule;
  if (list === false || list === null || list === undefined) return false;
  if (Array.isArray(list)) return list.includes(requestOrigin) ? requestOrigin : false;
  const parts = String(list)
    .split(',')
    .map((o) => o.trim());
  if (parts.length > 1) return parts.includes(requestOrigin) ? requestOrigin : false;
  // One origin is sent as it is configured, matching or not: the browser compares it.
  return String(list);
}

function joined(names: Names): string {
  return Array.isArray(names) ? names.join(',') : String(names ?? '');
}

/** What an `origin(ctx)` function written for Strapi reads of Koa's context. */
interface KoaLikeContext {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string | undefined>;
  header: Record<string, string | undefined>;
  request: {
    method: string;
    path: string;
    url: string;
    headers: Record<string, string | undefined>;
    header: Record<string, string | undefined>;
  };
  get(name: string): string;
}

function koaLike(ctx: RequestContext): KoaLikeContext {
  const url = ctx.rawQuery ? `${ctx.path}?${ctx.rawQuery}` : ctx.path;
  const request = { method: ctx.method, path: ctx.path, url, headers: ctx.headers, header: ctx.headers };
  return { ...request, request, get: (name) => ctx.headers[name.toLowerCase()] ?? '' };
}

// Method+path routing over path-to-regexp (Express's own matcher). It knows which methods a path
// allows, for Strapi's 405s, and which authentication each route asks for.
import { pathToRegexp } from 'path-to-regexp';
import type { RequestBody } from './message.ts';

export interface Reply {
  status: number;
  /** JSON (serialised by the core), text (with a content-type header), bytes, or an async iterable stream. */
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * Who may call a route, checked by the authentication middleware before the handler runs:
 * `content-api` reads the Authorization header (API token, user JWT, or the Public role);
 * `admin` needs the studio's session cookie (and its header on writes); `none` is open.
 */
export type AuthScope = 'content-api' | 'admin' | 'none';

export interface RequestContext {
  method: string;
  /** Relative to the base path. */
  path: string;
  rawQuery: string;
  query: Record<string, unknown>;
  params: Record<string, string>;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  /** Read through `readBody`/`readMultipart`; read at most once. */
  body: RequestBody | undefined;
  /** Where Tessera is mounted (`/cms`), '' at the root. */
  basePath: string;
  remoteAddress: string;
  /** Aborted when the client goes away. */
  signal: AbortSignal;
  /** Headers a handler or middleware adds to whatever the answer turns out to be (rate-limit counters). */
  responseHeaders: Record<string, string>;
  /** The matched route (null before routing). */
  route: Route | null;
  /** Filled by the middleware: credentials, adminSession. */
  state: Record<string, unknown>;
}

export type Handler = (ctx: RequestContext) => Promise<Reply> | Reply;

export interface RouteOptions {
  auth?: AuthScope;
  /** False for answers the response cache must not keep by URL (GraphQL keeps its own by operation). */
  cache?: boolean;
}

export interface Route {
  method: string;
  path: string;
  auth: AuthScope;
  cache: boolean;
  handler: Handler;
}

/** A route's path as path-to-regexp compiles it: the expression, and the name of each capture. */
interface PathPattern {
  regexp: RegExp;
  names: string[];
}

interface CompiledRoute extends Route {
  /** Compiled on first use: most of a large schema's routes are never asked for in a session. */
  pattern: PathPattern | null;
}

/**
 * Routes are bucketed by their first two path segments when both are literal (`api/articles`), so
 * a request is matched against its bucket and the routes with a parameter up front, not the whole
 * table. Keys are lower case: path-to-regexp matches literals case-insensitively.
 */
const NOT_LITERAL = /[:*{}()?+\\]/;

function bucketKey(path: string): string {
  // The first two segments, empty where the path has fewer: '/a/b/c' is 'a/b', '/a' is 'a/'.
  const second = path.indexOf('/', 1);
  if (second < 0) return `${path.slice(1)}/`.toLowerCase();
  const third = path.indexOf('/', second + 1);
  return path.slice(1, third < 0 ? path.length : third).toLowerCase();
}

function patternOf(route: CompiledRoute): PathPattern {
  if (route.pattern) return route.pattern;
  // A trailing slash is allowed, as Strapi's koa-router does.
  const { regexp, keys } = pathToRegexp(route.path.replace(/\/$/, '') + '{/}');
  return (route.pattern = { regexp, names: keys.map((key) => key.name) });
}

/**
 * The path's parameters when the route takes it, decoded; null when it does not. Read from the
 * captures into a plain object: path-to-regexp's own `match` answers them in an object without a
 * prototype, which V8 keeps as a dictionary, and copying that into a plain one cost more than all
 * the matching. Routes name `:params` only: a `*wildcard` would come back as one decoded string,
 * not path-to-regexp's list of segments.
 */
function paramsOf(route: CompiledRoute, path: string): Record<string, string> | null {
  const { regexp, names } = patternOf(route);
  const captured = regexp.exec(path);
  if (!captured) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < names.length; i++) {
    const value = captured[i + 1];
    if (value !== undefined) params[names[i]] = decodeParam(value);
  }
  return params;
}

/**
 * A parameter that is not valid percent-encoding is kept as sent, as koa-router keeps it: the route
 * still matches (a method it does not take is a 405), and its handler finds no entry by that name.
 */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Where routes are registered (plugins, the content API, the admin side). */
export interface Router {
  add(method: string, path: string, handler: Handler, options?: RouteOptions): void;
}

/** The route table the core matches requests against. */
export class Routes implements Router {
  private readonly routes: CompiledRoute[] = [];
  private readonly buckets = new Map<string, CompiledRoute[]>();
  /** Routes with a parameter in their leading segments: candidates for every path. */
  private readonly loose: CompiledRoute[] = [];
  /** Per bucket, its routes and the loose ones in the order they were added (built on first match). */
  private readonly candidates = new Map<string, CompiledRoute[]>();

  add(method: string, path: string, handler: Handler, options: RouteOptions = {}): void {
    const route: CompiledRoute = {
      method,
      path,
      handler,
      auth: options.auth ?? 'none',
      cache: options.cache ?? true,
      pattern: null,
    };
    this.routes.push(route);
    const key = bucketKey(path);
    if (NOT_LITERAL.test(key)) this.loose.push(route);
    else {
      const bucket = this.buckets.get(key);
      if (bucket) bucket.push(route);
      else this.buckets.set(key, [route]);
    }
    this.candidates.clear();
  }

  /** The same table, with a default authentication for the routes added through it. */
  scoped(auth: AuthScope): Router {
    return { add: (method, path, handler, options = {}) => this.add(method, path, handler, { auth, ...options }) };
  }

  /**
   * The route for a request, or the methods the path allows (empty when unknown). A HEAD is taken
   * by the first route that takes it or GET, as koa-router registers every GET route for HEAD too.
   */
  match(method: string, path: string): { route: Route; params: Record<string, string> } | { allowed: string[] } {
    const candidates = this.candidatesFor(path);
    const answers = (r: CompiledRoute) =>
      r.method === method || r.method === 'ALL' || (method === 'HEAD' && r.method === 'GET');
    for (const r of candidates) {
      if (!answers(r)) continue;
      const params = paramsOf(r, path);
      if (params) return { route: r, params };
    }
    // Only a path no route of this method takes is matched against the others (a 405's Allow).
    const allowed: string[] = [];
    for (const r of candidates) if (!answers(r) && patternOf(r).regexp.test(path)) allowed.push(r.method);
    return { allowed };
  }

  private candidatesFor(path: string): CompiledRoute[] {
    const key = bucketKey(path);
    const bucket = this.buckets.get(key);
    if (!bucket) return this.loose;
    let merged = this.candidates.get(key);
    if (!merged) {
      const members = new Set([...bucket, ...this.loose]);
      merged = this.routes.filter((r) => members.has(r));
      this.candidates.set(key, merged);
    }
    return merged;
  }
}

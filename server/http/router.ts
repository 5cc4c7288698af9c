// Method+path routing over path-to-regexp (Express's own matcher). It knows which methods a path
// allows, for Strapi's 405s, and which authentication each route asks for.
import { match as compile, type MatchFunction } from 'path-to-regexp';
import { ValidationError } from '../errors.ts';
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

interface CompiledRoute extends Route {
  match: MatchFunction<Record<string, string>>;
}

/** A path segment that is not valid percent-encoding is the client's mistake, not a 500. */
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ValidationError(`Invalid percent-encoding in the path: ${value}`);
  }
}

/** Where routes are registered (plugins, the content API, the admin side). */
export interface Router {
  add(method: string, path: string, handler: Handler, options?: RouteOptions): void;
}

/** The route table the core matches requests against. */
export class Routes implements Router {
  private readonly routes: CompiledRoute[] = [];

  add(method: string, path: string, handler: Handler, options: RouteOptions = {}): void {
    this.routes.push({
      method,
      path,
      handler,
      auth: options.auth ?? 'none',
      cache: options.cache ?? true,
      // A trailing slash is allowed, as Strapi's koa-router does; params are decoded on match.
      match: compile<Record<string, string>>(path.replace(/\/$/, '') + '{/}', { decode: decodeParam }),
    });
  }

  /** The same table, with a default authentication for the routes added through it. */
  scoped(auth: AuthScope): Router {
    return { add: (method, path, handler, options = {}) => this.add(method, path, handler, { auth, ...options }) };
  }

  /** The route for a request, or the methods the path allows (empty when unknown). */
  match(method: string, path: string): { route: Route; params: Record<string, string> } | { allowed: string[] } {
    const allowed: string[] = [];
    for (const r of this.routes) {
      if (r.method !== method && r.method !== 'ALL') {
        if (r.match(path)) allowed.push(r.method);
        continue;
      }
      const m = r.match(path);
      if (m) return { route: r, params: { ...m.params } };
    }
    return { allowed };
  }
}

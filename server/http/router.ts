// A small method+path router. It knows which methods a path allows, for Strapi's 405s.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  rawQuery: string;
  query: Record<string, unknown>;
  params: Record<string, string>;
  /** Filled by the authentication middleware. */
  state: Record<string, unknown>;
}

export type Handler = (ctx: RequestContext) => Promise<Reply | void> | Reply | void;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, path: string, handler: Handler): void {
    const keys: string[] = [];
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_m, k: string) => {
      keys.push(k);
      return '([^/]+)';
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
  }

  /** The handler for a request, or the methods the path allows (empty when unknown). */
  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | { allowed: string[] } {
    const allowed: string[] = [];
    for (const r of this.routes) {
      const m = r.pattern.exec(path);
      if (!m) continue;
      if (r.method === method || r.method === 'ALL') {
        const params: Record<string, string> = {};
        r.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1])));
        return { handler: r.handler, params };
      }
      allowed.push(r.method);
    }
    return { allowed };
  }
}

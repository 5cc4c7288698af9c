// CORS as Strapi's default `strapi::cors` middleware answers it, so a frontend dev server on
// another port can call the API: any origin by default, preflights answered with 204.
// (The `cors` package is written against Node's req/res; this core answers plain values.)
import { middlewareConfig, type ProjectConfig } from '../config/load-config.ts';
import type { Middleware } from './compose.ts';

export interface CorsOptions {
  origin: string | string[];
  methods: string[];
  headers: string[];
  credentials: boolean;
  maxAge?: number;
}

export const DEFAULT_CORS: CorsOptions = {
  origin: '*',
  methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
  headers: ['Content-Type', 'Authorization', 'Origin', 'Accept'],
  credentials: false,
};

/** Reads `strapi::cors`'s config in config/middlewares over the defaults. */
export function corsOptions(config: ProjectConfig): CorsOptions | null {
  const options = middlewareConfig(config, 'strapi::cors') as
    (Partial<CorsOptions> & { enabled?: boolean }) | undefined;
  if (options?.enabled === false) return null;
  return { ...DEFAULT_CORS, ...(options ?? {}) };
}

/** Adds the CORS headers to every answer for an allowed origin; answers preflights with 204. */
export function cors(options: CorsOptions): Middleware {
  return async (ctx, next) => {
    const origin = ctx.headers.origin;
    if (!origin) return next();
    const allowed = Array.isArray(options.origin)
      ? options.origin.includes(origin)
      : options.origin === '*' || options.origin === origin;
    if (!allowed) return next();
    const headers: Record<string, string> = {
      'access-control-allow-origin': options.origin === '*' && !options.credentials ? '*' : origin,
      vary: 'Origin',
    };
    if (options.credentials) headers['access-control-allow-credentials'] = 'true';
    Object.assign(ctx.responseHeaders, headers);
    if (ctx.method !== 'OPTIONS' || !ctx.headers['access-control-request-method']) return next();
    const preflight: Record<string, string> = {
      'access-control-allow-methods': options.methods.join(','),
      'access-control-allow-headers': ctx.headers['access-control-request-headers'] ?? options.headers.join(','),
    };
    if (options.maxAge !== undefined) preflight['access-control-max-age'] = String(options.maxAge);
    return { status: 204, headers: preflight };
  };
}

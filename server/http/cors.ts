// CORS as Strapi's default `strapi::cors` middleware answers it, so a frontend dev server on
// another port can call the API: any origin by default, preflights answered with 204.
import type { IncomingMessage, ServerResponse } from 'node:http';

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

/** Reads `config/middlewares` (`{ name: 'strapi::cors', config }`) over the defaults. */
export function corsOptions(middlewares: unknown): CorsOptions | null {
  const list = Array.isArray(middlewares) ? middlewares : [];
  const entry = list.find((m) => m && typeof m === 'object' && (m as { name?: string }).name === 'strapi::cors') as { config?: Partial<CorsOptions> & { enabled?: boolean } } | undefined;
  if (entry?.config?.enabled === false) return null;
  return { ...DEFAULT_CORS, ...(entry?.config ?? {}) };
}

/** Sets the CORS headers; true when the request was a preflight and has been answered. */
export function applyCors(options: CorsOptions, req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  const allowed = Array.isArray(options.origin) ? options.origin.includes(origin) : options.origin === '*' || options.origin === origin;
  if (!allowed) return false;
  res.setHeader('Access-Control-Allow-Origin', options.origin === '*' && !options.credentials ? '*' : origin);
  if (options.credentials) res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.setHeader('Access-Control-Allow-Methods', options.methods.join(','));
  res.setHeader('Access-Control-Allow-Headers', String(req.headers['access-control-request-headers'] ?? options.headers.join(',')));
  if (options.maxAge !== undefined) res.setHeader('Access-Control-Max-Age', String(options.maxAge));
  res.writeHead(204).end();
  return true;
}

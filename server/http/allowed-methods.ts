// What a request gets when no route takes its method, as Strapi answers it: koa-router's
// allowedMethods() over Strapi's routes. Its `strapi::public` middleware (in every project's default
// list) adds `GET /(.*)` first, which serves the public folder: so every path allows HEAD and GET,
// a POST to an unknown path is a 405 rather than a 404, and OPTIONS names them.
import { NotFoundError } from '../errors.ts';
import type { Reply } from './router.ts';

/** The methods koa-router knows; any other is a 501 wherever it is sent. */
const IMPLEMENTED = new Set(['HEAD', 'OPTIONS', 'GET', 'PUT', 'PATCH', 'POST', 'DELETE']);

/**
 * The answer for `method` on a path whose routes take only `allowed` (in the order they were
 * added; empty for a path no route takes). `servesEveryPath`: the public folder answers every GET
 * (public-folder.ts), and is named first, as Strapi adds its route first.
 */
export function unmatchedMethod(method: string, allowed: readonly string[], servesEveryPath: boolean): Reply {
  const methods = allowHeader(servesEveryPath ? ['GET', ...allowed] : allowed);
  if (!IMPLEMENTED.has(method)) return text(501, 'Not Implemented', methods);
  if (!methods.length) throw new NotFoundError();
  if (method === 'OPTIONS') return text(200, '', methods);
  return text(405, 'Method Not Allowed', methods);
}

/** Each method once, in route order, a GET route's HEAD just before it (as koa-router lists them). */
function allowHeader(allowed: readonly string[]): string {
  const methods = new Set<string>();
  for (const m of allowed) {
    if (m === 'GET') methods.add('HEAD');
    methods.add(m);
  }
  return [...methods].join(', ');
}

function text(status: number, body: string, allow: string): Reply {
  return { status, body, headers: { 'content-type': 'text/plain; charset=utf-8', allow } };
}

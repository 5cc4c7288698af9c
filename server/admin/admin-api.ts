// Registers the studio's API routes under /admin/api, each guarded by the admin session: without
// a valid session cookie every route answers 401, and a mutating call without the studio header
// answers 403. The content API never looks at this cookie (it only reads Authorization).
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { Handler, RequestContext, Router } from '../http/router.ts';
import type { Project } from '../project.ts';
import { readCookie, SESSION_COOKIE, STUDIO_HEADER, type AdminSession } from './admin-sessions.ts';
import { adminState } from './admin-state.ts';

export const ADMIN_API = '/admin/api';

export interface AdminApi {
  get(path: string, handler: Handler): void;
  post(path: string, handler: Handler): void;
  put(path: string, handler: Handler): void;
  delete(path: string, handler: Handler): void;
}

export function adminSession(ctx: RequestContext): AdminSession {
  return ctx.state.adminSession as AdminSession;
}

export function requireAdminSession(project: Project, ctx: RequestContext): AdminSession {
  const session = adminState(project).sessions.verify(readCookie(ctx.req.headers.cookie, SESSION_COOKIE));
  if (!session) throw new UnauthorizedError('Missing or invalid admin session');
  return session;
}

export function createAdminApi(router: Router, project: Project): AdminApi {
  const guarded = (method: string) => (path: string, handler: Handler) => {
    router.add(method, `${ADMIN_API}${path}`, (ctx) => {
      ctx.state.adminSession = requireAdminSession(project, ctx);
      if (method !== 'GET' && ctx.req.headers[STUDIO_HEADER] !== '1') throw new ForbiddenError(`Admin API writes need the ${STUDIO_HEADER} header`);
      return handler(ctx);
    });
  };
  return { get: guarded('GET'), post: guarded('POST'), put: guarded('PUT'), delete: guarded('DELETE') };
}

/** Unknown paths under /admin/api: 401 without a session, 404 with one. Register after every API route. */
export function registerAdminApiFallback(router: Router, project: Project): void {
  let path = ADMIN_API;
  for (let depth = 0; depth < 8; depth++) {
    router.add('ALL', path, (ctx) => {
      requireAdminSession(project, ctx);
      return { status: 404, body: { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } } };
    });
    path += `/:p${depth}`;
  }
}

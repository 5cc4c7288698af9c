// Registers the studio's API routes under /admin/api, each guarded by the admin session (the
// authentication middleware, scope `admin`): without a valid session cookie every route answers
// 401, and a mutating call without the studio header answers 403. The content API never looks at
// this cookie (it only reads Authorization).
import { NotFoundError } from '../errors.ts';
import type { Handler, RequestContext, Router } from '../http/router.ts';
import type { AdminSession } from './admin-sessions.ts';

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

export function createAdminApi(router: Router): AdminApi {
  const guarded = (method: string) => (path: string, handler: Handler) =>
    router.add(method, `${ADMIN_API}${path}`, handler, { auth: 'admin' });
  return { get: guarded('GET'), post: guarded('POST'), put: guarded('PUT'), delete: guarded('DELETE') };
}

/** Unknown paths under /admin/api: 401 without a session, 404 with one. Register after every API route. */
export function registerAdminApiFallback(router: Router): void {
  const notFound = (): never => {
    throw new NotFoundError();
  };
  let path = ADMIN_API;
  for (let depth = 0; depth < 8; depth++) {
    router.add('ALL', path, notFound, { auth: 'admin' });
    path += `/:p${depth}`;
  }
}

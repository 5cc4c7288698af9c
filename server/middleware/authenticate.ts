// The one authentication step, run after routing with the scope the route declared: content-API
// routes (REST, GraphQL, uploads, users-permissions) take their credentials from Authorization;
// the studio's admin API needs the admin session cookie, and its header on every write.
import type { AccessControl } from '../auth/access-control.ts';
import {
  readCookie,
  SESSION_COOKIE,
  STUDIO_HEADER,
  type AdminSession,
  type AdminSessions,
} from '../admin/admin-sessions.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { Reply, RequestContext } from '../http/router.ts';
import type { Middleware, Next } from './compose.ts';

export function authenticate(access: () => AccessControl, sessions: () => AdminSessions): Middleware {
  // Not an async function: a content-API request chains on the credentials' promise alone.
  return (ctx, next) => {
    const scope = ctx.route?.auth ?? 'none';
    if (scope === 'content-api')
      return access()
        .authenticate(ctx.headers.authorization)
        .then((credentials) => {
          ctx.state.credentials = credentials;
          return next();
        });
    if (scope === 'admin') return admitted(sessions(), ctx, next);
    return next();
  };
}

async function admitted(sessions: AdminSessions, ctx: RequestContext, next: Next): Promise<Reply> {
  ctx.state.adminSession = await requireAdminSession(sessions, ctx);
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.headers[STUDIO_HEADER] !== '1')
    throw new ForbiddenError(`Admin API writes need the ${STUDIO_HEADER} header`);
  return next();
}

export async function requireAdminSession(
  sessions: AdminSessions,
  ctx: Pick<RequestContext, 'headers'>,
): Promise<AdminSession> {
  const session = await sessions.verify(readCookie(ctx.headers.cookie, SESSION_COOKIE));
  if (!session) throw new UnauthorizedError('Missing or invalid admin session');
  return session;
}

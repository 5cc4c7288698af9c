// Routes outside the studio that only an administrator may call (snapshots, a restricted API
// description): the studio's admin session, or a full-access API token for scripts and test suites,
// which have no browser session.
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { RequestContext } from '../http/router.ts';
import type { Project } from '../project.ts';
import { readCookie, SESSION_COOKIE } from './admin-sessions.ts';
import { adminState } from './admin-state.ts';

export async function ensureAdminCaller(project: Project, ctx: RequestContext): Promise<void> {
  const session = await adminState(project).sessions.verify(readCookie(ctx.headers.cookie, SESSION_COOKIE));
  if (session) {
    ctx.state.adminSession = session;
    return;
  }
  const cred = await project.access.authenticate(ctx.headers.authorization);
  if (cred.kind === 'api-token' && cred.token.type === 'full-access') return;
  if (cred.kind === 'public') throw new UnauthorizedError('Missing or invalid credentials');
  throw new ForbiddenError('Only the studio admin or a full-access API token may do this');
}

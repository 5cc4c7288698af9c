// The studio's sign-in: `serve` prints a link carrying a one-time token; opening it sets the
// admin session cookie and lands on the studio.
import type { Reply, Router } from '../http/router.ts';
import type { Project } from '../project.ts';
import { readCookie, SESSION_COOKIE, sessionCookie } from './admin-sessions.ts';
import { adminState } from './admin-state.ts';

export const LOGIN_PATH = '/admin/login';

/** The path and query of a one-time studio link, e.g. `/admin/login?token=…`; prefix it with the server URL. */
export function issueStudioLogin(project: Project): string {
  return `${LOGIN_PATH}?token=${adminState(project).sessions.issueLoginToken()}`;
}

export function registerStudioLogin(router: Router, project: Project): void {
  router.add('GET', LOGIN_PATH, async (ctx): Promise<Reply> => {
    // A link checker's or a preview's HEAD must not spend the one-time link before it is opened.
    if (ctx.method === 'HEAD') return { status: 200, headers: { 'cache-control': 'no-store' } };
    const { sessions } = adminState(project);
    const studio = `${ctx.basePath}/admin/`;
    const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
    const session = token ? await sessions.redeemLoginToken(token) : null;
    if (session) {
      return {
        status: 303,
        headers: {
          location: studio,
          'set-cookie': sessionCookie(sessions.sign(session), session, ctx.basePath),
          'cache-control': 'no-store',
        },
      };
    }
    // Opening a used link again while signed in is harmless: go on to the studio.
    if (await sessions.verify(readCookie(ctx.headers.cookie, SESSION_COOKIE)))
      return { status: 303, headers: { location: studio } };
    return {
      status: 401,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body: expiredLinkPage(),
    };
  });
}

function expiredLinkPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Studio link expired · Tessera</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:15px/1.5 system-ui,sans-serif;background:#f4f5f8;color:#1d2233}
main{background:#fff;border:1px solid #e2e5ee;border-radius:12px;padding:32px 36px;max-width:440px;box-shadow:0 8px 30px rgba(20,30,60,.08)}
h1{font-size:20px;margin:0 0 8px}code{background:#f0f2f7;padding:2px 6px;border-radius:4px}</style></head>
<body><main><h1>This studio link has been used or has expired</h1>
<p>Each link printed by <code>tessera serve</code> opens one studio session. Restart <code>tessera serve</code>
to print a fresh link, or open the desktop app.</p></main></body></html>`;
}

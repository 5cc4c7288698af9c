// The studio's live request log: every answered request but the studio's own traffic under
// /admin and health checks, with its status and time.
import type { RequestLog } from '../admin/request-log.ts';
import type { Middleware } from './compose.ts';

export function requestLog(log: () => RequestLog): Middleware {
  return async (ctx, next) => {
    const { path } = ctx;
    if (path === '/admin' || path.startsWith('/admin/') || path === '/_health') return next();
    const started = performance.now();
    const at = new Date().toISOString();
    const reply = await next();
    log().record({
      at, method: ctx.method, path, query: decodeQuery(ctx.rawQuery), status: reply.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
    return reply;
  };
}

function decodeQuery(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// The frontend developer's "what if": requests to the content API, GraphQL and uploads wait and fail
// as the mock controls say (`serve --delay/--fail`, config/tessera.js, the studio's switch). The
// studio and its API (/admin), the snapshot controls (/_tessera) and health checks are never touched,
// so the switch stays in reach. Every answer the controls changed says so in X-Tessera-Mock; an
// injected failure is Strapi's error envelope with the status's own name, and nothing runs behind it.
import { setTimeout as sleep } from 'node:timers/promises';
import { isStudioOrControlsPath } from '../admin/studio-paths.ts';
import { createError } from '../errors.ts';
import type { Reply, RequestContext } from '../http/router.ts';
import type { MockControls, MockDecision } from '../mock-controls/mock-controls.ts';
import { errorName, statusMessage } from '../mock-controls/mock-settings.ts';
import type { Middleware, Next } from './compose.ts';

export const MOCK_HEADER = 'x-tessera-mock';

const untouched = (path: string) => isStudioOrControlsPath(path) || path === '/_health';

export function mockControls(controls: MockControls): Middleware {
  return (ctx, next) => {
    if (untouched(ctx.path)) return next();
    const decision = controls.decide(ctx.method, ctx.path);
    return decision ? applied(ctx, next, decision) : next();
  };
}

/** A delay, a failure or both, as the controls decided for this request. */
async function applied(ctx: RequestContext, next: Next, decision: MockDecision): Promise<Reply> {
  const marks: string[] = [];
  if (decision.delayMs > 0) {
    marks.push(`delay=${decision.delayMs}ms`);
    // A client that went away stops the wait; its (unsent) answer is still the one decided.
    await sleep(decision.delayMs, undefined, { signal: ctx.signal }).catch(() => undefined);
  }
  if (decision.fail) {
    const { status } = decision.fail;
    marks.push(`fail=${status}`);
    mark(ctx, marks);
    throw createError(errorName(status), status, statusMessage(status));
  }
  if (marks.length) mark(ctx, marks);
  return next();
}

function mark(ctx: RequestContext, marks: string[]): void {
  ctx.responseHeaders[MOCK_HEADER] = marks.join(', ');
  // A frontend on another origin can read the mark only if CORS exposes it.
  const headers = ctx.responseHeaders;
  if (headers['access-control-allow-origin']) {
    const exposed = headers['access-control-expose-headers'];
    headers['access-control-expose-headers'] = exposed ? `${exposed},X-Tessera-Mock` : 'X-Tessera-Mock';
  }
}

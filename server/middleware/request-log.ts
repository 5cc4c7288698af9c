// The live request log, for the studio and for `serve`'s terminal: every answered request but the
// studio's own traffic under /admin and health checks, with its status, time, credential kind,
// GraphQL operation, what the mock controls did, and (bounded) headers and bodies for the detail
// view. The request body is copied as the handler reads it, or after it when the handler never read it.
import type { Credentials } from '../auth/access-control.ts';
import { BodyTap, graphqlOperationName, type RequestLog } from '../admin/request-log.ts';
import { isStudioPath } from '../admin/studio-paths.ts';
import { bodyChunks, toResponse } from '../http/message.ts';
import type { Reply, RequestContext } from '../http/router.ts';
import type { OperationParams } from '../graphql/http/request-params.ts';
import type { Middleware } from './compose.ts';
import { MOCK_HEADER } from './mock-controls.ts';

export function requestLog(log: () => RequestLog): Middleware {
  // Not an async function: next() already returns the promise to chain on, where an async function
  // added a promise and a resumption of its own to every request.
  return (ctx, next) => {
    const { path } = ctx;
    if (isStudioPath(path) || path === '/_health') return next();
    const started = performance.now();
    const requestBody = new BodyTap();
    // A body already whole is copied as it is; a stream as the handler reads it.
    const whole = typeof ctx.body === 'string' || ctx.body instanceof Uint8Array;
    if (whole) requestBody.take(ctx.body);
    const body = ctx.body === undefined || whole ? undefined : tapped(ctx.body, requestBody);
    if (body) ctx.body = body;
    const logged = (reply: Reply): Reply => {
      // Logged as sent: the reply is serialised here once, and handed on in that form. A text answer
      // stays text: Node then writes the head and the body in one piece.
      const sent = toResponse(reply, ctx.responseHeaders);
      const responseBody = new BodyTap();
      if (typeof sent.body === 'string' || sent.body instanceof Uint8Array) responseBody.take(sent.body);
      log().record({
        startedAt: performance.timeOrigin + started,
        method: ctx.method,
        path,
        rawQuery: ctx.rawQuery,
        status: reply.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        operationName: graphqlOperationName(
          path,
          ctx.rawQuery,
          requestBody,
          ctx.state.graphqlOperation as OperationParams | undefined,
        ),
        credential: credentialKind(ctx),
        mock: sent.headers[MOCK_HEADER],
        requestHeaders: ctx.headers,
        requestBody,
        responseHeaders: sent.headers,
        responseBody,
      });
      return { status: sent.status, headers: sent.headers, body: sent.body ?? undefined };
    };
    return next().then((reply) =>
      // Refused before its handler read the body (a 401, a 404): the log still shows what was sent.
      body && ctx.body === body ? readWithinBound(body, requestBody).then(() => logged(reply)) : logged(reply),
    );
  };
}

/** Read after the handler ran: authentication has set what it accepted, or refused the request. */
function credentialKind(ctx: RequestContext): string {
  if (ctx.state.adminSession) return 'admin';
  const credentials = ctx.state.credentials as Credentials | undefined;
  if (credentials?.kind === 'api-token') return `api-token:${credentials.token.type}`;
  if (credentials?.kind === 'user') return 'jwt';
  if (credentials?.kind === 'public') return 'public';
  return ctx.headers.authorization ? 'rejected' : 'public';
}

async function* tapped(body: Parameters<typeof bodyChunks>[0], tap: BodyTap): AsyncGenerator<Uint8Array> {
  for await (const chunk of bodyChunks(body)) {
    tap.take(chunk);
    yield chunk;
  }
}

/** Reads on until the tap holds all it keeps; never returns the iterator, so an unread rest stays for the transport to drain. */
async function readWithinBound(body: AsyncGenerator<Uint8Array>, tap: BodyTap): Promise<void> {
  while (!tap.truncated) if ((await body.next()).done) return;
}

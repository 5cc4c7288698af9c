// The studio's live request log: every answered request but the studio's own traffic under
// /admin and health checks, with its status, time, GraphQL operation, and (bounded) headers and
// bodies for the detail view. The request body is copied as the handler reads it.
import { BodyTap, decodeQuery, graphqlOperationName, masked, type RequestLog } from '../admin/request-log.ts';
import { bodyChunks, isStream } from '../http/message.ts';
import type { Middleware } from './compose.ts';

export function requestLog(log: () => RequestLog): Middleware {
  return async (ctx, next) => {
    const { path } = ctx;
    if (path === '/admin' || path.startsWith('/admin/') || path === '/_health') return next();
    const started = performance.now();
    const at = new Date().toISOString();
    const requestBody = new BodyTap();
    if (ctx.body !== undefined) ctx.body = tapped(ctx.body, requestBody);
    const reply = await next();
    const responseBody = new BodyTap();
    if (reply.body !== undefined && !isStream(reply.body)) {
      responseBody.take(
        typeof reply.body === 'string' || reply.body instanceof Uint8Array ? reply.body : JSON.stringify(reply.body),
      );
    }
    const sentBody = requestBody.text();
    const operationName = graphqlOperationName(path, ctx.rawQuery, sentBody);
    log().record({
      at,
      method: ctx.method,
      path,
      query: decodeQuery(ctx.rawQuery),
      status: reply.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(operationName ? { operationName } : {}),
      requestHeaders: masked(ctx.headers),
      requestBody: sentBody,
      responseHeaders: masked({ ...ctx.responseHeaders, ...reply.headers }),
      responseBody: responseBody.text(),
      truncated: requestBody.truncated || responseBody.truncated,
    });
    return reply;
  };
}

async function* tapped(body: Parameters<typeof bodyChunks>[0], tap: BodyTap): AsyncGenerator<Uint8Array> {
  for await (const chunk of bodyChunks(body)) {
    tap.take(chunk);
    yield chunk;
  }
}

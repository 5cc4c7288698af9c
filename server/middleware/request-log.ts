// The studio's live request log: every answered request but the studio's own traffic under
// /admin and health checks, with its status, time, GraphQL operation, and (bounded) headers and
// bodies for the detail view. The request body is copied as the handler reads it, or after it when
// the handler never read it.
import { BodyTap, decodeQuery, graphqlOperationName, masked, type RequestLog } from '../admin/request-log.ts';
import { bodyChunks, toResponse } from '../http/message.ts';
import type { Middleware } from './compose.ts';

export function requestLog(log: () => RequestLog): Middleware {
  return async (ctx, next) => {
    const { path } = ctx;
    if (path === '/admin' || path.startsWith('/admin/') || path === '/_health') return next();
    const started = performance.now();
    const at = new Date().toISOString();
    const requestBody = new BodyTap();
    const body = ctx.body === undefined ? undefined : tapped(ctx.body, requestBody);
    if (body) ctx.body = body;
    const reply = await next();
    // Refused before its handler read the body (a 401, a 404): the log still shows what was sent.
    if (body && ctx.body === body) await readWithinBound(body, requestBody);
    // Logged as sent: the reply is serialised here once, and handed on in that form.
    const sent = toResponse(reply, ctx.responseHeaders);
    const responseBody = new BodyTap();
    if (typeof sent.body === 'string' || sent.body instanceof Uint8Array) responseBody.take(sent.body);
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
      responseHeaders: masked(sent.headers),
      responseBody: responseBody.text(),
      truncated: requestBody.truncated || responseBody.truncated,
    });
    return { status: sent.status, headers: sent.headers, body: sent.body ?? undefined };
  };
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

// HEAD is answered as GET would be (the router hands it GET's route): the same status and headers,
// the body's length among them, and no body, as Koa sends it. Dropped here, inside the request log,
// so that the log shows what was sent; a streamed body (a file) is closed unread: its iterator's
// return() before any read does not close a file stream, which then kept its descriptor open.
import { isStream, toResponse } from '../http/message.ts';
import type { Middleware } from './compose.ts';

export const headWithoutBody: Middleware = (ctx, next) => {
  if (ctx.method !== 'HEAD') return next();
  return next().then((reply) => {
    const sent = toResponse(reply, ctx.responseHeaders);
    const { body, headers } = sent;
    if (typeof body === 'string') headers['content-length'] ??= String(Buffer.byteLength(body));
    else if (body instanceof Uint8Array) headers['content-length'] ??= String(body.byteLength);
    else if (isStream(body)) close(body);
    return { status: sent.status, headers };
  });
};

function close(body: AsyncIterable<unknown>): void {
  const stream = body as AsyncIterable<unknown> & { destroy?: () => void };
  if (typeof stream.destroy === 'function') stream.destroy();
  else Promise.resolve(body[Symbol.asyncIterator]().return?.()).catch(() => {});
}

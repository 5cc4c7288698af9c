// HEAD is answered as GET would be (the router hands it GET's route): the same status and headers,
// the body's length among them, and no body, as Koa sends it. Dropped here, inside the request log,
// so that the log shows what was sent; a streamed body (a file) is closed unread.
import { isStream, toResponse } from '../http/message.ts';
import type { Middleware } from './compose.ts';

export const headWithoutBody: Middleware = (ctx, next) => {
  if (ctx.method !== 'HEAD') return next();
  return next().then((reply) => {
    const sent = toResponse(reply, ctx.responseHeaders);
    const { body, headers } = sent;
    if (typeof body === 'string') headers['content-length'] ??= String(Buffer.byteLength(body));
    else if (body instanceof Uint8Array) headers['content-length'] ??= String(body.byteLength);
    else if (isStream(body)) Promise.resolve(body[Symbol.asyncIterator]().return?.()).catch(() => {});
    return { status: sent.status, headers };
  });
};

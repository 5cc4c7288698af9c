// Middleware are plain functions over the request context, as in Hono and Koa: each gets the
// context and `next` (the rest of the chain) and returns the reply, its own or the one `next` gave.
import type { Reply, RequestContext } from '../http/router.ts';

export type Next = () => Promise<Reply>;
export type Middleware = (ctx: RequestContext, next: Next) => Promise<Reply> | Reply;

export function compose(middleware: Middleware[]): (ctx: RequestContext) => Promise<Reply> {
  return (ctx) => {
    // Not an async function: its own promise and resumption per level, for a reply that is already
    // a promise (or a value) at every level, was the chain's largest allocation per request.
    const run = (i: number): Promise<Reply> => {
      const m = middleware[i];
      if (!m) return Promise.reject(new Error('the last middleware must answer'));
      try {
        return Promise.resolve(m(ctx, () => run(i + 1)));
      } catch (err) {
        return Promise.reject(err);
      }
    };
    return run(0);
  };
}

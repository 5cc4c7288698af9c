// Middleware are plain functions over the request context, as in Hono and Koa: each gets the
// context and `next` (the rest of the chain) and returns the reply, its own or the one `next` gave.
import type { Reply, RequestContext } from '../http/router.ts';

export type Next = () => Promise<Reply>;
export type Middleware = (ctx: RequestContext, next: Next) => Promise<Reply> | Reply;

export function compose(middleware: Middleware[]): (ctx: RequestContext) => Promise<Reply> {
  return (ctx) => {
    const run = async (i: number): Promise<Reply> => {
      const m = middleware[i];
      if (!m) throw new Error('the last middleware must answer');
      return m(ctx, () => run(i + 1));
    };
    return run(0);
  };
}

// The chain runs each middleware around the rest, whatever each returns: a reply, a promise of one,
// or a throw, which reaches the middleware before it as a rejection.
import { expect, it } from 'vitest';
import type { RequestContext } from '../http/router.ts';
import { compose, type Middleware } from './compose.ts';

const ctx = {} as RequestContext;

it('runs each middleware around the rest, in order, with a reply returned plainly or as a promise', async () => {
  const seen: string[] = [];
  const around =
    (name: string): Middleware =>
    async (_ctx, next) => {
      seen.push(`${name} before`);
      const reply = await next();
      seen.push(`${name} after`);
      return { ...reply, headers: { ...reply.headers, [name]: '1' } };
    };
  const plain: Middleware = (_ctx, next) => next();
  const answer: Middleware = () => ({ status: 200, body: 'ok' });
  const reply = await compose([around('a'), plain, around('b'), answer])(ctx);
  expect(reply).toEqual({ status: 200, body: 'ok', headers: { b: '1', a: '1' } });
  expect(seen).toEqual(['a before', 'b before', 'b after', 'a after']);
});

it('a middleware that throws rejects its next(), where the one before can answer instead', async () => {
  const caught: Middleware = async (_ctx, next) => {
    try {
      return await next();
    } catch (err) {
      return { status: 500, body: (err as Error).message };
    }
  };
  const throws: Middleware = () => {
    throw new Error('sync');
  };
  const rejects: Middleware = async () => {
    throw new Error('async');
  };
  await expect(compose([caught, throws])(ctx)).resolves.toEqual({ status: 500, body: 'sync' });
  await expect(compose([caught, rejects])(ctx)).resolves.toEqual({ status: 500, body: 'async' });
  await expect(compose([throws])(ctx)).rejects.toThrow('sync');
});

it('a chain whose last middleware calls next() rejects rather than answering nothing', async () => {
  await expect(compose([(_ctx, next) => next()])(ctx)).rejects.toThrow('the last middleware must answer');
});

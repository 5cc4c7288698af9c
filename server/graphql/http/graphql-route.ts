// The GraphQL endpoint: the playground for browsers (when enabled), then one operation or a batch.
import type { GraphQLSchema } from 'graphql';
import type { Reply, RequestContext } from '../../http/router.ts';
import type { GraphqlRuntime } from '../context.ts';
import { createOperationExecutor } from './execute-operation.ts';
import { playgroundReply, prefersHtml } from './playground.ts';
import { readOperations } from './request-params.ts';

export interface GraphqlRouteOptions {
  runtime: GraphqlRuntime;
  schema: () => GraphQLSchema;
  readBody: (ctx: RequestContext) => Promise<unknown>;
  maxFileSize: number;
}

export function createGraphqlRoute(options: GraphqlRouteOptions): (ctx: RequestContext) => Promise<Reply> {
  const { runtime } = options;
  const run = createOperationExecutor(runtime, options.schema);
  return async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'POST') {
      ctx.req.resume();
      return { status: 405, body: 'Apollo Server supports only GET/POST requests.', headers: { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, POST' } };
    }
    if (ctx.method === 'GET' && runtime.config.playground && prefersHtml(ctx.req.headers.accept)) {
      return playgroundReply(runtime.config.endpoint);
    }
    const read = await readOperations(ctx, () => options.readBody(ctx), options.maxFileSize);
    if ('reply' in read) return read.reply;
    if (!read.batch) {
      const r = await run(ctx, read.operations[0]);
      return { status: r.status, body: r.body ?? undefined, headers: r.headers };
    }
    const results = [];
    for (const operation of read.operations) {
      const r = await run(ctx, operation);
      results.push(r.body ? JSON.parse(r.body) : null);
    }
    return { status: 200, body: results };
  };
}

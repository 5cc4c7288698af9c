// The GraphQL endpoint: the playground for browsers (when enabled), then one operation or a batch.
import type { GraphQLSchema } from 'graphql';
import type { Credentials } from '../../auth/access-control.ts';
import { credentialKey, type ResponseCache } from '../../middleware/response-cache.ts';
import { APOLLO_BODY, type BodyParser } from '../../http/read-body.ts';
import type { Reply, RequestContext } from '../../http/router.ts';
import type { GraphqlRuntime } from '../context.ts';
import { createOperationExecutor } from './execute-operation.ts';
import { playgroundReply, prefersHtml } from './playground.ts';
import { readOperations } from './request-params.ts';

export interface GraphqlRouteOptions {
  runtime: GraphqlRuntime;
  schema: () => GraphQLSchema;
  readBody: (ctx: RequestContext, parser: BodyParser) => Promise<unknown>;
  maxFileSize: number;
  /** The server's response cache: answers of queries kept until the next write; null when off. */
  responseCache: ResponseCache | null;
  /** False once a project's own resolvers are in the schema: their answers may not be pure. */
  cacheable: () => boolean;
}

export function createGraphqlRoute(options: GraphqlRouteOptions): (ctx: RequestContext) => Promise<Reply> {
  const { runtime } = options;
  const executor = createOperationExecutor(runtime, options.schema);
  return async (ctx) => {
    // Apollo's answer to an OPTIONS that is not a CORS preflight (the CORS middleware answers those).
    if (ctx.method === 'OPTIONS') return { status: 204 };
    if (ctx.method !== 'GET' && ctx.method !== 'POST') {
      return {
        status: 405,
        body: 'Apollo Server supports only GET/POST requests.',
        headers: { 'content-type': 'text/plain; charset=utf-8', allow: 'GET, POST' },
      };
    }
    if (ctx.method === 'GET' && runtime.config.playground && prefersHtml(ctx.headers.accept)) {
      return playgroundReply(ctx.basePath + runtime.config.endpoint, ctx.basePath);
    }
    const read = await readOperations(ctx, () => options.readBody(ctx, APOLLO_BODY), options.maxFileSize);
    if ('reply' in read) return read.reply;
    if (!read.batch) {
      const operation = read.operations[0];
      // The request log names the operation from what was read here, instead of reading the body again.
      ctx.state.graphqlOperation = operation;
      const cache =
        options.responseCache && options.cacheable() && executor.kind(operation) === 'query'
          ? options.responseCache
          : null;
      const key = cache
        ? `${credentialKey(ctx.state.credentials as Credentials)} graphql ${JSON.stringify(operation)}`
        : '';
      const hit = cache?.get(key);
      if (hit)
        return { status: hit.status, body: hit.body, headers: { 'content-type': 'application/json; charset=utf-8' } };
      const generation = cache?.currentGeneration ?? 0;
      const r = await executor.run(ctx, operation);
      if (cache && r.status === 200 && r.body) cache.keep(key, generation, r.body);
      return { status: r.status, body: r.body ?? undefined, headers: r.headers };
    }
    const results = [];
    for (const operation of read.operations) {
      const r = await executor.run(ctx, operation);
      results.push(r.body ? JSON.parse(r.body) : null);
    }
    return { status: 200, body: results };
  };
}

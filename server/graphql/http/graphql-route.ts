// The GraphQL endpoint: the playground for browsers (when enabled), then one operation or a batch.
import { getOperationAST, parse, type GraphQLSchema } from 'graphql';
import type { Credentials } from '../../auth/access-control.ts';
import { credentialKey, type ResponseCache } from '../../http/response-cache.ts';
import type { Reply, RequestContext } from '../../http/router.ts';
import type { GraphqlRuntime } from '../context.ts';
import { createOperationExecutor } from './execute-operation.ts';
import { playgroundReply, prefersHtml } from './playground.ts';
import { readOperations, type OperationParams } from './request-params.ts';

export interface GraphqlRouteOptions {
  runtime: GraphqlRuntime;
  schema: () => GraphQLSchema;
  readBody: (ctx: RequestContext) => Promise<unknown>;
  maxFileSize: number;
  /** Answers of queries kept until the next write; null when off. */
  responseCache: ResponseCache | null;
  /** False once a project's own resolvers are in the schema: their answers may not be pure. */
  cacheable: () => boolean;
}

const kinds = new Map<string, string | null>();

/** The kind of operation a request runs (query, mutation), from a small cache of parsed texts. */
function operationKind(operation: OperationParams): string | null {
  if (typeof operation.query !== 'string') return null;
  const key = `${operation.operationName ?? ''}\u0000${operation.query}`;
  if (!kinds.has(key)) {
    let kind: string | null = null;
    try {
      kind = getOperationAST(parse(operation.query), typeof operation.operationName === 'string' ? operation.operationName : undefined)?.operation ?? null;
    } catch { /* the executor reports the parse error */ }
    if (kinds.size > 500) kinds.clear();
    kinds.set(key, kind);
  }
  return kinds.get(key)!;
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
      const operation = read.operations[0];
      const cache = options.responseCache && options.cacheable() && operationKind(operation) === 'query' ? options.responseCache : null;
      const key = cache ? `${credentialKey(ctx.state.credentials as Credentials)} ${JSON.stringify(operation)}` : '';
      const hit = cache?.get(key);
      if (hit) return { status: hit.status, body: hit.body, headers: { 'content-type': 'application/json; charset=utf-8' } };
      const generation = cache?.currentGeneration ?? 0;
      const r = await run(ctx, operation);
      if (cache && r.status === 200 && r.body) cache.set(key, generation, { status: 200, body: r.body });
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

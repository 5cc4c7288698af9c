// Runs one operation through graphql-http, with Apollo Server 3's statuses as Strapi v4 answers:
// parse and validation failures are 400 (GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED), a result
// without data (e.g. a missing variable: BAD_USER_INPUT) is 400, anything executed is 200.
import type { IncomingMessage } from 'node:http';
import {
  GraphQLError, Kind, execute, getOperationAST, parse, specifiedRules, validate,
  type DocumentNode, type ExecutionResult, type GraphQLSchema, type ValidationRule,
} from 'graphql';
import { createHandler, type OperationArgs, type Response as HttpResponse } from 'graphql-http';
import type { RequestContext } from '../../http/router.ts';
import type { GraphqlContext, GraphqlRuntime } from '../context.ts';
import { formatGraphqlError, withCode, type ApolloCode } from '../format-error.ts';
import { asGraphql15Introspection } from '../introspection-compat.ts';
import { depthLimitRule } from '../validation/depth-limit.ts';
import { noIntrospectionRule } from '../validation/no-introspection.ts';
import type { OperationParams } from './request-params.ts';
import { createGraphqlContext } from './request-context.ts';

interface RequestState {
  http: RequestContext;
  operation: OperationParams;
}

export interface OperationReply {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

function errorsResponse(status: number, errors: GraphQLError[], code: ApolloCode): HttpResponse {
  const body = JSON.stringify({ errors: errors.map((e) => withCode(e, code)) });
  return [body, { status, statusText: status === 400 ? 'Bad Request' : 'OK', headers: JSON_HEADERS }];
}

/** A variable that is missing or of the wrong type: Apollo calls it bad user input. */
function isVariableError(e: GraphQLError): boolean {
  return e.nodes?.length === 1 && e.nodes[0].kind === Kind.VARIABLE_DEFINITION;
}

export function createOperationExecutor(runtime: GraphqlRuntime, getSchema: () => GraphQLSchema) {
  const rules: ValidationRule[] = [...specifiedRules];
  if (runtime.config.depthLimit !== null) rules.push(depthLimitRule(runtime.config.depthLimit));
  if (!runtime.config.introspection) rules.push(noIntrospectionRule);
  // Parsed and validated documents, per schema (a rebuilt schema validates them again).
  const documents = new WeakMap<GraphQLSchema, Map<string, DocumentNode>>();

  const handler = createHandler<IncomingMessage, RequestState, GraphqlContext>({
    parseRequestParams: (req) => {
      const { query, variables, operationName, extensions } = req.context.operation;
      if (typeof query !== 'string' || query.trim() === '') {
        return errorsResponse(400, [new GraphQLError('GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.')], 'INTERNAL_SERVER_ERROR');
      }
      return {
        query,
        variables: variables && typeof variables === 'object' && !Array.isArray(variables) ? variables as Record<string, unknown> : undefined,
        operationName: typeof operationName === 'string' ? operationName : undefined,
        extensions: extensions && typeof extensions === 'object' ? extensions as Record<string, unknown> : undefined,
      };
    },
    onSubscribe: (req, params): HttpResponse | OperationArgs<GraphqlContext> => {
      const schema = getSchema();
      let cache = documents.get(schema);
      if (!cache) documents.set(schema, (cache = new Map()));
      let document = cache.get(params.query);
      if (!document) {
        try {
          document = parse(params.query);
        } catch (err) {
          return errorsResponse(400, [err as GraphQLError], 'GRAPHQL_PARSE_FAILED');
        }
        const invalid = validate(schema, document, rules);
        if (invalid.length) return errorsResponse(400, [...invalid], 'GRAPHQL_VALIDATION_FAILED');
        // Only valid documents are kept; a bounded cache, as Apollo's.
        if (cache.size > 500) cache.clear();
        cache.set(params.query, document);
      }
      if (!getOperationAST(document, params.operationName)) {
        const message = params.operationName ? `Unknown operation named "${params.operationName}".` : 'Must provide operation name if query contains multiple operations.';
        return errorsResponse(400, [new GraphQLError(message)], 'INTERNAL_SERVER_ERROR');
      }
      return {
        schema,
        document,
        variableValues: params.variables,
        operationName: params.operationName,
        contextValue: createGraphqlContext(req.context.http, runtime),
      };
    },
    execute: (args) => {
      const finish = (result: ExecutionResult): ExecutionResult => {
        if (result.data && /\b__(schema|type)\b/.test(args.document.loc?.source.body ?? '')) {
          asGraphql15Introspection(result.data, args.document, args.variableValues ?? {});
        }
        const tracing = (args.contextValue as GraphqlContext | undefined)?.tracing;
        return tracing && result.data !== undefined ? { ...result, extensions: { ...result.extensions, tracing: tracing.result() } } : result;
      };
      const result = execute(args);
      return result instanceof Promise ? result.then(finish) : finish(result as ExecutionResult);
    },
    onOperation: (_req, _args, result) => {
      if ('data' in result && result.data !== undefined) return undefined;
      const errors = [...((result as ExecutionResult).errors ?? [])];
      const variable = errors.length > 0 && errors.every(isVariableError);
      return errorsResponse(400, errors, variable ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR');
    },
    formatError: (err) => (err instanceof GraphQLError ? formatGraphqlError(err, runtime.log) : err),
  });

  return async (http: RequestContext, operation: OperationParams): Promise<OperationReply> => {
    const [body, init] = await handler({
      method: http.method,
      url: http.req.url ?? '/',
      // Apollo answers JSON whatever the Accept header says; graphql-http would refuse some with a 406.
      headers: { ...http.req.headers, accept: 'application/json', 'content-type': 'application/json' },
      body: operation as Record<string, unknown>,
      raw: http.req,
      context: { http, operation },
    });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(init.headers ?? {})) if (typeof v === 'string') headers[k] = v;
    return { status: init.status, body, headers };
  };
}

// Runs one operation through graphql-http, with Apollo Server 3's statuses as Strapi v4 answers:
// parse and validation failures are 400 (GRAPHQL_PARSE_FAILED / GRAPHQL_VALIDATION_FAILED), a result
// without data (e.g. a missing variable: BAD_USER_INPUT) is 400, anything executed is 200.
import {
  GraphQLError,
  Kind,
  execute,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { createHandler, type OperationArgs, type Response as HttpResponse } from 'graphql-http';
import { compiledQuery } from './compiled-operations.ts';
import type { ResultSerializer } from './result-serializer.ts';
import { LRUCache } from 'lru-cache';
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

export interface OperationExecutor {
  run(http: RequestContext, operation: OperationParams): Promise<OperationReply>;
  /** The kind of operation a request names (query, mutation), or null when its text does not parse. */
  kind(operation: OperationParams): string | null;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };
/** The headers graphql-http is handed with every operation: it reads Accept alone. */
const OPERATION_HEADERS = { accept: 'application/json' };

function errorsResponse(
  status: number,
  errors: GraphQLError[],
  code: ApolloCode,
  headers: Record<string, string> = {},
): HttpResponse {
  const body = JSON.stringify({ errors: errors.map((e) => withCode(e, code)) });
  return [
    body,
    { status, statusText: status === 400 ? 'Bad Request' : 'OK', headers: { ...JSON_HEADERS, ...headers } },
  ];
}

/** A variable that is missing or of the wrong type: Apollo calls it bad user input. */
function isVariableError(e: GraphQLError): boolean {
  return e.nodes?.length === 1 && e.nodes[0].kind === Kind.VARIABLE_DEFINITION;
}

/** Whether a document names `__schema` or `__type`, read once per parsed document. */
const introspecting = new WeakMap<DocumentNode, boolean>();
function asksIntrospection(document: DocumentNode): boolean {
  let asks = introspecting.get(document);
  if (asks === undefined) {
    asks = /\b__(schema|type)\b/.test(document.loc?.source.body ?? '');
    introspecting.set(document, asks);
  }
  return asks;
}

export function createOperationExecutor(runtime: GraphqlRuntime, getSchema: () => GraphQLSchema): OperationExecutor {
  const rules: ValidationRule[] = [...specifiedRules];
  if (runtime.config.depthLimit !== null)
    rules.push(depthLimitRule(runtime.config.depthLimit, (cause) => runtime.log(`refused (400): ${cause}`)));
  if (!runtime.config.introspection) rules.push(noIntrospectionRule);
  // The one parse of a document text (a bounded cache, as Apollo's), and which texts each schema
  // has validated (a rebuilt schema validates them again).
  const parsed = new LRUCache<string, DocumentNode | GraphQLError>({ max: 500 });
  const valid = new WeakMap<GraphQLSchema, LRUCache<string, true>>();
  const parseCached = (query: string): DocumentNode | GraphQLError => {
    let document = parsed.get(query);
    if (!document) {
      try {
        document = parse(query);
      } catch (err) {
        document = err as GraphQLError;
      }
      parsed.set(query, document);
    }
    return document;
  };

  // A compiled run's result, to the writer made for its operation (compiled-operations.ts).
  const serializers = new WeakMap<ExecutionResult, ResultSerializer>();

  const handler = createHandler<RequestContext, RequestState, GraphqlContext>({
    parseRequestParams: (req) => {
      const { query, variables, operationName, extensions } = req.context.operation;
      if (typeof query !== 'string' || query.trim() === '') {
        return errorsResponse(
          400,
          [new GraphQLError('GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.')],
          'INTERNAL_SERVER_ERROR',
        );
      }
      return {
        query,
        variables:
          variables && typeof variables === 'object' && !Array.isArray(variables)
            ? (variables as Record<string, unknown>)
            : undefined,
        operationName: typeof operationName === 'string' ? operationName : undefined,
        extensions: extensions && typeof extensions === 'object' ? (extensions as Record<string, unknown>) : undefined,
      };
    },
    onSubscribe: async (req, params): Promise<HttpResponse | OperationArgs<GraphqlContext>> => {
      const schema = getSchema();
      const document = parseCached(params.query);
      if (document instanceof GraphQLError) return errorsResponse(400, [document], 'GRAPHQL_PARSE_FAILED');
      let validated = valid.get(schema);
      if (!validated) valid.set(schema, (validated = new LRUCache({ max: 500 })));
      if (!validated.get(params.query)) {
        const invalid = validate(schema, document, rules);
        if (invalid.length) return errorsResponse(400, [...invalid], 'GRAPHQL_VALIDATION_FAILED');
        validated.set(params.query, true);
      }
      const operation = getOperationAST(document, params.operationName);
      if (!operation) {
        const message = params.operationName
          ? `Unknown operation named "${params.operationName}".`
          : 'Must provide operation name if query contains multiple operations.';
        return errorsResponse(400, [new GraphQLError(message)], 'INTERNAL_SERVER_ERROR');
      }
      // graphql-http would answer a bare 405 body; Tessera's clients read GraphQL errors.
      if (operation.operation === 'mutation' && req.method === 'GET') {
        return errorsResponse(405, [new GraphQLError('Cannot perform mutations over GET')], 'BAD_REQUEST', {
          allow: 'POST',
        });
      }
      return {
        schema,
        document,
        variableValues: params.variables,
        operationName: params.operationName,
        contextValue: await createGraphqlContext(req.context.http, runtime),
      };
    },
    execute: (args) => {
      const finish = (result: ExecutionResult): ExecutionResult => {
        if (result.data && asksIntrospection(args.document)) {
          asGraphql15Introspection(result.data, args.document, args.variableValues ?? {});
        }
        const tracing = (args.contextValue as GraphqlContext | undefined)?.tracing;
        return tracing && result.data !== undefined
          ? { ...result, extensions: { ...result.extensions, tracing: tracing.result() } }
          : result;
      };
      const byGraphqlJs = () => {
        const result = execute(args);
        return result instanceof Promise ? result.then(finish) : finish(result as ExecutionResult);
      };
      const context = args.contextValue as GraphqlContext;
      const compiled =
        runtime.onlyOwnResolvers() && !context.tracing && !asksIntrospection(args.document)
          ? compiledQuery(args.schema, args.document, args.operationName)
          : null;
      if (!compiled) return byGraphqlJs();
      // Errors (a refused field, a bad variable) are answered as graphql-js words and places them.
      const settle = (result: ExecutionResult) => {
        if (result.errors) return byGraphqlJs();
        if (compiled.serialize) serializers.set(result, compiled.serialize);
        return result;
      };
      const result = compiled.query(undefined, context, args.variableValues ?? {});
      return result instanceof Promise ? result.then(settle) : settle(result as ExecutionResult);
    },
    onOperation: (_req, _args, result) => {
      if ('data' in result && result.data !== undefined) {
        // Data without errors is plain JSON: graphql-http would serialise it through a replacer called
        // on every value (to hide the stacks of errors), a twelfth of a small query's CPU.
        if (!(result as ExecutionResult).errors) {
          const serialize = serializers.get(result as ExecutionResult) ?? JSON.stringify;
          return [serialize(result as ExecutionResult), { status: 200, statusText: 'OK', headers: JSON_HEADERS }];
        }
        return undefined;
      }
      const errors = [...((result as ExecutionResult).errors ?? [])];
      const variable = errors.length > 0 && errors.every(isVariableError);
      return errorsResponse(400, errors, variable ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR');
    },
    formatError: (err) => (err instanceof GraphQLError ? formatGraphqlError(err, runtime.log) : err),
  });

  const run = async (http: RequestContext, operation: OperationParams): Promise<OperationReply> => {
    const [body, init] = await handler({
      method: http.method,
      url: http.rawQuery ? `${http.path}?${http.rawQuery}` : http.path,
      // Apollo answers JSON whatever the Accept header says; graphql-http would refuse some with a 406.
      // It reads no other header (parseRequestParams takes the operation from the context): one
      // constant object serves, where a copy of the request's headers was made in V8's runtime.
      headers: OPERATION_HEADERS,
      body: operation as Record<string, unknown>,
      raw: http,
      context: { http, operation },
    });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(init.headers ?? {})) if (typeof v === 'string') headers[k] = v;
    return { status: init.status, body, headers };
  };

  const kind = (operation: OperationParams): string | null => {
    if (typeof operation.query !== 'string') return null;
    const document = parseCached(operation.query);
    if (document instanceof GraphQLError) return null;
    return (
      getOperationAST(document, typeof operation.operationName === 'string' ? operation.operationName : undefined)
        ?.operation ?? null
    );
  };

  return { run, kind };
}

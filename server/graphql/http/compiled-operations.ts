// Queries compiled to JavaScript (graphql-jit) from the second time their document is run, their
// answers written by a function made for the same selection (result-serializer.ts). graphql-js
// walks the selection set anew on every request, most of a nested query's CPU beside its SQL;
// compiling costs more than one walk, so a document run once is not compiled. The caller runs a
// compiled query only where a second run has no effect of its own (no resolver of the project's),
// and answers any result with errors from graphql-js, whose errors are Apollo's and Strapi's.
import {
  getNamedType,
  getOperationAST,
  isLeafType,
  typeFromAST,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { resultSerializer, type ResultSerializer } from './result-serializer.ts';

/** A compiled operation, and the writer of its answers without errors (null: JSON.stringify writes them). */
export interface CompiledOperation {
  query: CompiledQuery['query'];
  serialize: ResultSerializer | null;
}

/** A document's operation: run once so far, compiled, or not compiled (a mutation, or refused by the compiler). */
type Compiled = CompiledOperation | 'run once' | 'not compiled';

/** Documents with compiled operations kept per schema: each holds generated functions. */
const DOCUMENTS_KEPT = 200;
const bySchema = new WeakMap<GraphQLSchema, LRUCache<DocumentNode, Map<string, Compiled>>>();

/** The compiled query of `document`'s operation, from its second run on; null when graphql-js runs it. */
export function compiledQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): CompiledOperation | null {
  let byDocument = bySchema.get(schema);
  if (!byDocument) bySchema.set(schema, (byDocument = new LRUCache({ max: DOCUMENTS_KEPT })));
  let byName = byDocument.get(document);
  if (!byName) byDocument.set(document, (byName = new Map()));
  const name = operationName ?? '';
  const known = byName.get(name);
  if (known === undefined) {
    byName.set(name, 'run once');
    return null;
  }
  if (known !== 'run once') return known === 'not compiled' ? null : known;
  let compiled: Compiled = 'not compiled';
  const operation = getOperationAST(document, operationName);
  if (operation?.operation === 'query' && variablesAreLeaves(schema, operation)) {
    const made = compileQuery(schema, document, operationName ?? undefined);
    if (isCompiledQuery(made))
      compiled = { query: made.query.bind(made), serialize: serializerOf(schema, document, operation) };
  }
  byName.set(name, compiled);
  return compiled === 'not compiled' ? null : compiled;
}

/** A writer made for the operation's selection; null (JSON.stringify) if fast-json-stringify refuses its schema. */
function serializerOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): ResultSerializer | null {
  try {
    return resultSerializer(schema, document, operation);
  } catch {
    return null;
  }
}

/**
 * Whether every variable is a scalar or an enum. graphql-jit writes a coercion for each variable's
 * type, and Strapi's filter inputs hold themselves (`and`, `or`, `not`): given one, the compiler
 * never returned. Such operations stay with graphql-js.
 */
function variablesAreLeaves(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  return (operation.variableDefinitions ?? []).every((v) => {
    const type = typeFromAST(schema, v.type);
    return type !== undefined && isLeafType(getNamedType(type));
  });
}

// The one place GraphQL errors take their final shape (Strapi v4's formatGraphqlError on Apollo 3):
// Strapi's typed errors become `{ message, extensions: { error: { name, message, details }, code } }`
// without locations or path; GraphQL's own errors keep them and get Apollo's codes.
import { GraphQLError } from 'graphql';
import { ForbiddenError, TesseraError, UnauthorizedError, ValidationError } from '../errors.ts';
import { upperSnakeCase } from './naming.ts';

export type ApolloCode =
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'BAD_USER_INPUT'
  | 'INTERNAL_SERVER_ERROR'
  | 'FORBIDDEN'
  | string;

function strapiError(original: Error, code: string): GraphQLError {
  const details = original instanceof TesseraError ? (original.details ?? {}) : {};
  return new GraphQLError(original.message, {
    extensions: { error: { name: original.name, message: original.message, details }, code },
  });
}

export function formatGraphqlError(error: GraphQLError, log: (line: string) => void): GraphQLError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return withCode(error, 'INTERNAL_SERVER_ERROR');
  if (original instanceof TesseraError && original.logCause) log(`graphql: refused: ${original.logCause}`);
  if (original instanceof ForbiddenError || original instanceof UnauthorizedError)
    return strapiError(original, 'FORBIDDEN');
  if (original instanceof ValidationError) return strapiError(original, 'BAD_USER_INPUT');
  if (original instanceof TesseraError) return strapiError(original, `STRAPI_${upperSnakeCase(original.name)}`);
  // Strapi passes an error with no own properties (a plain `new Error(…)`) through with its message,
  // and hides anything else behind a generic 500.
  if (Object.keys(original).length === 0) return withCode(error, 'INTERNAL_SERVER_ERROR');
  log(`graphql: internal error: ${original.stack ?? original.message}`);
  return new GraphQLError('Internal Server Error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/** An error of GraphQL itself (parse, validation, coercion), with Apollo's code. */
export function withCode(error: GraphQLError, code: ApolloCode): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code: error.extensions.code ?? code },
  });
}

// The one place REST errors become responses: Strapi's `{ data: null, error }` envelope.
import { ApplicationError, HttpError } from '../errors.ts';

export interface ErrorResponse {
  status: number;
  body: unknown;
}

export function errorResponse(err: unknown, log: (msg: string) => void): ErrorResponse {
  if (err instanceof ApplicationError) {
    if (err.logCause) log(`refused (${err.status}): ${err.logCause}`);
    const error: Record<string, unknown> = { status: err.status, name: err.name, message: err.message };
    if (err.details !== undefined) error.details = err.details;
    return { status: err.status, body: { data: null, error } };
  }
  if (err instanceof HttpError || (err instanceof SyntaxError && (err as { status?: number }).status === 400)) {
    const status = (err as HttpError).status;
    return { status, body: { data: null, error: { status, name: err.name, message: err.message } } };
  }
  log(`internal error: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
  return { status: 500, body: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } } };
}

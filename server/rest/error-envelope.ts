// The one place REST errors become responses: Strapi's `{ data: null, error }` envelope.
import { TesseraError } from '../errors.ts';
import type { Reply } from '../http/router.ts';

export function errorResponse(err: unknown, log: (msg: string) => void): Reply {
  if (err instanceof TesseraError) {
    if (err.logCause) log(`refused (${err.status}): ${err.logCause}`);
    return envelope(err.status, err.name, err.message, err.details);
  }
  if (err instanceof SyntaxError && (err as { status?: number }).status === 400)
    return envelope(400, err.name, err.message, undefined);
  log(`internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return envelope(500, 'InternalServerError', 'Internal Server Error', undefined);
}

function envelope(status: number, name: string, message: string, details: unknown): Reply {
  const error: Record<string, unknown> = { status, name, message };
  if (details !== undefined) error.details = details;
  return { status, body: { data: null, error } };
}

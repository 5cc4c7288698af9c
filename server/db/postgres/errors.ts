// PostgreSQL's errors in the forms the rest of Tessera knows: a refused write as the ConstraintError
// the sql.js engine raises (with SQLite's wording), a value its column's type refuses as a 400, a
// connection lost while serving as a 503, an
// unreachable server at start-up as one line naming it.
import { ProjectError, ServiceUnavailableError, ValidationError } from '../../errors.ts';
import { ConstraintError } from '../engine.ts';

interface PgError extends Error {
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  detail?: string;
}

const CONSTRAINTS: Record<string, [ConstraintError['constraint'], string]> = {
  '23505': ['unique', 'UNIQUE'],
  '23503': ['foreign key', 'FOREIGN KEY'],
  '23502': ['not null', 'NOT NULL'],
  '23514': ['check', 'CHECK'],
};

export function postgresError(err: unknown): unknown {
  const lost = connectionLost(err);
  if (lost) return lost;
  const e = err as PgError;
  // Class 22, a data exception: a value from the request that the column's type refuses (a filter's
  // "1,2" against an integer id). SQLite compares it and finds nothing; here it is the client's error.
  if (e && typeof e.code === 'string' && e.code.startsWith('22'))
    return Object.assign(new ValidationError(`Invalid value in the request: ${e.message}`), { cause: err });
  const kind = e && typeof e.code === 'string' ? CONSTRAINTS[e.code] : undefined;
  if (!kind) return err;
  const [constraint, word] = kind;
  if (constraint === 'foreign key') return new ConstraintError(constraint, 'FOREIGN KEY constraint failed');
  // "Key (article_id, tag_id)=(1, 2) already exists." names the columns, as SQLite's message does.
  const keyColumns = /^Key \((.+?)\)=/.exec(e.detail ?? '')?.[1]?.split(', ');
  const columns = e.column ? [e.column] : (keyColumns ?? [e.constraint ?? '?']);
  return new ConstraintError(
    constraint,
    `${word} constraint failed: ${columns.map((c) => `${e.table}.${c}`).join(', ')}`,
  );
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  '28P01': 'password authentication failed',
  '28000': 'authentication refused',
  '3D000': 'the database does not exist',
};

/** `cannot reach PostgreSQL at 127.0.0.1:5432 (database strapi): connection refused` */
export function unreachableError(where: string, err: unknown): ProjectError {
  const e = err as PgError & { errors?: PgError[] };
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  const code = e?.code ?? e?.errors?.[0]?.code;
  const reason = (code && REASONS[code]) ?? (e?.message || String(err)).split('\n')[0];
  return new ProjectError(`cannot reach PostgreSQL at ${where}: ${reason}`);
}

/** Node's codes for a connection that could not be made or broke off. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that went away or is not taking work: class 08 (connection exception),
 * 57P01 admin_shutdown (a fast stop, pg_terminate_backend), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What pg's own errors say when the socket under a client is gone (they carry no code). */
const LOST_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/**
 * A 503 when `err` says PostgreSQL cannot be reached or dropped the connection: the request may be
 * tried again once it is back (pg's pool opens new connections by itself). Nothing the client was
 * told had committed is lost: a commit is acknowledged only after PostgreSQL made it durable. The
 * cause goes to the server log, not to the client.
 */
export function connectionLost(err: unknown): InstanceType<typeof ServiceUnavailableError> | null {
  if (err instanceof ServiceUnavailableError) return err;
  const e = err as PgError & { errors?: PgError[] };
  if (!e || typeof e !== 'object') return null;
  const code = e.code ?? e.errors?.[0]?.code;
  const lost =
    (code !== undefined && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.test(code))) ||
    (code === undefined && LOST_MESSAGES.test(e.message ?? ''));
  if (!lost) return null;
  const unavailable = new ServiceUnavailableError();
  unavailable.logCause = `PostgreSQL connection lost: ${(code && REASONS[code]) ?? (e.message || code)}`;
  return unavailable;
}

// PostgreSQL's errors in the forms the rest of Tessera knows: a refused write as the ConstraintError
// the sql.js engine raises (with SQLite's wording), an unreachable server as one line naming it.
import { ProjectError } from '../../errors.ts';
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
  const e = err as PgError;
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

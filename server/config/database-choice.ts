// Which database a project is served from, in the order a user expects: `--database URL` on the
// command line, then DATABASE_URL, then the project's own Strapi `config/database.js`; the embedded
// SQLite file when none of them names PostgreSQL (or when `--db FILE` names it on the command line).
import { ProjectError } from '../errors.ts';
import { isPostgresUrl, type PostgresTarget } from '../db/postgres/target.ts';
import { getConfig } from './load-config.ts';

export type DatabaseChoice =
  { engine: 'sqlite'; notes: string[] } | { engine: 'postgres'; target: PostgresTarget; notes: string[] };

export interface DatabaseChoiceInput {
  /** `serve --database`. */
  flag?: string;
  /** `--db FILE`: the embedded database, chosen on the command line as well. */
  dbFile?: string;
  env?: NodeJS.ProcessEnv;
  /** The project's loaded config (its `database` key is `config/database.js`, env() already applied). */
  config?: Record<string, any>;
}

const POSTGRES_CLIENTS = new Set(['postgres', 'postgresql', 'pg']);
const SQLITE_CLIENTS = new Set(['sqlite', 'sqlite3', 'better-sqlite3']);

export function chooseDatabase({ flag, dbFile, env = process.env, config }: DatabaseChoiceInput): DatabaseChoice {
  if (flag !== undefined) {
    if (!isPostgresUrl(flag))
      throw new ProjectError(`--database must be a postgres://user:password@host:5432/database URL, got "${flag}"`);
    return { engine: 'postgres', target: { url: flag, source: '--database' }, notes: [] };
  }
  if (dbFile !== undefined) return { engine: 'sqlite', notes: [] };
  const fromEnv = env.DATABASE_URL;
  if (fromEnv) {
    if (isPostgresUrl(fromEnv))
      return { engine: 'postgres', target: { url: fromEnv, source: 'DATABASE_URL' }, notes: [] };
    return { engine: 'sqlite', notes: [`DATABASE_URL is not a postgres:// URL; it is ignored`] };
  }
  return fromProjectConfig(config ?? {});
}

/** Strapi v4's shape: `{ connection: { client, connection: { … } | { connectionString }, pool } }`. */
function fromProjectConfig(config: Record<string, any>): DatabaseChoice {
  const db = getConfig<Record<string, any> | undefined>(config, 'database.connection');
  const client = typeof db?.client === 'string' ? db.client.toLowerCase() : undefined;
  if (!db || !client || SQLITE_CLIENTS.has(client)) return { engine: 'sqlite', notes: [] };
  if (!POSTGRES_CLIENTS.has(client)) {
    return {
      engine: 'sqlite',
      notes: [`config/database.js asks for ${client}, which Tessera does not serve; serving the embedded database`],
    };
  }
  const c = (typeof db.connection === 'object' && db.connection) || {};
  const url = typeof db.connection === 'string' ? db.connection : c.connectionString;
  const target: PostgresTarget = { source: 'config/database.js' };
  if (url) target.url = String(url);
  else {
    target.connection = {
      host: c.host,
      port: c.port === undefined ? undefined : Number(c.port),
      database: c.database,
      user: c.user ?? c.username,
      password: c.password,
    };
  }
  if (c.schema) target.schema = String(c.schema);
  if (c.ssl) target.ssl = c.ssl;
  if (db.pool) target.pool = { min: db.pool.min, max: db.pool.max };
  return { engine: 'postgres', target, notes: [] };
}

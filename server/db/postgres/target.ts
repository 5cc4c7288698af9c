// Which PostgreSQL database to use and how to connect: a URL, or Strapi's `connection` object.

export interface PostgresTarget {
  /** postgres://user:pass@host:port/db (its ?sslmode= and the like are honoured). */
  url?: string;
  /** Strapi's connection object (host, port, database, user, password), when no URL is given. */
  connection?: { host?: string; port?: number; database?: string; user?: string; password?: string };
  /** The schema the tables live in (Strapi's `connection.schema`); PostgreSQL's search_path otherwise. */
  schema?: string;
  ssl?: boolean | Record<string, unknown>;
  pool?: { min?: number; max?: number };
  /** Where the choice came from, for messages: `--database`, `DATABASE_URL`, `config/database.js`. */
  source: string;
}

export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//i.test(value);
}

/** `127.0.0.1:5432 (database strapi)`: what a message names, never the password. */
export function describeTarget(target: PostgresTarget): string {
  let host = target.connection?.host;
  let port: string | number | undefined = target.connection?.port;
  let database = target.connection?.database;
  if (target.url) {
    try {
      const u = new URL(target.url);
      host = decodeURIComponent(u.hostname) || host;
      port = u.port || port;
      database = decodeURIComponent(u.pathname.replace(/^\//, '')) || database;
    } catch {
      // pg reports a malformed URL itself when it connects.
    }
  }
  return `${host || 'localhost'}:${port || 5432}${database ? ` (database ${database})` : ''}`;
}

// What a start on PostgreSQL does before serving: reach the server (or stop with the reason) and lay
// the tables out as Strapi does, in one transaction.
import type { SchemaRegistry } from '../../schema/registry.ts';
import { PgEngine } from './pg-engine.ts';
import { syncPostgresTables } from './sync-tables.ts';
import type { PostgresTarget } from './target.ts';

export async function preparePostgres(target: PostgresTarget, registry: SchemaRegistry): Promise<string[]> {
  const engine = await PgEngine.open(target);
  try {
    return await engine.transaction((tx) => syncPostgresTables(tx, registry));
  } finally {
    await engine.close();
  }
}

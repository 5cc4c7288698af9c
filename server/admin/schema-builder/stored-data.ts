// How much stored data an attribute or a model holds, to say what a model change would do to it,
// and the data steps that follow a change; over the engine interface, so on either engine.
// Identifiers come from the schema registry's models only.
import type { Param, Queries } from '../../db/engine.ts';
import { linkRows } from '../../query/sql/link.ts';
import type { Attribute, Model } from '../../schema/types.ts';

/**
 * Counts outside a transaction: a table or column the model names may not exist yet (it holds
 * nothing), and on PostgreSQL a failed statement would end the transaction around it.
 */
async function count(db: Queries, sql: string, params: Param[] = []): Promise<number> {
  try {
    return Number((await db.get(sql, params))?.n ?? 0);
  } catch {
    return 0;
  }
}

export function rowCount(db: Queries, model: Model): Promise<number> {
  return count(db, `SELECT COUNT(*) AS n FROM ${db.dialect.id(model.tableName)}`);
}

/** Rows with a value for the attribute (scalar), or its links, media or components. */
export function storedValues(db: Queries, model: Model, attr: Attribute): Promise<number> {
  const q = db.dialect.id;
  switch (attr.kind) {
    case 'scalar':
      return count(db, `SELECT COUNT(*) AS n FROM ${q(model.tableName)} WHERE ${q(attr.column)} IS NOT NULL`);
    case 'relation':
      return attr.owner && attr.link.name
        ? count(db, `SELECT COUNT(*) AS n FROM ${q(attr.link.name)}`)
        : Promise.resolve(0);
    default: {
      // Media and components: the attribute's rows of the table it shares (all its owners' rows).
      const rows = linkRows(attr.link, null);
      return count(db, `SELECT COUNT(*) AS n FROM ${q(attr.link.name)} WHERE ${rows.sql}`, rows.params);
    }
  }
}

export function draftCount(db: Queries, model: Model): Promise<number> {
  return count(db, `SELECT COUNT(*) AS n FROM ${db.dialect.id(model.tableName)} WHERE published_at IS NULL`);
}

export function otherLocaleCount(db: Queries, model: Model, defaultLocale: string): Promise<number> {
  return count(
    db,
    `SELECT COUNT(*) AS n FROM ${db.dialect.id(model.tableName)} WHERE locale IS NOT NULL AND locale <> ?`,
    [defaultLocale],
  );
}

/** After turning draft & publish on: existing entries stay served (published when they were created). */
export async function publishExisting(db: Queries, model: Model): Promise<void> {
  await db.run(
    `UPDATE ${db.dialect.id(model.tableName)} SET published_at = COALESCE(created_at, ?) WHERE published_at IS NULL`,
    [db.dialect.timestamp(Date.now())],
  );
}

/** After turning i18n on: existing entries belong to the default locale. */
export async function assignDefaultLocale(db: Queries, model: Model, locale: string): Promise<void> {
  await db.run(`UPDATE ${db.dialect.id(model.tableName)} SET locale = ? WHERE locale IS NULL`, [locale]);
}

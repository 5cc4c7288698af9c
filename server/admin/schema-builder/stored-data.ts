// How much stored data an attribute or a model holds, to say what a model change would do to it.
// Identifiers come from the schema registry's models only.
import type { Database } from '../../db/database.ts';
import type { Param } from '../../db/journal.ts';
import { q } from '../../query/sql/fragment.ts';
import { linkRows } from '../../query/sql/link.ts';
import type { Attribute, Model } from '../../schema/types.ts';

function count(db: Database, sql: string, params: Param[] = []): number {
  try {
    return Number(db.get(sql, params)?.n ?? 0);
  } catch {
    return 0; // a table or column that does not exist yet holds nothing
  }
}

export function rowCount(db: Database, model: Model): number {
  return count(db, `SELECT COUNT(*) AS n FROM ${q(model.tableName)}`);
}

/** Rows with a value for the attribute (scalar), or its links, media or components. */
export function storedValues(db: Database, model: Model, attr: Attribute): number {
  switch (attr.kind) {
    case 'scalar':
      return count(db, `SELECT COUNT(*) AS n FROM ${q(model.tableName)} WHERE ${q(attr.column)} IS NOT NULL`);
    case 'relation':
      return attr.owner && attr.link.name ? count(db, `SELECT COUNT(*) AS n FROM ${q(attr.link.name)}`) : 0;
    default: {
      // Media and components: the attribute's rows of the table it shares (all its owners' rows).
      const rows = linkRows(attr.link, null);
      return count(db, `SELECT COUNT(*) AS n FROM ${q(attr.link.name)} WHERE ${rows.sql}`, rows.params);
    }
  }
}

export function draftCount(db: Database, model: Model): number {
  return count(db, `SELECT COUNT(*) AS n FROM ${q(model.tableName)} WHERE published_at IS NULL`);
}

export function otherLocaleCount(db: Database, model: Model, defaultLocale: string): number {
  return count(db, `SELECT COUNT(*) AS n FROM ${q(model.tableName)} WHERE locale IS NOT NULL AND locale <> ?`, [
    defaultLocale,
  ]);
}

/** After turning draft & publish on: existing entries stay served (published when they were created). */
export function publishExisting(db: Database, model: Model): void {
  db.run(`UPDATE ${q(model.tableName)} SET published_at = COALESCE(created_at, ?) WHERE published_at IS NULL`, [
    Date.now(),
  ]);
}

/** After turning i18n on: existing entries belong to the default locale. */
export function assignDefaultLocale(db: Database, model: Model, locale: string): void {
  db.run(`UPDATE ${q(model.tableName)} SET locale = ? WHERE locale IS NULL`, [locale]);
}

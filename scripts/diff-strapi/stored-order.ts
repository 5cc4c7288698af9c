// The order numbers both servers stored in their link tables, compared row by row once every
// request has run. The answers show a stored order only where it decides something (a populate
// window across parents, ties in a sort), so a gap Strapi closes and Tessera keeps (or the
// reverse) could go unseen for many requests: here it shows after the write that made it.
import { readFileSync } from 'node:fs';
import initSqlJs, { type Database } from 'sql.js';

export interface StoredOrderReport {
  tables: number;
  rows: number;
  /** Rows both hold whose order numbers differ, a few per table. */
  differences: Array<{ table: string; key: string; strapi: string; tessera: string }>;
  differing: number;
}

const EXAMPLES_PER_TABLE = 3;

/** Compares the order columns of every link table both SQLite files hold (see linkTables), rows matched on their other columns. */
export async function compareStoredOrders(strapiFile: string, tesseraFile: string): Promise<StoredOrderReport> {
  const SQL = await initSqlJs();
  const strapi = new SQL.Database(readFileSync(strapiFile));
  const tessera = new SQL.Database(readFileSync(tesseraFile));
  try {
    const report: StoredOrderReport = { tables: 0, rows: 0, differences: [], differing: 0 };
    const theirs = new Set(linkTables(tessera));
    for (const table of linkTables(strapi).filter((t) => theirs.has(t))) {
      const own = new Set(columnsOf(tessera, table));
      const columns = columnsOf(strapi, table).filter((c) => own.has(c));
      const orders = columns.filter((c) => /(^|_)order$/.test(c));
      const keys = columns.filter((c) => c !== 'id' && !orders.includes(c));
      if (!orders.length || !keys.length) continue;
      report.tables++;
      const stored = orderByKey(tessera, table, keys, orders);
      let shown = 0;
      for (const [key, values] of orderByKey(strapi, table, keys, orders)) {
        const tessera = stored.get(key);
        if (tessera === undefined) continue;
        report.rows++;
        if (tessera === values) continue;
        report.differing++;
        if (shown++ < EXAMPLES_PER_TABLE)
          report.differences.push({ table, key: `${keys.join(',')}=${key}`, strapi: values, tessera });
      }
    }
    return report;
  } finally {
    strapi.close();
    tessera.close();
  }
}

/**
 * Relation link tables and media links. An entry's component tables are left out: when one
 * repeatable field is written, Strapi numbers again every component row of the entry, across its
 * fields (a single component's empty order becomes 1), and no answer can show it, since each field's
 * rows keep their order among themselves; Tessera numbers each field's rows 1, 2, … alone.
 */
function linkTables(db: Database): string[] {
  const rows = db.exec(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND ` +
      `(name LIKE '%\\_links' ESCAPE '\\' OR name = 'files_related_morphs')`,
  );
  return (rows[0]?.values ?? []).map((r) => String(r[0]));
}

function columnsOf(db: Database, table: string): string[] {
  return (db.exec(`PRAGMA table_info("${table}")`)[0]?.values ?? []).map((r) => String(r[1]));
}

/** Each row's order numbers (as `name=value` text, so 1 and 1.0 read alike), keyed by its other columns. */
function orderByKey(db: Database, table: string, keys: string[], orders: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const list = (cols: string[]) => cols.map((c) => `"${c}"`).join(', ');
  const result = db.exec(`SELECT ${list(keys)}, ${list(orders)} FROM "${table}"`)[0];
  for (const row of result?.values ?? []) {
    const key = row.slice(0, keys.length).map(String).join('|');
    const values = orders.map(
      (c, i) => `${c}=${row[keys.length + i] === null ? 'null' : Number(row[keys.length + i])}`,
    );
    out.set(key, values.join(' '));
  }
  return out;
}

export function describeStoredOrders(report: StoredOrderReport): string {
  const lines = [
    `\nstored relation order: ${report.rows} rows of ${report.tables} link tables compared, ${report.differing} differ`,
  ];
  for (const d of report.differences) lines.push(`  ${d.table} ${d.key}: strapi ${d.strapi} | tessera ${d.tessera}`);
  return lines.join('\n');
}

// diff-strapi's comparison of the order numbers two SQLite files stored in their link tables: rows
// are matched on their other columns, 1 and 1.0 read alike, and only what both hold is compared.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { compareStoredOrders, describeStoredOrders } from '../scripts/diff-strapi/stored-order.ts';

const dir = mkdtempSync(join(tmpdir(), 'stored-order-'));

async function file(name: string, sql: string): Promise<string> {
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(sql);
  const path = join(dir, name);
  writeFileSync(path, db.export());
  db.close();
  return path;
}

const LAYOUT =
  'CREATE TABLE writers_parent_links (id INTEGER PRIMARY KEY, writer_id INTEGER, inv_writer_id INTEGER, writer_order REAL);' +
  'CREATE TABLE writers (id INTEGER PRIMARY KEY, name TEXT);' +
  'CREATE TABLE tags_links (id INTEGER PRIMARY KEY, tag_id INTEGER, other_id INTEGER);';

describe('diff-strapi stored order', () => {
  it('reports the rows whose order numbers differ, matched on their other columns', async () => {
    const strapi = await file(
      'strapi.db',
      LAYOUT +
        'INSERT INTO writers_parent_links VALUES (5, 3, 1, 1.0), (6, 4, 2, 1.0), (7, 5, 3, 1.0), (9, 7, 1, 2.0);' +
        'INSERT INTO writers VALUES (1, 1);',
    );
    // Other link ids, a row Strapi lacks, two order numbers past a gap.
    const tessera = await file(
      'tessera.db',
      LAYOUT +
        'INSERT INTO writers_parent_links VALUES (1, 3, 1, 2), (2, 4, 2, 1), (3, 5, 3, 3), (4, 7, 1, 2), (8, 6, 4, 1);' +
        'INSERT INTO writers VALUES (1, 2);',
    );
    const report = await compareStoredOrders(strapi, tessera);
    expect(report).toMatchObject({ tables: 1, rows: 4, differing: 2 });
    expect(report.differences).toEqual([
      {
        table: 'writers_parent_links',
        key: 'writer_id,inv_writer_id=3|1',
        strapi: 'writer_order=1',
        tessera: 'writer_order=2',
      },
      {
        table: 'writers_parent_links',
        key: 'writer_id,inv_writer_id=5|3',
        strapi: 'writer_order=1',
        tessera: 'writer_order=3',
      },
    ]);
    expect(describeStoredOrders(report)).toContain('4 rows of 1 link tables compared, 2 differ');
  });

  it('reads media links too, leaves component tables out, and finds nothing in the same numbers', async () => {
    const layout =
      LAYOUT +
      'CREATE TABLE articles_components (id INTEGER PRIMARY KEY, entity_id INTEGER, component_id INTEGER, component_type TEXT, field TEXT, "order" REAL);' +
      'CREATE TABLE files_related_morphs (id INTEGER PRIMARY KEY, file_id INTEGER, related_id INTEGER, related_type TEXT, field TEXT, "order" REAL);';
    const rows =
      'INSERT INTO writers_parent_links VALUES (1, 3, 1, 1), (2, 4, 1, NULL);' +
      "INSERT INTO files_related_morphs VALUES (1, 1, 1, 'api::article.article', 'gallery', 1);";
    const component = (order: string) =>
      `INSERT INTO articles_components VALUES (1, 1, 1, 'parts.seo', 'seo', ${order});`;
    const report = await compareStoredOrders(
      await file('a.db', layout + rows + component('NULL')),
      await file('b.db', layout + rows + component('1')),
    );
    expect(report).toMatchObject({ tables: 2, rows: 3, differing: 0, differences: [] });
  });
});

// Tessera's tables are Strapi v4's own: a database built for the conformance fixture has exactly
// the tables and columns Strapi 4.26.2 created for it (strapi4-sqlite-schema.sql), after a reopen.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openProject } from '../server/project.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tessera-layout-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** table → column → declared type, from the CREATE TABLE statements Strapi ran. */
function strapiTables(): Map<string, Map<string, string>> {
  const sql = readFileSync(join(root, 'test', 'conformance', 'strapi4-sqlite-schema.sql'), 'utf8');
  const tables = new Map<string, Map<string, string>>();
  for (const m of sql.matchAll(/CREATE TABLE ["`](\w+)["`] \((.*)\);$/gm)) {
    const columns = new Map<string, string>();
    for (const c of m[2].matchAll(/`(\w+)` (\w+(?:\(\d+\))?)/g)) {
      if (!['CONSTRAINT', 'FOREIGN'].includes(c[2])) columns.set(c[1], c[2].toLowerCase());
    }
    tables.set(m[1], columns);
  }
  return tables;
}

describe('Strapi v4 table layout', () => {
  it('creates every table and column Strapi created for the fixture, with the same types', async () => {
    const project = join(work, 'project');
    cpSync(join(root, 'test', 'conformance', 'fixture'), project, { recursive: true });
    const dbFile = join(work, 'data.db');
    (await openProject({ projectDir: project, dbFile })).close();
    const reopened = await openProject({ projectDir: project, dbFile });
    try {
      const expected = strapiTables();
      expect(expected.size).toBeGreaterThan(20);
      for (const [table, columns] of expected) {
        const ours = new Map(
          reopened.db!.all(`PRAGMA table_info("${table}")`).map((r) => [String(r.name), String(r.type).toLowerCase()]),
        );
        expect(ours.size, `table ${table}`).toBeGreaterThan(0);
        for (const [column, type] of columns) {
          expect(ours.has(column), `${table}.${column}`).toBe(true);
          const got = ours.get(column)!.replace(/ .*/, '');
          const want = type === 'integer' && column === 'id' ? 'integer' : type;
          expect(got, `${table}.${column} type`).toBe(want);
        }
        expect([...ours.keys()].sort(), `columns of ${table}`).toEqual([...columns.keys()].sort());
      }
      // Strapi's cascades, so that deletes made by Strapi on this file leave no orphan links.
      const sql = String(reopened.db!.get("SELECT sql FROM sqlite_master WHERE name = 'articles_tags_links'")!.sql);
      expect(sql).toContain('FOREIGN KEY (`article_id`) REFERENCES `articles` (`id`) ON DELETE CASCADE');
      expect(sql).toContain('FOREIGN KEY (`tag_id`) REFERENCES `tags` (`id`) ON DELETE CASCADE');
      const indexes = reopened
        .db!.all("SELECT name FROM sqlite_master WHERE type = 'index'")
        .map((r) => String(r.name));
      for (const name of ['articles_slug_unique', 'upload_files_folder_path_index', 'upload_folders_path_index'])
        expect(indexes).toContain(name);
    } finally {
      reopened.close();
    }
  });
});

// On PostgreSQL Tessera lays its tables out as Strapi 4.26.2 does there: the same tables, column
// types, sequences, primary keys, unique constraints, indexes and foreign keys, names cut to 63
// bytes alike. Compared, catalog to catalog, with the schema real Strapi made (test/postgres/*.sql).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectModelSources } from '../../project.ts';
import { SchemaRegistry } from '../../schema/registry.ts';
import { dumpStatements, postgresUrl, scratchDatabase, type ScratchDatabase } from '../../../test/helpers/postgres.ts';
import { describeSchema, type SchemaDescription } from './describe-schema.ts';
import { PgEngine } from './pg-engine.ts';
import { syncPostgresTables } from './sync-tables.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Strapi's tables for its admin panel, releases, transfer tokens and webhooks: Tessera makes none of them. */
const STRAPI_ONLY_TABLES = [
  'admin_permissions',
  'admin_permissions_role_links',
  'admin_roles',
  'admin_users',
  'admin_users_roles_links',
  'strapi_database_schema',
  'strapi_migrations',
  'strapi_release_actions',
  'strapi_release_actions_release_links',
  'strapi_releases',
  'strapi_transfer_token_permissions',
  'strapi_transfer_token_permissions_token_links',
  'strapi_transfer_tokens',
  'strapi_webhooks',
];

/** Tessera's own indexes for filters and sorts on large tables; Strapi has none of them. */
const isTesseraIndex = (line: string) => /^index \S+_tessera_index /.test(line);
/** Strapi points created_by/updated_by at admin_users, a table a fresh Tessera database does not have. */
const isAdminUserKey = (line: string) => line.includes('REFERENCES admin_users(id)');

const cases = [
  { label: 'fixture', project: 'test/conformance/fixture', dump: 'test/postgres/strapi-fixture.schema.sql' },
  {
    label: 'longnames',
    project: 'test/postgres/long-names-project',
    dump: 'test/postgres/strapi-long-names.schema.sql',
  },
];

describe.skipIf(!postgresUrl)('Strapi 4.26 PostgreSQL layout (needs TESSERA_TEST_POSTGRES_URL)', () => {
  describe.each(cases)('$label', ({ label, project, dump }) => {
    const registry = new SchemaRegistry(projectModelSources(join(root, project)));
    let tesseraDb: ScratchDatabase;
    let strapiDb: ScratchDatabase;
    let tessera: PgEngine;
    let strapi: PgEngine;
    let strapiSchema: SchemaDescription;

    beforeAll(async () => {
      [tesseraDb, strapiDb] = await Promise.all([scratchDatabase(`${label}_t`), scratchDatabase(`${label}_s`)]);
      tessera = await PgEngine.open({ url: tesseraDb.url, source: 'test' });
      strapi = await PgEngine.open({ url: strapiDb.url, source: 'test' });
      await strapi.ddl(dumpStatements(readFileSync(join(root, dump), 'utf8')));
      strapiSchema = await describeSchema(strapi);
    });

    afterAll(async () => {
      await Promise.all([tessera?.close(), strapi?.close()]);
      await Promise.all([tesseraDb?.drop(), strapiDb?.drop()]);
    });

    it("creates Strapi's tables, columns, constraints and indexes on an empty database", async () => {
      const notes = await tessera.transaction((tx) => syncPostgresTables(tx, registry));
      expect(notes).toEqual([]);
      const ours = await describeSchema(tessera);
      expect([...strapiSchema.tables.keys()].filter((t) => !ours.tables.has(t)).sort()).toEqual(STRAPI_ONLY_TABLES);
      for (const [table, lines] of ours.tables) {
        const theirs = strapiSchema.tables.get(table);
        expect(theirs, `Strapi has no table ${table}`).toBeDefined();
        expect({ table, lines: lines.filter((l) => !isTesseraIndex(l)) }).toEqual({
          table,
          lines: theirs!.filter((l) => !isAdminUserKey(l)),
        });
      }
    });

    it('opens the database Strapi made as it is, adding only its own indexes', async () => {
      const notes = await strapi.transaction((tx) => syncPostgresTables(tx, registry));
      expect(notes).toEqual([]);
      const after = await describeSchema(strapi);
      for (const [table, lines] of after.tables) {
        expect({ table, lines: lines.filter((l) => !isTesseraIndex(l)) }).toEqual({
          table,
          lines: strapiSchema.tables.get(table),
        });
      }
    });

    it('changes nothing when run again', async () => {
      const before = await describeSchema(tessera);
      await tessera.transaction((tx) => syncPostgresTables(tx, registry));
      expect(await describeSchema(tessera)).toEqual(before);
    });
  });
});

// The studio's database file on a project served from PostgreSQL: the export is a Strapi-layout
// SQLite file of the models' tables, an import replaces their rows in one transaction, and
// snapshots (copies of the embedded file) are refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSqlJs } from '../db/sqljs.ts';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../test/helpers/postgres.ts';
import { startApp, STUDIO_FIXTURE, type TestApp } from '../../test/helpers/test-app.ts';

describe.skipIf(!postgresUrl)(
  'the database file from the studio on PostgreSQL (needs TESSERA_TEST_POSTGRES_URL)',
  () => {
    let scratch: ScratchDatabase;
    let t: TestApp;
    const json = async (res: Response) => ({ status: res.status, body: await res.json() });
    const tagNames = async () =>
      (await json(await t.admin('/entries/api::tag.tag'))).body.results.map((x: { name: string }) => x.name).sort();
    const importFile = (bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'backup.db');
      return t.admin('/database/import', { method: 'POST', body: form }).then(json);
    };

    beforeAll(async () => {
      scratch = await scratchDatabase('transfer');
      t = await startApp({ fixture: STUDIO_FIXTURE, database: scratch.url });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await scratch?.drop();
    });

    it('exports a SQLite file and imports it back, replacing the rows', async () => {
      await t.admin('/entries/api::tag.tag', { method: 'POST', json: { data: { name: 'kept' } } });
      const exported = await t.admin('/database/export');
      expect(exported.status).toBe(200);
      const bytes = new Uint8Array(await exported.arrayBuffer());
      const SQL = await loadSqlJs();
      const file = new SQL.Database(bytes);
      expect(file.exec('SELECT name FROM tags')[0].values).toEqual([['kept']]);
      file.close();

      await t.admin('/entries/api::tag.tag', { method: 'POST', json: { data: { name: 'dropped' } } });
      expect(await tagNames()).toEqual(['dropped', 'kept']);
      const imported = await importFile(bytes);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      expect(imported.body.rows).toBeGreaterThan(0);
      expect(await tagNames()).toEqual(['kept']);
      // The ids go on from the file's: the sequence was moved past them.
      const next = await json(
        await t.admin('/entries/api::tag.tag', { method: 'POST', json: { data: { name: 'after' } } }),
      );
      expect(next.body.id).toBe(2);
    });

    it('refuses a file that is not SQLite, keeping the rows', async () => {
      const res = await importFile(new TextEncoder().encode('hello'));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('This file is not a SQLite database');
      expect(await tagNames()).toEqual(['after', 'kept']);
    });

    it('refuses snapshots, saying why', async () => {
      const token = await t.token('full-access');
      const res = await t.call('POST', '/_tessera/snapshots/before', { token });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'Snapshots are copies of the embedded database file (use pg_dump and pg_restore for PostgreSQL): this project is served from PostgreSQL',
      );
    });
  },
);

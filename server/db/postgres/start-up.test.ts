import { afterAll, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../../test/helpers/postgres.ts';
import { CONFORMANCE_FIXTURE } from '../../../test/helpers/test-app.ts';
import { main } from '../../cli/main.ts';
import { ProjectError } from '../../errors.ts';
import { PgEngine } from './pg-engine.ts';
import { describeTarget } from './target.ts';

describe('a PostgreSQL that cannot be reached', () => {
  it('stops start-up with one line naming host, port, database and the reason', async () => {
    // Port 1 on loopback has no listener: the connection is refused at once.
    const err = await PgEngine.open({ url: 'postgres://tessera:secret@127.0.0.1:1/content', source: 'test' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProjectError);
    expect((err as Error).message).toBe(
      'cannot reach PostgreSQL at 127.0.0.1:1 (database content): connection refused',
    );
  });
});

describe.skipIf(!postgresUrl)('serve --database on a reachable PostgreSQL (needs TESSERA_TEST_POSTGRES_URL)', () => {
  let scratch: ScratchDatabase | undefined;
  afterAll(async () => {
    await scratch?.drop();
  });

  it('lays the tables out, then stops with one line rather than serving the embedded file', async () => {
    scratch = await scratchDatabase('serve');
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const code = await main(['serve', CONFORMANCE_FIXTURE, '--port', '0', '--database', scratch.url], io);
    const where = describeTarget({ url: scratch.url, source: '--database' });
    expect({ code, lines }).toEqual({
      code: 1,
      lines: [
        `tessera serve: PostgreSQL at ${where} (chosen by --database) is reachable and its tables are in Strapi's layout, but serving from PostgreSQL is not available in this version yet (without --database, Tessera serves its embedded database)`,
      ],
    });
    const engine = await PgEngine.open({ url: scratch.url, source: 'test' });
    try {
      expect(await engine.get("SELECT to_regclass('articles_tags_links') IS NOT NULL AS made")).toEqual({ made: 1 });
    } finally {
      await engine.close();
    }
  });
});

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../../test/helpers/postgres.ts';
import { copyProject, serve } from '../../../test/helpers/tessera.ts';
import { ProjectError } from '../../errors.ts';
import { PgEngine } from './pg-engine.ts';

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

  it('lays the tables out in PostgreSQL and serves from there, not from the embedded file', async () => {
    scratch = await scratchDatabase('serve');
    const project = copyProject();
    const served = await serve(project, ['--database', scratch.url]);
    try {
      const created = await fetch(`${served.base}/api/tags`, { headers: { accept: 'application/json' } });
      // Public has no grant on the fixture: the answer is Strapi's 403, from a server that is up.
      expect(created.status).toBe(403);
      expect(existsSync(join(project, '.tmp', 'data.db'))).toBe(false);
    } finally {
      await served.stop();
    }
    const engine = await PgEngine.open({ url: scratch.url, source: 'test' });
    try {
      expect(await engine.get("SELECT to_regclass('articles_tags_links') IS NOT NULL AS made")).toEqual({ made: 1 });
    } finally {
      await engine.close();
    }
  });
});

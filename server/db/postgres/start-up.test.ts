import { describe, expect, it } from 'vitest';
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

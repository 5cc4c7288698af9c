// Two instances on one PostgreSQL database ask one table of revoked ids: a sign-out on one is refused
// by the very next request to the other (no notice to wait for), and a studio link opened on both at
// once opens one session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../test/helpers/postgres.ts';
import { PgEngine } from '../db/postgres/pg-engine.ts';
import { AdminSessions } from './admin-sessions.ts';
import { PgRevocations } from './session-revocations.ts';

describe.skipIf(!postgresUrl)('studio sessions across instances (needs TESSERA_TEST_POSTGRES_URL)', () => {
  let scratch: ScratchDatabase;
  let a: PgEngine;
  let b: PgEngine;

  beforeAll(async () => {
    scratch = await scratchDatabase('revocations');
    a = await PgEngine.open({ url: scratch.url, source: 'test' }, { listen: true });
    b = await PgEngine.open({ url: scratch.url, source: 'test' }, { listen: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  it('refuses on B, at once, a session signed out on A, and opens a link once on both', async () => {
    const onA = new AdminSessions('secret', new PgRevocations(a));
    const onB = new AdminSessions('secret', new PgRevocations(b));
    const session = (await onA.redeemLoginToken(onA.issueLoginToken()))!;
    const cookie = onA.sign(session);
    expect(await onB.verify(cookie)).toEqual(session);
    const generation = b.generation;
    await onA.revoke(session);
    expect(await onB.verify(cookie)).toBeNull();
    // Bookkeeping, not data: no cache on B is emptied by a sign-out.
    expect(b.generation).toBe(generation);

    for (let round = 0; round < 10; round++) {
      const link = onA.issueLoginToken();
      const opened = await Promise.all([onA.redeemLoginToken(link), onB.redeemLoginToken(link)]);
      expect(opened.filter(Boolean)).toHaveLength(1);
    }
  });
});

// Two engines on one PostgreSQL database, as two instances hold them: what one commits, the other
// hears (and only then); a listener whose connection is cut says it missed changes, and hears again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../../test/helpers/postgres.ts';
import type { Change } from '../change-feed.ts';
import { listenerName } from './pg-change-feed.ts';
import { PgEngine } from './pg-engine.ts';

/** The changes a feed delivers, and a way to wait for the next one. */
function recorder(engine: PgEngine) {
  const seen: Change[] = [];
  let wake: (() => void) | null = null;
  engine.feed!.subscribe((change) => {
    seen.push(change);
    wake?.();
  });
  return {
    seen,
    async next(): Promise<Change> {
      const at = seen.length;
      while (seen.length <= at) await new Promise<void>((resolve) => (wake = resolve));
      return seen[at];
    },
    async until(done: () => boolean): Promise<void> {
      while (!done()) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

describe.skipIf(!postgresUrl)('the change feed between instances (needs TESSERA_TEST_POSTGRES_URL)', () => {
  let scratch: ScratchDatabase;
  let a: PgEngine;
  let b: PgEngine;

  beforeAll(async () => {
    scratch = await scratchDatabase('feed');
    a = await PgEngine.open({ url: scratch.url, source: 'test' }, { listen: true });
    b = await PgEngine.open({ url: scratch.url, source: 'test' }, { listen: true });
    const heard = recorder(b).next();
    await a.transaction(async (tx) => {
      await tx.ddl('CREATE TABLE notes (id serial PRIMARY KEY, body text)');
      await tx.ddl('CREATE TABLE tags (id serial PRIMARY KEY, name text)');
    });
    // A schema change names no table: everything the other instance keeps may be stale.
    expect(await heard).toEqual({ kind: 'data', tables: '*' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  it('tells the other instance which tables a commit changed, and not the one that made it', async () => {
    const onA = recorder(a);
    const onB = recorder(b);
    const before = b.generation;
    const heard = onB.next();
    await a.transaction(async (tx) => {
      await tx.run('INSERT INTO notes (body) VALUES (?)', ['one']);
      await tx.run('UPDATE tags SET name = ? WHERE id = ?', ['x', 1]);
    });
    expect(await heard).toEqual({ kind: 'data', tables: ['notes', 'tags'] });
    expect(b.generation).toBe(before + 1);
    // A's own message came back to it and was left out: the next thing A hears is B's write. A delete
    // may cascade to other tables, so it names them all.
    const heardOnA = onA.next();
    await b.run('DELETE FROM tags WHERE id = ?', [1]);
    expect(await heardOnA).toEqual({ kind: 'data', tables: '*' });
  });

  it('says nothing of a transaction rolled back, nor of one that only read', async () => {
    const onB = recorder(b);
    await a
      .transaction(async (tx) => {
        await tx.run('INSERT INTO tags (name) VALUES (?)', ['never']);
        throw new Error('changed my mind');
      })
      .catch(() => {});
    await a.transaction((tx) => tx.all('SELECT * FROM notes'));
    const heard = onB.next();
    await a.run('INSERT INTO notes (body) VALUES (?)', ['two']);
    // The first message B hears is the later write's: the rolled-back one was never sent.
    expect(await heard).toEqual({ kind: 'data', tables: ['notes'] });
    expect(await b.all('SELECT name FROM tags WHERE name = ?', ['never'])).toEqual([]);
  });

  it('carries announcements made outside a write (schema reloaded)', async () => {
    const onB = recorder(b);
    const heard = onB.next();
    await a.feed!.announce({ kind: 'schema' });
    expect(await heard).toEqual({ kind: 'schema' });
  });

  it('a listener whose connection is cut says it missed changes, caches nothing meanwhile, and hears again', async () => {
    const onB = recorder(b);
    const missed = onB.next();
    const cut = await a.all(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = ?',
      [listenerName(b.instance)],
    );
    expect(cut).toEqual([{ ended: 1 }]);
    expect(await missed).toEqual({ kind: 'missed' });
    // Until it listens again, every look at the generation is a new one: no cached answer is trusted.
    expect(b.feed!.listening).toBe(false);
    expect(b.generation).not.toBe(b.generation);
    // Once back it says so again (notifications sent meanwhile are gone), then hears new writes.
    await onB.until(() => onB.seen.filter((c) => c.kind === 'missed').length === 2);
    expect(b.feed!.listening).toBe(true);
    const heard = onB.next();
    await a.run('INSERT INTO tags (name) VALUES (?)', ['after']);
    expect(await heard).toEqual({ kind: 'data', tables: ['tags'] });
  });
});

// Two instances on one PostgreSQL database share the auth throttle's budget: a client that spreads
// its attempts over both is refused as if it had sent them all to one. Counting empties no cache.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, scratchDatabase, type ScratchDatabase } from '../../../test/helpers/postgres.ts';
import type { RequestContext } from '../../http/router.ts';
import { PgEngine } from '../../db/postgres/pg-engine.ts';
import { PgRateLimitStore } from './pg-rate-limit-store.ts';
import { RateLimiter } from './rate-limit.ts';

const ctx = (): RequestContext =>
  ({ remoteAddress: '10.0.0.1', responseHeaders: {}, path: '/api/auth/local' }) as unknown as RequestContext;

describe.skipIf(!postgresUrl)('the auth throttle across instances (needs TESSERA_TEST_POSTGRES_URL)', () => {
  let scratch: ScratchDatabase;
  let a: PgEngine;
  let b: PgEngine;

  beforeAll(async () => {
    scratch = await scratchDatabase('ratelimit');
    a = await PgEngine.open({ url: scratch.url, source: 'test' });
    b = await PgEngine.open({ url: scratch.url, source: 'test' }, { listen: true });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  it('counts the attempts sent to either instance against one budget, and opens a new window after it', async () => {
    let now = 1_000_000;
    const settings = { enabled: true, intervalMs: 60_000, max: 3 };
    const onA = new RateLimiter(settings, () => now, new PgRateLimitStore(a));
    const onB = new RateLimiter(settings, () => now, new PgRateLimitStore(b));
    const heard: unknown[] = [];
    b.feed!.subscribe((change) => heard.push(change));
    const generation = b.generation;
    const body = { email: 'Someone@Example.com' };

    await onA.hit(ctx(), body);
    await onB.hit(ctx(), body);
    const third = ctx();
    await onA.hit(third, body);
    expect(third.responseHeaders['X-RateLimit-Remaining']).toBe('0');
    const fourth = ctx();
    await expect(onB.hit(fourth, body)).rejects.toThrow('Too many requests, please try again later.');
    expect(fourth.responseHeaders['Retry-After']).toBe('60');
    // Another email has its own budget.
    await expect(onB.hit(ctx(), { email: 'other@example.com' })).resolves.toBeUndefined();

    now += 60_000;
    await expect(onB.hit(ctx(), body)).resolves.toBeUndefined();
    // Neither the email nor the address is stored, only a hash of the key.
    const stored = await a.all('SELECT key FROM tessera_rate_limits');
    expect(stored.some((r) => /example|10\.0\.0\.1/i.test(String(r.key)))).toBe(false);
    // Counting is bookkeeping: no change told, no cache emptied. A real change sent after the counts
    // is the first (and only) thing B hears.
    await a.ddl('CREATE TABLE after_the_counts (id int)');
    while (heard.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual([{ kind: 'data', tables: '*' }]);
    expect(b.generation).toBe(generation + 1);
  });
});

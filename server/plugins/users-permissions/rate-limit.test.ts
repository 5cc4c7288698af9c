// The auth throttle: Strapi's defaults (10 per minute per email+path+IP), its config, and its window.
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestContext } from '../../http/router.ts';
import { RateLimiter, rateLimitKey } from './rate-limit.ts';
import { pluginSettings } from './settings.ts';
import { startApp, type TestApp, USERS_PERMISSIONS_FIXTURE } from '../../../test/helpers/test-app.ts';

let s: TestApp | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

const tooMany = {
  data: null,
  error: { status: 429, name: 'RateLimitError', message: 'Too many requests, please try again later.', details: {} },
};
const start = (pluginsConfig: string) => startApp({ fixture: USERS_PERMISSIONS_FIXTURE, pluginsConfig });
const jwtOnly = "module.exports = { 'users-permissions': { config: { jwtSecret: 'rl' } } };\n";

describe('auth rate limit over HTTP', () => {
  it('lets 10 requests a minute through by default, then answers 429', async () => {
    s = await start(jwtOnly);
    for (let i = 0; i < 10; i++) {
      const r = await s.call('POST', '/api/auth/local', { body: { identifier: 'nobody', password: 'x' } });
      expect(r.status).toBe(400);
    }
    const limited = await s.call('POST', '/api/auth/local', { body: { identifier: 'nobody', password: 'x' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(tooMany);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('10');
    // Another route, or another email on a route keyed by email, has its own budget.
    expect((await s.call('POST', '/api/auth/forgot-password', { body: { email: 'a@example.com' } })).status).toBe(200);
  });

  it('follows plugins.users-permissions.config.ratelimit, and counts per email', async () => {
    s = await start(
      "module.exports = { 'users-permissions': { config: { jwtSecret: 'rl', ratelimit: { max: 2, interval: { min: 1 } } } } };\n",
    );
    const forgot = (email: string) => s!.call('POST', '/api/auth/forgot-password', { body: { email } });
    expect((await forgot('a@example.com')).status).toBe(200);
    expect((await forgot('A@example.com')).status).toBe(200);
    expect((await forgot('a@example.com')).status).toBe(429);
    expect((await forgot('b@example.com')).status).toBe(200);
  });

  it('does not count requests refused by the permission check', async () => {
    s = await start(
      "module.exports = { 'users-permissions': { config: { jwtSecret: 'rl', ratelimit: { max: 1 } } } };\n",
    );
    const token = await s.token('read-only');
    for (let i = 0; i < 3; i++) expect((await s.call('POST', '/api/auth/local', { token, body: {} })).status).toBe(403);
    expect((await s.call('POST', '/api/auth/local', { body: {} })).status).toBe(400);
  });
});

describe('RateLimiter', () => {
  const ctx = (path: string): RequestContext =>
    ({
      remoteAddress: '10.0.0.1',
      responseHeaders: {},
      path,
    }) as unknown as RequestContext;

  it('opens a new window once the interval has passed', async () => {
    let now = 0;
    const limiter = new RateLimiter({ enabled: true, intervalMs: 1000, max: 1 }, () => now);
    await limiter.hit(ctx('/api/auth/local'), {});
    await expect(limiter.hit(ctx('/api/auth/local'), {})).rejects.toThrow('Too many requests');
    now = 1000;
    await expect(limiter.hit(ctx('/api/auth/local'), {})).resolves.toBeUndefined();
  });

  it('keys on the lower-cased email, the normalised path and the IP', () => {
    expect(rateLimitKey(ctx('/API/Auth/Local/'), { identifier: 'x' })).toBe('unknownEmail:/api/auth/local:10.0.0.1');
    expect(rateLimitKey(ctx('/api/auth/forgot-password'), { email: 'A@B.co' })).toBe(
      'a@b.co:/api/auth/forgot-password:10.0.0.1',
    );
  });

  it('reads Strapi defaults and switches off with enabled: false', () => {
    const base = { server: {}, api: {}, admin: {}, plugins: {}, database: {}, middlewares: {} };
    expect(pluginSettings(base).rateLimit).toEqual({ enabled: true, intervalMs: 60_000, max: 10 });
    expect(
      pluginSettings({ ...base, plugins: { 'users-permissions': { config: { ratelimit: { enabled: false } } } } })
        .rateLimit.enabled,
    ).toBe(false);
  });
});

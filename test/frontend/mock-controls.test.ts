// Mock controls over the in-process handler: REST, GraphQL and uploads wait and fail as the rules
// say, every changed answer carries X-Tessera-Mock, the studio's API is never touched and switches
// the controls live, config/tessera.js sets them, and the request log records who asked and what
// the controls did.
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('mock controls', () => {
  it("fail matching requests with Strapi's envelope, marked, and run nothing behind them", async () => {
    t = await startApp({ mock: { fail: [{ method: 'POST', path: '/api/tags*', status: 503, percent: 100 }] } });
    const token = await t.token('full-access');
    const failed = await t.call('POST', '/api/tags', { token, body: { data: { name: 'never stored' } } });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('x-tessera-mock')).toBe('fail=503');
    expect(failed.body).toEqual({
      data: null,
      error: { status: 503, name: 'ServiceUnavailableError', message: 'Service Unavailable' },
    });
    // A frontend dev server on another origin may read the mark.
    const crossOrigin = await t.request('POST', '/api/tags', { headers: { origin: 'http://localhost:5173' } });
    expect(crossOrigin.headers.get('access-control-expose-headers')).toBe('X-Tessera-Mock');
    const list = await t.call('GET', '/api/tags', { token });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-tessera-mock')).toBeNull();
    expect(list.body.data.map((x: any) => x.attributes.name)).not.toContain('never stored');
  });

  it('delay and fail GraphQL and uploaded files too, not the studio API nor snapshots', async () => {
    t = await startApp({ mock: { delay: [{ method: null, path: '*', min: 1, max: 1 }] } });
    const gql = await t.gql('{ tags { data { id } } }', { token: await t.token('read-only') });
    expect(gql.headers.get('x-tessera-mock')).toBe('delay=1ms');
    const file = await t.call('GET', '/uploads/missing.png');
    expect(file.status).toBe(404);
    expect(file.headers.get('x-tessera-mock')).toBe('delay=1ms');
    const studio = await t.admin('/requests');
    expect(studio.status).toBe(200);
    expect(studio.headers.get('x-tessera-mock')).toBeNull();
    const snapshots = await t.call('GET', '/_tessera/snapshots', { token: await t.token('full-access') });
    expect(snapshots.status).toBe(200);
    expect(snapshots.headers.get('x-tessera-mock')).toBeNull();
  });

  it('answer the failure after the delay, both marked', async () => {
    t = await startApp({ mock: { delay: [{ method: 'GET', path: '/graphql', min: 2, max: 2 }], fail: [] } });
    t.tessera.mock.set({
      ...t.tessera.mock.settings,
      fail: [{ method: null, path: '/graphql', status: 500, percent: 100 }],
    });
    const res = await t.fetch('/graphql?query=%7B__typename%7D');
    expect(res.status).toBe(500);
    expect(res.headers.get('x-tessera-mock')).toBe('delay=2ms, fail=500');
    expect((await res.json()).error.name).toBe('InternalServerError');
  });

  it('are read and switched live through the studio API, a bad rule refused with its reason', async () => {
    t = await startApp({ mock: { fail: [{ method: null, path: '/api/*', status: 502, percent: 100 }] } });
    expect((await t.call('GET', '/api/tags')).status).toBe(502);
    const read = await t.admin('/mock');
    expect(await read.json()).toEqual({
      enabled: true,
      delay: [],
      fail: [{ method: null, path: '/api/*', status: 502, percent: 100 }],
      seed: null,
    });
    const off = await t.admin('/mock', {
      method: 'PUT',
      json: { ...(await (await t.admin('/mock')).json()), enabled: false },
    });
    expect(off.status).toBe(200);
    expect((await off.json()).enabled).toBe(false);
    await t.grant('public', ['api::tag.tag.find']);
    expect((await t.call('GET', '/api/tags')).status).toBe(200);
    const rules = await t.admin('/mock', { method: 'PUT', json: { fail: ['GET /api/tags=429@100%'], delay: '0' } });
    expect((await rules.json()).fail).toEqual([{ method: 'GET', path: '/api/tags', status: 429, percent: 100 }]);
    expect((await t.call('GET', '/api/tags')).body.error.name).toBe('TooManyRequestsError');
    // A delay of 0 changes nothing, so nothing is marked.
    expect((await t.call('GET', '/api/authors')).headers.get('x-tessera-mock')).toBeNull();
    const bad = await t.admin('/mock', { method: 'PUT', json: { fail: ['GET /api/tags=200'] } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({
      name: 'ValidationError',
      message: 'fail "GET /api/tags=200": 200 is not an HTTP error status (400–599)',
    });
    expect((await (await t.admin('/mock')).json()).fail[0].status).toBe(429);
    // Without the studio's session the controls cannot be changed.
    expect((await t.call('PUT', '/admin/api/mock', { body: { enabled: false } })).status).toBe(401);
  });

  it('come from config/tessera.js, with a seed making the failures repeat', async () => {
    const config = `module.exports = { mock: { fail: 'GET /api/tags=503@50%', seed: 9 } };`;
    const run = async () => {
      const app = await startApp({ tesseraConfig: config });
      await app.grant('public', ['api::tag.tag.find']);
      const statuses: number[] = [];
      for (let i = 0; i < 16; i++) statuses.push((await app.call('GET', '/api/tags')).status);
      await app.close();
      return statuses;
    };
    const first = await run();
    expect(new Set(first)).toEqual(new Set([200, 503]));
    expect(await run()).toEqual(first);
  });

  it('refuse a bad config/tessera.js at start, naming the file', async () => {
    await expect(startApp({ tesseraConfig: `module.exports = { mock: { fail: 'GET /api=oops' } };` })).rejects.toThrow(
      'config/tessera.js: mock: fail "GET /api=oops": expected [METHOD ]PATH=STATUS[@PERCENT%]',
    );
  });

  it('show in the request log with the credential kind of each request', async () => {
    t = await startApp({ mock: { fail: [{ method: null, path: '/api/authors', status: 504, percent: 100 }] } });
    await t.grant('public', ['api::tag.tag.find']);
    await t.call('GET', '/api/tags');
    await t.call('GET', '/api/tags', { token: await t.token('read-only') });
    await t.call('GET', '/api/tags', { token: 'not-a-token' });
    await t.call('GET', '/api/authors');
    const log = await (await t.admin('/requests')).json();
    expect(log.map((e: any) => [e.path, e.status, e.credential, e.mock])).toEqual([
      ['/api/tags', 200, 'public', undefined],
      ['/api/tags', 200, 'api-token:read-only', undefined],
      ['/api/tags', 401, 'rejected', undefined],
      ['/api/authors', 504, 'public', 'fail=504'],
    ]);
  });
});

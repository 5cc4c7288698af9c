// The response cache never answers stale or with another caller's permissions: every committed
// write empties it, and answers are kept per credential.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTessera, type Tessera } from '../server/app.ts';
import { createToken } from '../server/auth/api-tokens.ts';
import { grant, revoke } from '../server/auth/roles.ts';
import type { ProjectConfig } from '../server/config/load-config.ts';
import type { Database } from '../server/db/database.ts';
import type { RequestContext, Route } from '../server/http/router.ts';
import {
  DEFAULT_RESPONSE_CACHE_BYTES,
  ResponseCache,
  responseCache,
  responseCacheBytes,
} from '../server/middleware/response-cache.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'tessera-cache-'));
let app: Tessera;
let full: Record<string, string>;

beforeAll(async () => {
  cpSync(join(root, 'test', 'conformance', 'fixture'), join(work, 'p'), { recursive: true });
  app = await createTessera({ projectDir: join(work, 'p'), log: () => {} });
  full = {
    authorization: `Bearer ${(await createToken(app.project.engine, app.project.access.apiTokenSalt, { name: 'f', type: 'full-access' })).accessKey}`,
    'content-type': 'application/json',
  };
});

afterAll(async () => {
  await app.close();
  rmSync(work, { recursive: true, force: true });
});

const names = async (headers: Record<string, string> = {}) => {
  const res = await app.request(`/api/tags?sort=id`, { headers });
  return res.status === 200
    ? (await res.json()).data.map((d: { attributes: { name: string } }) => d.attributes.name)
    : res.status;
};
const gqlNames = async () =>
  (
    await (
      await app.request(`/graphql`, {
        method: 'POST',
        headers: full,
        body: JSON.stringify({ query: '{ tags { data { attributes { name } } } }' }),
      })
    ).json()
  ).data.tags.data.map((d: { attributes: { name: string } }) => d.attributes.name);

describe('response cache', () => {
  it('answers again after every kind of write: REST, GraphQL, and permissions', async () => {
    expect(await names(full)).toEqual([]);
    expect(await gqlNames()).toEqual([]);
    await app.request(`/api/tags`, { method: 'POST', headers: full, body: JSON.stringify({ data: { name: 'one' } }) });
    expect(await names(full)).toEqual(['one']);
    expect(await gqlNames()).toEqual(['one']);
    await app.request(`/graphql`, {
      method: 'POST',
      headers: full,
      body: JSON.stringify({ query: 'mutation { createTag(data: { name: "two" }) { data { id } } }' }),
    });
    expect(await names(full)).toEqual(['one', 'two']);
    expect(await gqlNames()).toEqual(['one', 'two']);
    expect(await names()).toBe(403);
    await grant(app.project.engine, 'public', ['api::tag.tag.find']);
    app.project.access.invalidate();
    expect(await names()).toEqual(['one', 'two']);
    await revoke(app.project.engine, 'public', ['api::tag.tag.find']);
    app.project.access.invalidate();
    expect(await names()).toBe(403);
  });

  it('keeps answers apart per caller', async () => {
    const readOnly = {
      authorization: `Bearer ${(await createToken(app.project.engine, app.project.access.apiTokenSalt, { name: 'r', type: 'read-only' })).accessKey}`,
    };
    const custom = {
      authorization: `Bearer ${(await createToken(app.project.engine, app.project.access.apiTokenSalt, { name: 'c', type: 'custom', permissions: ['api::article.article.find'] })).accessKey}`,
    };
    expect(await names(readOnly)).toEqual(['one', 'two']);
    expect(await names(custom)).toBe(403);
    expect(await names(readOnly)).toEqual(['one', 'two']);
  });
});

describe('the bound of the response cache', () => {
  const config = (responseCache: unknown) => ({ server: { responseCache } }) as unknown as ProjectConfig;

  it('is 16 MiB by default, set by server.responseCache.maxBytes, and 0 when the cache is off', () => {
    expect(responseCacheBytes(config(undefined))).toBe(DEFAULT_RESPONSE_CACHE_BYTES);
    expect(responseCacheBytes(config({ maxBytes: '64mb' }))).toBe(64 * 1024 * 1024);
    expect(responseCacheBytes(config({ maxBytes: 1000 }))).toBe(1000);
    expect(responseCacheBytes(config(false))).toBe(0);
  });

  it('keeps no more answers than its bytes hold, dropping the least recently used', () => {
    const db = { generation: 0 } as unknown as Database;
    const cache = new ResponseCache(db, 1000);
    for (let i = 0; i < 20; i++)
      cache.set(`k${i}`, cache.currentGeneration, { status: 200, body: Buffer.from('x'.repeat(100)) });
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k19')?.body).toHaveLength(100);
    let kept = 0;
    for (let i = 0; i < 20; i++) if (cache.get(`k${i}`)) kept++;
    expect(kept).toBeLessThanOrEqual(9);
  });
});

describe('which answers the response cache keeps', () => {
  const route = { method: 'GET', path: '/api/tags', auth: 'content-api', cache: true } as Route;
  const request = (rawQuery: string): RequestContext =>
    ({
      method: 'GET',
      path: '/api/tags',
      rawQuery,
      route,
      state: { credentials: { kind: 'public' } },
    }) as unknown as RequestContext;

  /** The middleware over a handler that counts how often it computed an answer. */
  function served(cache: ResponseCache) {
    let computed = 0;
    const middleware = responseCache(cache);
    const ask = async (rawQuery: string) =>
      middleware(request(rawQuery), async () => ({ status: 200, body: { data: [{ id: ++computed }] } }));
    return { ask, computed: () => computed };
  }

  it('keeps an answer from the second time its request is asked, and answers from it after', async () => {
    const cache = new ResponseCache({ generation: 0 } as unknown as Database);
    const { ask, computed } = served(cache);
    await ask('page=1');
    expect(cache.bytes).toBe(0);
    await ask('page=1');
    expect(cache.bytes).toBeGreaterThan(0);
    expect(String((await ask('page=1')).body)).toBe(JSON.stringify({ data: [{ id: 2 }] }));
    expect(computed()).toBe(2);
  });

  it('keeps nothing of requests asked once each (a search box, new pages)', async () => {
    const cache = new ResponseCache({ generation: 0 } as unknown as Database);
    const { ask, computed } = served(cache);
    for (let i = 0; i < 500; i++) await ask(`filters[title][$containsi]=${i}`);
    expect(cache.bytes).toBe(0);
    expect(computed()).toBe(500);
  });

  it('keeps a request asked again after a write at once: what was asked before is remembered across writes', async () => {
    const db = { generation: 0 };
    const cache = new ResponseCache(db as unknown as Database);
    const { ask, computed } = served(cache);
    await ask('page=1');
    await ask('page=1');
    db.generation++;
    await ask('page=1');
    await ask('page=1');
    expect(computed()).toBe(3);
  });
});

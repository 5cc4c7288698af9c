// Answers repeated reads from memory. Every committed write bumps the database generation, which
// empties the cache, so a cached answer is always the one a fresh query would give. One cache
// serves REST (this middleware, by URL) and GraphQL (its route, by operation).
import { LRUCache } from 'lru-cache';
import type { Credentials } from '../auth/access-control.ts';
import { getConfig, type ProjectConfig } from '../config/load-config.ts';
import type { Database } from '../db/database.ts';
import type { Middleware } from './compose.ts';

/** On unless `server.responseCache: false` or `TESSERA_RESPONSE_CACHE=off`. */
export function responseCacheEnabled(config: ProjectConfig): boolean {
  return (
    process.env.TESSERA_RESPONSE_CACHE !== 'off' && getConfig<unknown>(config, 'server.responseCache', true) !== false
  );
}

/** Who an answer was computed for: answers depend on the caller's permissions. */
export function credentialKey(c: Credentials): string {
  if (c.kind === 'api-token') return `t${c.token.id}`;
  if (c.kind === 'user') return `u${c.user.id}`;
  return 'p';
}

export interface CachedAnswer {
  status: number;
  body: string;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  private generation = -1;

  constructor(
    private readonly db: Database,
    maxBytes = 32 * 1024 * 1024,
    maxEntryBytes = 1024 * 1024,
  ) {
    this.entries = new LRUCache({
      maxSize: maxBytes,
      maxEntrySize: maxEntryBytes,
      sizeCalculation: (e) => Math.max(1, e.body.length),
    });
  }

  get(key: string): CachedAnswer | undefined {
    this.sync();
    return this.entries.get(key);
  }

  /** `generation` is the database's when the answer was computed: a write since makes it stale already. */
  set(key: string, generation: number, entry: CachedAnswer): void {
    this.sync();
    if (generation !== this.generation) return;
    this.entries.set(key, entry);
  }

  get currentGeneration(): number {
    return this.db.generation;
  }

  private sync(): void {
    if (this.generation === this.db.generation) return;
    this.entries.clear();
    this.generation = this.db.generation;
  }
}

/** GET answers of content-API routes, per caller and URL; routes that opt out with `cache: false` are left alone. */
export function responseCache(cache: ResponseCache): Middleware {
  return async (ctx, next) => {
    const route = ctx.route;
    if (ctx.method !== 'GET' || !route || route.auth !== 'content-api' || route.cache === false) return next();
    const key = `${credentialKey(ctx.state.credentials as Credentials)} ${ctx.path}?${ctx.rawQuery}`;
    const hit = cache.get(key);
    if (hit) return { status: hit.status, body: hit.body, headers: JSON_TYPE };
    const generation = cache.currentGeneration;
    const reply = await next();
    if (reply.status !== 200 || reply.body === undefined || reply.headers || !isJson(reply.body)) return reply;
    const body = JSON.stringify(reply.body);
    cache.set(key, generation, { status: 200, body });
    return { status: 200, body, headers: JSON_TYPE };
  };
}

function isJson(body: unknown): boolean {
  return (
    typeof body !== 'string' &&
    !(body instanceof Uint8Array) &&
    !(body && typeof body === 'object' && Symbol.asyncIterator in body)
  );
}

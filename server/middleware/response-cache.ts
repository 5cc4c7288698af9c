// Answers repeated reads from memory. Every committed write bumps the database generation, which
// empties the cache, so a cached answer is always the one a fresh query would give. One cache
// serves REST (this middleware, by URL) and GraphQL (its route, by operation). An answer is kept
// from the second time its request is asked: a search box or a new page asks each once, and kept
// they would fill the cache (and the heap) with answers never read again.
import { LRUCache } from 'lru-cache';
import type { Credentials } from '../auth/access-control.ts';
import { getConfig, parseSize, type ProjectConfig } from '../config/load-config.ts';
import type { Engine } from '../db/engine.ts';
import type { Middleware } from './compose.ts';

/** The bytes of answers kept by default: a few thousand list pages, a small share of the server's memory. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 16 * 1024 * 1024;

/** The characters of request keys remembered as asked; past it they are all forgotten together. */
const ASKED_KEYS_BYTES = 1024 * 1024;

/**
 * The bytes the cache may hold, or 0 when it is off (`server.responseCache: false` or
 * `TESSERA_RESPONSE_CACHE=off`); `server.responseCache: { maxBytes: '64mb' }` sets the bound.
 */
export function responseCacheBytes(config: ProjectConfig): number {
  if (process.env.TESSERA_RESPONSE_CACHE === 'off') return 0;
  const setting = getConfig<unknown>(config, 'server.responseCache', true);
  if (setting === false) return 0;
  const maxBytes = setting && typeof setting === 'object' ? (setting as { maxBytes?: unknown }).maxBytes : undefined;
  return parseSize(maxBytes) ?? DEFAULT_RESPONSE_CACHE_BYTES;
}

/** Who an answer was computed for: answers depend on the caller's permissions. */
export function credentialKey(c: Credentials): string {
  if (c.kind === 'api-token') return `t${c.token.id}`;
  if (c.kind === 'user') return `u${c.user.id}`;
  return 'p';
}

/** An answer as the bytes sent: kept off V8's heap, whose collections would mark them, and sent with no encoding. */
export interface CachedAnswer {
  status: number;
  body: Uint8Array;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8' };

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>;
  /** The database generation the entries were computed at. */
  private generation = -1;
  /** Moves with the database's generation and with every schema reload: what an answer is computed at. */
  private version = 0;
  /** Keys asked for since they were last forgotten, and the characters they hold. */
  private readonly asked = new Set<string>();
  private askedBytes = 0;

  constructor(
    private readonly db: Pick<Engine, 'generation'>,
    maxBytes = DEFAULT_RESPONSE_CACHE_BYTES,
    maxEntryBytes = Math.min(1024 * 1024, maxBytes),
  ) {
    this.entries = new LRUCache({
      maxSize: maxBytes,
      maxEntrySize: maxEntryBytes,
      // Keys count too: a GraphQL key holds the whole operation.
      sizeCalculation: (e, key) => Math.max(1, e.body.byteLength + key.length),
    });
  }

  get(key: string): CachedAnswer | undefined {
    this.sync();
    return this.entries.get(key);
  }

  /** `generation` is `currentGeneration` when the answer was computed: a write or a reload since makes it stale already. */
  set(key: string, generation: number, entry: CachedAnswer): void {
    this.sync();
    if (generation !== this.version) return;
    this.entries.set(key, entry);
  }

  /**
   * Keeps a 200 answer computed at `generation` (see `set`) when its key was asked for before: a
   * request asked once is only remembered. Keys are remembered across writes, so a request asked
   * often is kept again at once after one.
   */
  keep(key: string, generation: number, body: string): void {
    if (this.askedBefore(key)) this.set(key, generation, { status: 200, body: Buffer.from(body) });
  }

  private askedBefore(key: string): boolean {
    if (this.asked.has(key)) return true;
    if (this.askedBytes + key.length > ASKED_KEYS_BYTES) {
      this.asked.clear();
      this.askedBytes = 0;
    }
    this.asked.add(key);
    this.askedBytes += key.length;
    return false;
  }

  /** The bytes the kept answers and their keys hold. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }

  get currentGeneration(): number {
    this.sync();
    return this.version;
  }

  /** The schema was reloaded (routes, fields and GraphQL types changed): no answer kept or in progress holds. */
  schemaReloaded(): void {
    this.entries.clear();
    this.version++;
  }

  private sync(): void {
    if (this.generation === this.db.generation) return;
    this.entries.clear();
    this.generation = this.db.generation;
    this.version++;
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
    cache.keep(key, generation, body);
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

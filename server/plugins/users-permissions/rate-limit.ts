// The throttle Strapi v4 puts on the auth routes (koa2-ratelimit's memory store): a fixed window
// per key, where the key is the lower-cased body email, the path and the client IP. Every request
// counts, failed or not; the one past `max` in a window is refused. The windows are kept in this
// process, or, where several instances serve one PostgreSQL database, in it (rate-limit-store.ts),
// so that a client cannot multiply its budget by the number of instances.
import { posix } from 'node:path';
import { RateLimitError } from '../../errors.ts';
import type { RequestContext } from '../../http/router.ts';
import { isPlainObject } from '../../query/params/invalid.ts';
import type { RateLimitSettings } from './settings.ts';

export interface RateWindow {
  /** Requests counted in the window, this one included. */
  count: number;
  resetAt: number;
}

/** Where windows are counted: `hit` counts one request under `key` and answers its window. */
export interface RateLimitStore {
  hit(key: string, intervalMs: number, now: number): RateWindow | Promise<RateWindow>;
}

/** Past this many keys, expired windows are swept so that a scan of many IPs cannot grow memory for ever. */
const SWEEP_AT = 10_000;

/** koa2-ratelimit's memory store: the windows of this process. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateWindow>();

  hit(key: string, intervalMs: number, now: number): RateWindow {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      w = { count: 0, resetAt: now + intervalMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w;
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

export class RateLimiter {
  constructor(
    private readonly settings: RateLimitSettings,
    private readonly now: () => number = Date.now,
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
  ) {}

  /** Counts one request; throws the 429 when it is over the limit. Sets koa2-ratelimit's headers. */
  async hit(ctx: RequestContext, body: unknown): Promise<void> {
    if (!this.settings.enabled) return;
    const now = this.now();
    const w = await this.store.hit(rateLimitKey(ctx, body), this.settings.intervalMs, now);
    const { max } = this.settings;
    ctx.responseHeaders['X-RateLimit-Limit'] = String(max);
    ctx.responseHeaders['X-RateLimit-Remaining'] = String(Math.max(0, max - w.count));
    if (w.count > max) {
      ctx.responseHeaders['Retry-After'] = String(Math.ceil((w.resetAt - now) / 1000));
      throw new RateLimitError();
    }
  }
}

export function rateLimitKey(ctx: RequestContext, body: unknown): string {
  const email =
    isPlainObject(body) && typeof body.email === 'string' && body.email ? body.email.toLowerCase() : 'unknownEmail';
  const path = posix.normalize(ctx.path).toLowerCase().replace(/\/$/, '');
  return `${email}:${path}:${ctx.remoteAddress}`;
}

// Answers repeated reads from memory. Every committed write bumps the database generation, which
// empties the cache, so a cached answer is always the one a fresh query would give.
import type { Credentials } from '../auth/access-control.ts';
import { getConfig, type ProjectConfig } from '../config/load-config.ts';
import type { Database } from '../db/database.ts';

/** On unless `server.responseCache: false` or `TESSERA_RESPONSE_CACHE=off`. */
export function responseCacheEnabled(config: ProjectConfig): boolean {
  return process.env.TESSERA_RESPONSE_CACHE !== 'off' && getConfig<unknown>(config, 'server.responseCache', true) !== false;
}

/** Who an answer was computed for: answers depend on the caller's permissions. */
export function credentialKey(c: Credentials): string {
  if (c.kind === 'api-token') return `t${c.token.id}`;
  if (c.kind === 'user') return `u${c.user.id}`;
  return 'p';
}

interface Entry {
  status: number;
  body: string;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private generation = -1;
  private bytes = 0;

  constructor(private readonly db: Database, private readonly maxBytes = 32 * 1024 * 1024, private readonly maxEntryBytes = 1024 * 1024) {}

  get(key: string): Entry | undefined {
    this.sync();
    const e = this.entries.get(key);
    if (e) {
      // Most recently used last, so eviction takes the oldest first.
      this.entries.delete(key);
      this.entries.set(key, e);
    }
    return e;
  }

  set(key: string, generation: number, entry: Entry): void {
    this.sync();
    // A write committed while the answer was computed makes it stale already.
    if (generation !== this.generation || entry.body.length > this.maxEntryBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.body.length;
    }
  }

  get currentGeneration(): number {
    return this.db.generation;
  }

  private sync(): void {
    if (this.generation === this.db.generation) return;
    this.entries.clear();
    this.bytes = 0;
    this.generation = this.db.generation;
  }
}

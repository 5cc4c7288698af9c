// Answers repeated reads from memory. Every committed write bumps the database generation, which
// empties the cache, so a cached answer is always the one a fresh query would give.
import type { Database } from '../db/database.ts';

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

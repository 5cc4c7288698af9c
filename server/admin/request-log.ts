// The studio's live request log: the last requests the server answered (method, path, status,
// time), kept in memory, with listeners for the log's event stream. Filled by the request-log
// middleware (middleware/request-log.ts).
import type { LoggedRequest } from './studio-contract.ts';

const CAPACITY = 500;

export class RequestLog {
  private readonly entries: LoggedRequest[] = [];
  private readonly listeners = new Set<(entry: LoggedRequest) => void>();
  private seq = 0;

  record(entry: Omit<LoggedRequest, 'seq'>): LoggedRequest {
    const logged = { seq: ++this.seq, ...entry };
    this.entries.push(logged);
    if (this.entries.length > CAPACITY) this.entries.shift();
    for (const listener of this.listeners) listener(logged);
    return logged;
  }

  /** Entries after a sequence number, oldest first. */
  since(seq = 0): LoggedRequest[] {
    return this.entries.filter((e) => e.seq > seq);
  }

  subscribe(listener: (entry: LoggedRequest) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.entries.length = 0;
  }
}

// The studio's live request log: the last requests the server answered (method, path, status,
// time), kept in memory, with listeners for the log's event stream. The studio's own traffic
// under /admin is left out so the log shows what clients of the API do.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Project } from '../project.ts';
import { adminState } from './admin-state.ts';
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

/** Call once per request, before handling it: the entry is recorded when the response finishes. */
export function observeRequest(project: Project, req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (path === '/admin' || path.startsWith('/admin/') || path === '/_health') return;
  const started = performance.now();
  const at = new Date().toISOString();
  res.once('finish', () => {
    adminState(project).requests.record({
      at,
      method: req.method ?? 'GET',
      path,
      query: q < 0 ? '' : decodeQuery(url.slice(q + 1)),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
}

function decodeQuery(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

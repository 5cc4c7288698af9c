// The studio's live request log: the last requests the server answered (method, path, status,
// time, GraphQL operation), kept in memory with their headers and bodies for the detail view, and
// listeners for the log's event stream. The studio's own traffic under /admin is left out so the
// log shows what clients of the API do.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Project } from '../project.ts';
import { adminState } from './admin-state.ts';
import type { LoggedRequest, LoggedRequestDetail } from './studio-contract.ts';

const CAPACITY = 500;
/** Bytes kept of each body: enough to read an answer, bounded so the log stays small. */
const BODY_LIMIT = 64 * 1024;
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie']);

export class RequestLog {
  private readonly entries: LoggedRequestDetail[] = [];
  private readonly listeners = new Set<(entry: LoggedRequest) => void>();
  private seq = 0;

  record(entry: Omit<LoggedRequestDetail, 'seq'>): LoggedRequest {
    const logged = { seq: ++this.seq, ...entry };
    this.entries.push(logged);
    if (this.entries.length > CAPACITY) this.entries.shift();
    const summary = summaryOf(logged);
    for (const listener of this.listeners) listener(summary);
    return summary;
  }

  /** Entries after a sequence number, oldest first. */
  since(seq = 0): LoggedRequest[] {
    return this.entries.filter((e) => e.seq > seq).map(summaryOf);
  }

  detail(seq: number): LoggedRequestDetail | null {
    return this.entries.find((e) => e.seq === seq) ?? null;
  }

  subscribe(listener: (entry: LoggedRequest) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.entries.length = 0;
  }
}

function summaryOf(e: LoggedRequestDetail): LoggedRequest {
  const { requestHeaders: _rh, requestBody: _rb, responseHeaders: _sh, responseBody: _sb, truncated: _t, ...summary } = e;
  return summary;
}

/** Bytes seen passing through, up to BODY_LIMIT. */
class BodyTap {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  truncated = false;

  take(chunk: unknown, encoding?: unknown): void {
    if (chunk === null || chunk === undefined || typeof chunk === 'function') return;
    const buf = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding as BufferEncoding : 'utf8') : chunk instanceof Uint8Array ? Buffer.from(chunk) : null;
    if (!buf) return;
    const room = BODY_LIMIT - this.size;
    if (buf.length > room) this.truncated = true;
    if (room > 0) {
      this.chunks.push(buf.subarray(0, room));
      this.size += Math.min(room, buf.length);
    }
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * Call once per request, before handling it: the entry is recorded when the response finishes.
 * Bodies and headers are copied as they pass (the request's `push`, the response's `writeHead`,
 * `write` and `end`), so the
 * handlers read and write them exactly as without the log.
 */
export function observeRequest(project: Project, req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (path === '/admin' || path.startsWith('/admin/') || path === '/_health') return;
  const started = performance.now();
  const at = new Date().toISOString();
  const requestBody = new BodyTap();
  const responseBody = new BodyTap();
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => { requestBody.take(chunk, encoding); return push(chunk, encoding); };
  let headersSent: Record<string, unknown> = {};
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((r) => r !== null && typeof r === 'object');
    if (headers && !Array.isArray(headers)) headersSent = headers as Record<string, unknown>;
    return writeHead(status, ...rest);
  }) as typeof res.writeHead;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => { responseBody.take(chunk, rest[0]); return write(chunk, ...rest); }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => { responseBody.take(chunk, rest[0]); return end(chunk, ...rest); }) as typeof res.end;
  res.once('finish', () => {
    const query = q < 0 ? '' : decodeQuery(url.slice(q + 1));
    const sentBody = requestBody.text();
    const operationName = graphqlOperationName(path, url.slice(q + 1), sentBody);
    adminState(project).requests.record({
      at,
      method: req.method ?? 'GET',
      path,
      query,
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(operationName ? { operationName } : {}),
      requestHeaders: masked(req.headers),
      requestBody: sentBody,
      responseHeaders: masked({ ...res.getHeaders(), ...lowerCased(headersSent) }),
      responseBody: responseBody.text(),
      truncated: requestBody.truncated || responseBody.truncated,
    });
  });
}

function lowerCased(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function masked(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    const value = Array.isArray(v) ? v.join(', ') : String(v);
    out[k] = SECRET_HEADERS.has(k.toLowerCase()) ? `${value.split(' ')[0]} ••••` : value;
  }
  return out;
}

/** `operationName` as GraphQL over HTTP carries it, else the name of the document's only operation. */
function graphqlOperationName(path: string, rawQuery: string, body: string): string | undefined {
  if (!path.endsWith('/graphql')) return undefined;
  let params: { operationName?: unknown; query?: unknown } = {};
  try {
    params = body ? JSON.parse(body) : Object.fromEntries(new URLSearchParams(rawQuery));
  } catch {
    return undefined;
  }
  if (typeof params.operationName === 'string' && params.operationName) return params.operationName;
  const named = typeof params.query === 'string' ? /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(params.query) : null;
  return named?.[1];
}

function decodeQuery(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

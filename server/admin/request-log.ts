// The studio's live request log: the last requests the server answered (method, path, status,
// time, GraphQL operation), kept in memory with their headers and bodies for the detail view, and
// listeners for the log's event stream. Filled by the request-log middleware (middleware/request-log.ts).
import type { OperationParams } from '../graphql/http/request-params.ts';
import { DetailRing } from './detail-ring.ts';
import type { LoggedRequest, LoggedRequestDetail } from './studio-contract.ts';

const CAPACITY = 500;
/** Bytes of headers and bodies kept, the newest first: the last few hundred answers of a usual size. */
const DETAIL_BYTES = 4 * 1024 * 1024;
/** Bytes kept of each body: enough to read an answer, bounded so the log stays small. */
const BODY_LIMIT = 64 * 1024;
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie']);

/**
 * One answered request as the middleware hands it over: what was asked and answered, with its
 * headers and bodies as they were. Every field is always set (an absent operation name or mock is
 * `undefined`), so each request makes one object of one shape. What is derived for reading (the
 * time as text, the decoded query, masked headers, bodies as text) waits for a reader: most entries
 * are never read, and done for every request it was about a quarter of a findOne's CPU.
 */
export interface RequestRecord {
  /** When it arrived, in milliseconds since the epoch (with a fraction). */
  startedAt: number;
  method: string;
  path: string;
  rawQuery: string;
  status: number;
  ms: number;
  operationName: string | undefined;
  credential: string;
  mock: string | undefined;
  requestHeaders: Record<string, string | undefined>;
  requestBody: BodyTap;
  responseHeaders: Record<string, string>;
  responseBody: BodyTap;
}

/** An entry as the log keeps it: what a summary shows, and where its headers and bodies went. */
export type KeptRecord = Omit<RequestRecord, 'requestHeaders' | 'requestBody' | 'responseHeaders' | 'responseBody'> & {
  /** Numbered by the log as it takes the entry. */
  seq: number;
  /** Where the ring holds its headers and bodies (null: too large to keep). */
  detail: number | null;
};

export class RequestLog {
  /**
   * The last CAPACITY entries, each in the slot of its number modulo CAPACITY. A ring, not a list
   * shifted once full: shift() on an array this long went through V8's runtime and moved the array
   * at every request: about 4 us of a findOne's served CPU (70 against 66, in turns).
   */
  private readonly entries: Array<KeptRecord | undefined> = new Array<KeptRecord | undefined>(CAPACITY).fill(undefined);
  private readonly listeners = new Set<(entry: KeptRecord) => void>();
  private readonly details = new DetailRing(DETAIL_BYTES);
  private seq = 0;
  /**
   * Entries handed over in this turn of the event loop, filed when it ends (or when the log is read
   * first). Filed as each answer was made, the log's work sat between every answer and its write,
   * and interleaved with the next request's; filed together, after the turn's answers went out,
   * a findOne served took 60 us of CPU against 64 (servers in turns, twice).
   */
  private pending: RequestRecord[] = [];

  record(entry: RequestRecord): void {
    if (this.pending.push(entry) === 1) setImmediate(() => this.filePending());
  }

  /** Files the entries handed over since the last filing, in the order they came. */
  private filePending(): void {
    const entries = this.pending;
    if (entries.length === 0) return;
    this.pending = [];
    for (const entry of entries) this.file(entry);
  }

  private file(entry: RequestRecord): void {
    const kept: KeptRecord = {
      seq: ++this.seq,
      startedAt: entry.startedAt,
      method: entry.method,
      path: entry.path,
      rawQuery: entry.rawQuery,
      status: entry.status,
      ms: entry.ms,
      operationName: entry.operationName,
      credential: entry.credential,
      mock: entry.mock,
      detail: this.details.write(entry),
    };
    this.entries[kept.seq % CAPACITY] = kept;
    for (const listener of this.listeners) listener(kept);
  }

  /** Entries after a sequence number, oldest first. */
  since(seq = 0): LoggedRequest[] {
    this.filePending();
    const summaries: LoggedRequest[] = [];
    for (let next = Math.max(Math.floor(seq) + 1, this.seq - CAPACITY + 1); next <= this.seq; next++) {
      const entry = this.kept(next);
      if (entry) summaries.push(summaryOf(entry));
    }
    return summaries;
  }

  detail(seq: number): LoggedRequestDetail | null {
    this.filePending();
    const entry = this.kept(seq);
    if (!entry) return null;
    const detail = entry.detail === null ? null : this.details.read(entry.detail);
    if (!detail) return { ...summaryOf(entry), ...NO_DETAIL };
    return {
      ...summaryOf(entry),
      ...detail,
      requestHeaders: masked(detail.requestHeaders),
      responseHeaders: masked(detail.responseHeaders),
    };
  }

  /**
   * Calls `listener` with each entry as it is filed, kept as it is: a listener that writes a
   * batch of them (serve's terminal) makes their summaries when it writes, as the log is read. A
   * summary and a line made for every request, and held until the batch was written, cost
   * `serve` 7-8 us of a request's served CPU (findOne, a page of 25, GraphQL alike).
   */
  subscribe(listener: (entry: KeptRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.filePending();
    this.entries.fill(undefined);
  }

  /** Entry `seq`, while the log still holds it (not cleared, nor written over by a newer one). */
  private kept(seq: number): KeptRecord | undefined {
    const entry = seq >= 1 ? this.entries[seq % CAPACITY] : undefined;
    return entry?.seq === seq ? entry : undefined;
  }
}

/** An entry whose headers and bodies newer entries have written over. */
const NO_DETAIL = {
  requestHeaders: {},
  requestBody: '',
  responseHeaders: {},
  responseBody: '',
  truncated: false,
  detailDropped: true,
} as const;

/** An entry as the studio lists it (times and queries made readable). */
export function summaryOf(e: KeptRecord): LoggedRequest {
  const summary: LoggedRequest = {
    seq: e.seq,
    at: isoTime(e.startedAt),
    method: e.method,
    path: e.path,
    query: decodeQuery(e.rawQuery),
    status: e.status,
    ms: e.ms,
    credential: e.credential,
  };
  if (e.operationName) summary.operationName = e.operationName;
  if (e.mock) summary.mock = e.mock;
  return summary;
}

/** Bytes seen passing through, up to BODY_LIMIT. */
export class BodyTap {
  // Text that fits is kept as the string it came as: every answer is text, and turning it into
  // bytes and back copied each one twice per request.
  readonly chunks: Array<Buffer | string> = [];
  /** Bytes of the chunks before `counted`; the text after it is counted only when the bound nears. */
  private bytes = 0;
  private counted = 0;
  /** UTF-16 units of the text not counted yet. */
  private uncounted = 0;
  truncated = false;

  /** Bytes kept, at most: text not counted yet is taken at 3 bytes a UTF-16 unit, the most it can be. */
  get size(): number {
    return this.bytes + 3 * this.uncounted;
  }

  take(chunk: unknown, encoding?: unknown): void {
    if (chunk === null || chunk === undefined || typeof chunk === 'function') return;
    const text = typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8');
    // Text that fits even at its most bytes is kept uncounted, as most answers are: counting them
    // was a pass over each (2.5 us of a page of 25 entries) for a bound they were far from.
    if (text && 3 * chunk.length <= BODY_LIMIT - this.size) {
      this.chunks.push(chunk);
      this.uncounted += chunk.length;
      return;
    }
    this.count();
    const room = BODY_LIMIT - this.bytes;
    if (text) {
      const bytes = Buffer.byteLength(chunk);
      if (bytes <= room) {
        this.keep(chunk, bytes);
        return;
      }
    }
    const buf = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : null;
    if (!buf) return;
    if (buf.length > room) this.truncated = true;
    // The part kept of a longer body is copied: a view would keep all of it alive with the entry.
    if (room > 0) this.keep(buf.length > room ? Buffer.from(buf.subarray(0, room)) : buf, Math.min(room, buf.length));
  }

  private keep(chunk: Buffer | string, bytes: number): void {
    this.chunks.push(chunk);
    this.bytes += bytes;
    this.counted = this.chunks.length;
  }

  /** Counts the bytes of the text kept uncounted. */
  private count(): void {
    for (; this.counted < this.chunks.length; this.counted++) {
      const chunk = this.chunks[this.counted];
      this.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    }
    this.uncounted = 0;
  }

  text(): string {
    if (this.chunks.every((c) => typeof c === 'string')) return this.chunks.join('');
    return Buffer.concat(this.chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).toString('utf8');
  }
}

export function masked(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    const value = Array.isArray(v) ? v.join(', ') : String(v);
    out[k] = SECRET_HEADERS.has(k.toLowerCase()) ? `${value.split(' ')[0]} ••••` : value;
  }
  return out;
}

/**
 * `operationName` as GraphQL over HTTP carries it, else the name of the document's only operation.
 * `read` is the operation the GraphQL route read from the request, when it got that far; a request
 * refused before it (a 401) is read here from its query string or body.
 */
export function graphqlOperationName(
  path: string,
  rawQuery: string,
  body: BodyTap,
  read?: OperationParams,
): string | undefined {
  if (!path.endsWith('/graphql')) return undefined;
  const params = read ?? sentParams(rawQuery, body);
  if (!params) return undefined;
  if (typeof params.operationName === 'string' && params.operationName) return params.operationName;
  const named =
    typeof params.query === 'string'
      ? /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(params.query)
      : null;
  return named?.[1];
}

/** A GraphQL request's parameters as sent, in its JSON body or query string; undefined when the body is not JSON. */
function sentParams(rawQuery: string, body: BodyTap): OperationParams | undefined {
  try {
    const text = body.text();
    return text ? JSON.parse(text) : Object.fromEntries(new URLSearchParams(rawQuery));
  } catch {
    return undefined;
  }
}

/**
 * The ISO form of a time in milliseconds (a fraction dropped, as Date drops it). The text up to its
 * second is kept: entries come many a second, and a Date formatted for each was a microsecond of
 * every request `serve` prints a line for.
 */
let isoSecond = NaN;
let isoUpToSecond = '';
export function isoTime(ms: number): string {
  const whole = Math.floor(ms);
  const second = Math.floor(whole / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoUpToSecond = new Date(second * 1000).toISOString().slice(0, 20);
  }
  return `${isoUpToSecond}${String(whole - second * 1000).padStart(3, '0')}Z`;
}

function decodeQuery(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

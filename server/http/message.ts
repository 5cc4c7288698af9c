// The plain values the core speaks: a request and a response with no transport type in them.
// Adapters (server/adapters/) turn Node's req/res into these and back; tests build them directly.
import type { Reply } from './router.ts';

/** A request body: all of it at once, or a stream of chunks (read at most once). */
export type RequestBody = Uint8Array | string | AsyncIterable<Uint8Array | string>;

export interface TesseraRequest {
  method: string;
  /** Path and query as the client sent them, relative to where Tessera is mounted (`/api/tags?x=1`). */
  url: string;
  /** Header names in lower case; a header sent twice is joined with ", " (cookies with "; "). */
  headers?: Record<string, string | undefined>;
  body?: RequestBody;
  /** Where Tessera is mounted (`/cms`), '' at the root: every absolute URL the server emits starts with it. */
  basePath?: string;
  remoteAddress?: string;
  /** Aborted when the client goes away (ends event streams). */
  signal?: AbortSignal;
}

/** A response body: text, bytes, or a stream of chunks the adapter writes as they come. */
export type ResponseBody = string | Uint8Array | AsyncIterable<Uint8Array | string> | null;

export interface TesseraResponse {
  status: number;
  headers: Record<string, string>;
  body: ResponseBody;
}

export function isStream(value: unknown): value is AsyncIterable<Uint8Array | string> {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function'
  );
}

/** The chunks of a request body, whatever form it came in. */
export async function* bodyChunks(body: RequestBody | undefined): AsyncGenerator<Uint8Array> {
  if (body === undefined) return;
  if (typeof body === 'string') yield Buffer.from(body);
  else if (body instanceof Uint8Array) yield body;
  else for await (const chunk of body) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}

/** A handler's reply as the response sent: header names in lower case, an object body as JSON. */
export function toResponse(reply: Reply, extra: Record<string, string>): TesseraResponse {
  // Copied name by name: a spread of both into one object, then its entries, took twice as long.
  const headers: Record<string, string> = {};
  for (const k in extra) headers[k.toLowerCase()] = extra[k];
  const own = reply.headers;
  if (own) for (const k in own) headers[k.toLowerCase()] = own[k];
  const { body } = reply;
  if (body === undefined) return { status: reply.status, headers, body: null };
  if ((typeof body === 'string' && headers['content-type']) || body instanceof Uint8Array || isStream(body)) {
    return { status: reply.status, headers, body };
  }
  headers['content-type'] ??= 'application/json; charset=utf-8';
  return { status: reply.status, headers, body: JSON.stringify(body) };
}

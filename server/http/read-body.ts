// Reads and parses a request body as Strapi's body parsers do: JSON of the types they read (the
// SyntaxError Strapi reports for bad JSON), urlencoded (qs); other types are left unread.
// Oversized bodies are a 413.
import qs from 'qs';
import { createError, PayloadTooLargeError } from '../errors.ts';
import { parseJsonInput } from '../input/json-input.ts';
import { bodyChunks } from './message.ts';
import type { RequestContext } from './router.ts';

/**
 * Past the limit the rest of the body is still read and dropped, up to this many times the limit,
 * so that the 413 reaches a client that sends before it reads, and a keep-alive connection
 * stays usable for the next request. A body larger still ends the read (the adapter's transport
 * drops the rest or the connection).
 */
const DRAIN_FACTOR = 16;

/** The 413, with what the server log says of it: the size and the setting that bounds it. */
function tooLarge(size: string, limit: number): Error {
  const err = new PayloadTooLargeError();
  err.logCause = `request body of ${size}, past the body limit of ${limit} bytes (strapi::body jsonLimit in config/middlewares)`;
  return err;
}

/** co-body's strict JSON, in both parsers: a body that is not an object or an array is refused unparsed. */
const OBJECT_OR_ARRAY = /^[ \t\n\r]*[[{]/;
const NOT_OBJECT_OR_ARRAY = 'invalid JSON, only supports object and array';

/** A body parser of Strapi's stack: the media types it reads as JSON (it leaves others unread), and its refusal's name. */
export interface BodyParser {
  jsonTypes: ReadonlySet<string>;
  /** What the envelope names the refusal of JSON that is not an object or an array. */
  strictRefusal: string;
}

const JSON_TYPES = [
  'application/json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/csp-report',
];
/** koa-body, which `strapi::body` runs for every route but GraphQL's: co-body's refusal is a plain Error. */
export const STRAPI_BODY: BodyParser = { jsonTypes: new Set(JSON_TYPES), strictRefusal: 'Error' };
/** koa-bodyparser, which Apollo Server runs on GraphQL's endpoint, where `strapi::body` steps aside. */
export const APOLLO_BODY: BodyParser = {
  jsonTypes: new Set([...JSON_TYPES, 'application/scim+json']),
  strictRefusal: 'SyntaxError',
};

export async function readRaw(ctx: Pick<RequestContext, 'headers' | 'body'>, limit: number): Promise<Buffer> {
  const declared = Number(ctx.headers['content-length'] ?? 0);
  if (declared > limit) throw tooLarge(`${declared} bytes (its content-length)`, limit);
  const { body } = ctx;
  if (typeof body === 'string' || body instanceof Uint8Array) {
    ctx.body = undefined;
    const raw =
      typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
    if (raw.length > limit) throw tooLarge(`${raw.length} bytes`, limit);
    return raw;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of bodyChunks(ctx.body)) {
    size += chunk.length;
    if (size > limit) over = true;
    if (over) {
      if (size > limit * DRAIN_FACTOR) break;
      continue;
    }
    chunks.push(chunk);
  }
  ctx.body = undefined;
  if (over) throw tooLarge(size > limit * DRAIN_FACTOR ? `more than ${size} bytes` : `${size} bytes`, limit);
  return Buffer.concat(chunks);
}

export async function readBody(
  ctx: Pick<RequestContext, 'headers' | 'body'>,
  limit: number,
  parser: BodyParser = STRAPI_BODY,
): Promise<unknown> {
  const type = String(ctx.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const raw = await readRaw(ctx, limit);
  if (raw.length === 0) return undefined;
  if (parser.jsonTypes.has(type)) {
    const text = raw.toString('utf8');
    if (!OBJECT_OR_ARRAY.test(text)) throw createError(parser.strictRefusal, 400, NOT_OBJECT_OR_ARRAY);
    try {
      return parseJsonInput(text);
    } catch (err) {
      if (!(err instanceof SyntaxError)) throw err;
      throw createError('SyntaxError', 400, (err as Error).message);
    }
  }
  if (type === 'application/x-www-form-urlencoded')
    return qs.parse(raw.toString('utf8'), { depth: 20, arrayLimit: 100 });
  return undefined;
}

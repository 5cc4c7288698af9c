// Reads and parses a request body: JSON (the SyntaxError Strapi reports for bad JSON),
// urlencoded (qs, as koa-body does); other types are ignored. Oversized bodies are a 413.
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

export async function readBody(ctx: Pick<RequestContext, 'headers' | 'body'>, limit: number): Promise<unknown> {
  const type = String(ctx.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const raw = await readRaw(ctx, limit);
  if (raw.length === 0) return undefined;
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return parseJsonInput(raw.toString('utf8'));
    } catch (err) {
      if (!(err instanceof SyntaxError)) throw err;
      throw createError('SyntaxError', 400, (err as Error).message);
    }
  }
  if (type === 'application/x-www-form-urlencoded')
    return qs.parse(raw.toString('utf8'), { depth: 20, arrayLimit: 100 });
  return undefined;
}

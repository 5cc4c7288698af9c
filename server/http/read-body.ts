// Reads and parses a request body: JSON (the SyntaxError Strapi reports for bad JSON),
// urlencoded (qs, as koa-body does); other types are ignored. Oversized bodies are a 413.
import type { IncomingMessage } from 'node:http';
import qs from 'qs';
import { HttpError, PayloadTooLargeError } from '../errors.ts';
import { parseJsonInput } from '../input/json-input.ts';

export async function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    throw new PayloadTooLargeError('request entity too large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new PayloadTooLargeError('request entity too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function readBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  const raw = await readRaw(req, limit);
  if (raw.length === 0) return undefined;
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return parseJsonInput(raw.toString('utf8'));
    } catch (err) {
      if (!(err instanceof SyntaxError)) throw err;
      throw new HttpError(400, 'SyntaxError', (err as Error).message);
    }
  }
  if (type === 'application/x-www-form-urlencoded') return qs.parse(raw.toString('utf8'), { depth: 20, arrayLimit: 100 });
  return undefined;
}

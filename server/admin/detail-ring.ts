// The headers and bodies of the request log's entries, written one after another into one buffer
// that wraps around: the newest overwrite the oldest. Kept as JavaScript objects and strings until
// 500 requests later, every answer's body outlived two young-generation collections and was copied
// to the old generation to die there: on a page of 25 entries that was a sixth of the server's CPU.
// Bytes in one buffer are outside the collector's reach, and the buffer bounds the log by size.

/** What is kept of one request, as it is handed to the ring. */
export interface Detail {
  requestHeaders: Record<string, string | undefined>;
  requestBody: Chunks;
  responseHeaders: Record<string, string>;
  responseBody: Chunks;
}

/** A body as bounded text and bytes (request-log.ts's BodyTap). */
export interface Chunks {
  readonly chunks: ReadonlyArray<Buffer | string>;
  /** Its UTF-8 bytes at most. */
  readonly size: number;
  readonly truncated: boolean;
}

/** The detail as read back: the bodies' bytes decoded as UTF-8. */
export interface ReadDetail {
  requestHeaders: Record<string, string>;
  requestBody: string;
  responseHeaders: Record<string, string>;
  responseBody: string;
  truncated: boolean;
}

/** Each part's length and form, then the truncation flag, before the parts. */
const HEAD_BYTES = 4 * 4 + 4 + 1;
const PARTS = 4;
/**
 * Text is kept as UTF-16, as JavaScript holds it: writing a string as UTF-8 goes through V8's slow
 * encoder (22 us for a 10 KB page of entries), as UTF-16 it is a copy (3 us). Bytes stay bytes.
 */
const UTF16 = 0;
const UTF8 = 1;
/**
 * Headers as UTF-16 text, `name NUL value NUL` for each: HTTP allows a NUL in neither, and
 * JSON.stringify of a small headers object cost 0.3 us, twice a request. As JSON where one holds a NUL
 * anyway (a request made in process).
 */
const HEADER_PAIRS = 2;
const HEADER_JSON = 3;

export class DetailRing {
  /** Allocated at the first write: a log nobody fills costs nothing. */
  private buffer: Buffer | null = null;
  /** Bytes written since the first write, gaps at the end of each lap included. */
  private written = 0;

  constructor(readonly size: number) {}

  /**
   * Writes one entry's detail and answers where it starts, in bytes counted from the ring's first
   * write (so that read() can tell an overwritten one); null when it cannot fit in a quarter of the ring.
   */
  write(detail: Detail): number | null {
    const { requestBody, responseBody } = detail;
    const requestPairs = headerPairs(detail.requestHeaders);
    const responsePairs = headerPairs(detail.responseHeaders);
    const requestHeaders = requestPairs ?? JSON.stringify(detail.requestHeaders);
    const responseHeaders = responsePairs ?? JSON.stringify(detail.responseHeaders);
    const most =
      HEAD_BYTES +
      2 * (requestHeaders.length + responseHeaders.length) +
      bytesAtMost(requestBody) +
      bytesAtMost(responseBody);
    if (most > this.size / 4) return null;
    const buffer = (this.buffer ??= Buffer.allocUnsafe(this.size));
    // An entry is never split across the end: the rest of the lap is left unused.
    const room = this.size - (this.written % this.size);
    if (most > room) this.written += room;
    const start = this.written;
    const at = start % this.size;
    let offset = at + HEAD_BYTES;
    offset = this.writeText(at, 0, offset, requestHeaders, requestPairs === null ? HEADER_JSON : HEADER_PAIRS);
    offset = this.writeBody(at, 1, offset, requestBody);
    offset = this.writeText(at, 2, offset, responseHeaders, responsePairs === null ? HEADER_JSON : HEADER_PAIRS);
    offset = this.writeBody(at, 3, offset, responseBody);
    buffer[at + HEAD_BYTES - 1] = requestBody.truncated || responseBody.truncated ? 1 : 0;
    this.written = start + (offset - at);
    return start;
  }

  /** Writes part `i` of the entry at `at` as UTF-16 text, from `offset`; answers where it ends. */
  private writeText(at: number, i: number, offset: number, text: string, form: number): number {
    const buffer = this.buffer!;
    const length = buffer.write(text, offset, 'utf16le');
    buffer.writeUInt32LE(length, at + 4 * i);
    buffer[at + 4 * PARTS + i] = form;
    return offset + length;
  }

  /** Writes a body as part `i`: UTF-16 when it is all text, its bytes otherwise. */
  private writeBody(at: number, i: number, offset: number, body: Chunks): number {
    const buffer = this.buffer!;
    const { chunks } = body;
    let allText = true;
    for (let c = 0; c < chunks.length; c++) if (typeof chunks[c] !== 'string') allText = false;
    let end = offset;
    for (let c = 0; c < chunks.length; c++) {
      const chunk = chunks[c];
      if (typeof chunk !== 'string') end += chunk.copy(buffer, end);
      else end += buffer.write(chunk, end, allText ? 'utf16le' : 'utf8');
    }
    buffer.writeUInt32LE(end - offset, at + 4 * i);
    buffer[at + 4 * PARTS + i] = allText ? UTF16 : UTF8;
    return end;
  }

  /** The detail written at `start`, or null once newer entries have written over it. */
  read(start: number): ReadDetail | null {
    if (!this.buffer || start < this.written - this.size) return null;
    const buffer = this.buffer;
    const at = start % this.size;
    let offset = at + HEAD_BYTES;
    const parts: string[] = [];
    const forms: number[] = [];
    for (let i = 0; i < PARTS; i++) {
      const length = buffer.readUInt32LE(at + 4 * i);
      const form = buffer[at + 4 * PARTS + i];
      parts.push(buffer.toString(form === UTF8 ? 'utf8' : 'utf16le', offset, offset + length));
      forms.push(form);
      offset += length;
    }
    return {
      requestHeaders: readHeaders(parts[0], forms[0]),
      requestBody: parts[1],
      responseHeaders: readHeaders(parts[2], forms[2]),
      responseBody: parts[3],
      truncated: buffer[at + HEAD_BYTES - 1] === 1,
    };
  }
}

/** The bytes a body takes in the ring: two a UTF-16 unit when it is all text, its UTF-8 bytes at most otherwise. */
function bytesAtMost(body: Chunks): number {
  let units = 0;
  for (const chunk of body.chunks) {
    if (typeof chunk !== 'string') return body.size;
    units += chunk.length;
  }
  return 2 * units;
}

/** Headers as `name NUL value NUL` pairs (values left undefined are left out); null when one holds a NUL. */
function headerPairs(headers: Record<string, string | undefined>): string | null {
  let text = '';
  for (const name in headers) {
    const given: unknown = headers[name];
    if (given === undefined) continue;
    // Off the types, as a request made in process may be: a header given twice reads as one joined
    // by ", " (as the adapters join it), a number (a length a handler set) as its digits.
    const value = typeof given === 'string' ? given : Array.isArray(given) ? given.join(', ') : String(given);
    if (name.includes('\0') || value.includes('\0')) return null;
    text += `${name}\0${value}\0`;
  }
  return text;
}

function readHeaders(text: string, form: number): Record<string, string> {
  if (form === HEADER_JSON) return JSON.parse(text) as Record<string, string>;
  const headers: Record<string, string> = {};
  const fields = text.split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) headers[fields[i]] = fields[i + 1];
  return headers;
}

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

/** Each part's length and encoding, then the truncation flag, before the parts. */
const HEAD_BYTES = 4 * 4 + 4 + 1;
const PARTS = 4;
/**
 * Text is kept as UTF-16, as JavaScript holds it: writing a string as UTF-8 goes through V8's slow
 * encoder (22 us for a 10 KB page of entries), as UTF-16 it is a copy (3 us). Bytes stay bytes.
 */
const UTF16 = 0;
const UTF8 = 1;

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
    const parts = [
      JSON.stringify(detail.requestHeaders),
      detail.requestBody,
      JSON.stringify(detail.responseHeaders),
      detail.responseBody,
    ];
    // A body's size counts UTF-8 bytes, at least one per UTF-16 unit: twice it bounds either form.
    const most = parts.reduce<number>(
      (n, part) => n + 2 * (typeof part === 'string' ? part.length : part.size),
      HEAD_BYTES,
    );
    if (most > this.size / 4) return null;
    const buffer = (this.buffer ??= Buffer.allocUnsafe(this.size));
    // An entry is never split across the end: the rest of the lap is left unused.
    const room = this.size - (this.written % this.size);
    if (most > room) this.written += room;
    const start = this.written;
    const at = start % this.size;
    let offset = at + HEAD_BYTES;
    parts.forEach((part, i) => {
      const before = offset;
      const text = typeof part === 'string' || part.chunks.every((c) => typeof c === 'string');
      const chunks = typeof part === 'string' ? [part] : part.chunks;
      for (const chunk of chunks) {
        if (typeof chunk !== 'string') offset += chunk.copy(buffer, offset);
        else offset += buffer.write(chunk, offset, text ? 'utf16le' : 'utf8');
      }
      buffer.writeUInt32LE(offset - before, at + 4 * i);
      buffer[at + 4 * PARTS + i] = text ? UTF16 : UTF8;
    });
    buffer[at + HEAD_BYTES - 1] = detail.requestBody.truncated || detail.responseBody.truncated ? 1 : 0;
    this.written = start + (offset - at);
    return start;
  }

  /** The detail written at `start`, or null once newer entries have written over it. */
  read(start: number): ReadDetail | null {
    if (!this.buffer || start < this.written - this.size) return null;
    const buffer = this.buffer;
    const at = start % this.size;
    let offset = at + HEAD_BYTES;
    const parts: string[] = [];
    for (let i = 0; i < PARTS; i++) {
      const length = buffer.readUInt32LE(at + 4 * i);
      const encoding = buffer[at + 4 * PARTS + i] === UTF16 ? 'utf16le' : 'utf8';
      parts.push(buffer.toString(encoding, offset, offset + length));
      offset += length;
    }
    return {
      requestHeaders: JSON.parse(parts[0]),
      requestBody: parts[1],
      responseHeaders: JSON.parse(parts[2]),
      responseBody: parts[3],
      truncated: buffer[at + HEAD_BYTES - 1] === 1,
    };
  }
}

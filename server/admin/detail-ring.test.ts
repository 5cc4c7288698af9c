import { describe, expect, it } from 'vitest';
import { DetailRing, type Detail } from './detail-ring.ts';
import { BodyTap } from './request-log.ts';

function tap(...chunks: Array<string | Buffer>): BodyTap {
  const body = new BodyTap();
  for (const chunk of chunks) body.take(chunk);
  return body;
}

function detail(responseText: string, requestBody = tap()): Detail {
  return {
    requestHeaders: { host: 'localhost', absent: undefined },
    requestBody,
    responseHeaders: { 'content-type': 'application/json' },
    responseBody: tap(responseText),
  };
}

describe('DetailRing', () => {
  it('reads back headers and bodies as they were written, text and bytes alike', () => {
    const ring = new DetailRing(64 * 1024);
    // Text past the BMP, a lone surrogate kept as JavaScript held it, and bytes streamed in pieces.
    const text = '{"a":"é 🦊 \ud800"}';
    const span = ring.write(detail(text, tap(Buffer.from('{"q":'), '"ü"}')))!;
    expect(ring.read(span)).toEqual({
      requestHeaders: { host: 'localhost' },
      requestBody: '{"q":"ü"}',
      responseHeaders: { 'content-type': 'application/json' },
      responseBody: text,
      truncated: false,
    });
  });

  it('reads back headers holding a NUL, which HTTP never sends but a request made in process may', () => {
    const ring = new DetailRing(64 * 1024);
    const odd: Detail = { ...detail('{}'), requestHeaders: { 'x-odd': 'a\0b', host: 'localhost' } };
    expect(ring.read(ring.write(odd)!)?.requestHeaders).toEqual({ 'x-odd': 'a\0b', host: 'localhost' });
  });

  it('reads back a header given twice joined, as the adapters join it, and a number as its digits', () => {
    const ring = new DetailRing(64 * 1024);
    const given = { 'x-twice': ['a', 'b'], 'content-length': 12 } as unknown as Record<string, string>;
    const span = ring.write({ ...detail('{}'), responseHeaders: given })!;
    expect(ring.read(span)?.responseHeaders).toEqual({ 'x-twice': 'a, b', 'content-length': '12' });
  });

  it('says a body was cut', () => {
    const ring = new DetailRing(1024 * 1024);
    const span = ring.write(detail('x'.repeat(70 * 1024)))!;
    const read = ring.read(span)!;
    expect(read.truncated).toBe(true);
    expect(read.responseBody).toBe('x'.repeat(64 * 1024));
  });

  it('keeps the newest entries as it wraps, and tells an overwritten one', () => {
    const ring = new DetailRing(16 * 1024);
    const spans = Array.from({ length: 40 }, (_, i) => ring.write(detail(`{"n":${i},"pad":"${'p'.repeat(900)}"}`))!);
    const kept = spans.map((span) => ring.read(span));
    // The oldest are gone, the newest all there, each with its own body (none read across the end).
    expect(kept[0]).toBeNull();
    expect(kept.at(-1)?.responseBody.startsWith('{"n":39,')).toBe(true);
    const firstKept = kept.findIndex((k) => k !== null);
    expect(firstKept).toBeGreaterThan(20);
    kept.slice(firstKept).forEach((k, i) => expect(JSON.parse(k!.responseBody).n).toBe(firstKept + i));
  });

  it('keeps no detail larger than a quarter of the ring', () => {
    const ring = new DetailRing(64 * 1024);
    expect(ring.write(detail('y'.repeat(20 * 1024)))).toBeNull();
    expect(ring.write(detail('{}'))).not.toBeNull();
  });
});

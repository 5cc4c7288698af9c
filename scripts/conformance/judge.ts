// Whether our answer to a request matches Strapi's: status and JSON body equal, key order aside,
// after normalisation; where Strapi answered bad input with 500, a 400 ValidationError is better.
import { normalise, sameJson, type TimeWindow } from './normalise.ts';
import type { RecordedCase } from './recorded-cases.ts';
import type { Answer } from './send.ts';

export function judge(
  request: RecordedCase['request'],
  want: RecordedCase['response'],
  got: Answer,
  theirs: TimeWindow,
  ours: TimeWindow,
): boolean {
  if (/text\/html/.test(want.contentType ?? ''))
    return got.status === want.status && /text\/html/.test(got.contentType);
  if (betterThan500(want, got)) return true;
  if (want.status !== got.status) return false;
  if (typeof want.body === 'string') return typeof got.body === 'string' && got.body.trim() === want.body.trim();
  return sameJson(comparable(request, want.body, theirs), comparable(request, got.body, ours));
}

/** Strapi answered 500 and we answered the bad input with a 400 ValidationError in the envelope. */
function betterThan500(want: RecordedCase['response'], got: Answer): boolean {
  const body = got.body as { data?: unknown; error?: { name?: string } } | null;
  return want.status >= 500 && got.status === 400 && body?.data === null && body?.error?.name === 'ValidationError';
}

/** A JSON body as it is compared: normalised, and the files of one multi-file upload in id order. */
export function comparable(request: RecordedCase['request'], body: unknown, window: TimeWindow): unknown {
  // The files of one multi-file upload may be stored in either order.
  if (((request.body as { multipart?: { files?: unknown[] } })?.multipart?.files?.length ?? 0) > 1) {
    if (Array.isArray(body)) body = [...(body as { id: number }[])].sort((x, y) => x.id - y.id);
  }
  return normalise(body, window);
}

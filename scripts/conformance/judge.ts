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
  const body = got.body as { data?: unknown; error?: { name?: string } } | null;
  if (want.status >= 500 && got.status === 400 && body?.data === null && body?.error?.name === 'ValidationError')
    return true;
  if (want.status !== got.status) return false;
  if (typeof want.body === 'string') return typeof got.body === 'string' && got.body.trim() === want.body.trim();
  let a = want.body;
  let b = got.body;
  // The files of one multi-file upload may be stored in either order.
  if (((request.body as { multipart?: { files?: unknown[] } })?.multipart?.files?.length ?? 0) > 1) {
    if (Array.isArray(a) && Array.isArray(b)) {
      const byId = (x: { id: number }, y: { id: number }) => x.id - y.id;
      a = [...(a as { id: number }[])].sort(byId);
      b = [...(b as { id: number }[])].sort(byId);
    }
  }
  return sameJson(normalise(a, theirs), normalise(b, ours));
}

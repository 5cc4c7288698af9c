// The verdict on one request answered by both servers, judged as the conformance replay judges a
// recording: Strapi's answer is the one wanted; timestamps of this run, JWTs and hashes normalised.
import { judge } from '../conformance/judge.ts';
import type { TimeWindow } from '../conformance/normalise.ts';
import type { RecordedCase } from '../conformance/recorded-cases.ts';
import type { Answer } from '../conformance/send.ts';

export type Verdict = 'same' | 'better' | 'different';

export function compare(
  request: RecordedCase['request'],
  strapi: Answer,
  tessera: Answer,
  window: TimeWindow,
): Verdict {
  if (!judge(request, strapi, tessera, window, window)) return 'different';
  return strapi.status >= 500 && tessera.status === 400 ? 'better' : 'same';
}

// A request the tester will send, before anyone answered it. Headers carry placeholders for the
// secrets each server issues itself: <FULL_ACCESS_TOKEN>, <READ_ONLY_TOKEN>, <JWT> (the last
// JWT a register or login answered).
import type { RecordedCase } from '../conformance/recorded-cases.ts';

export type PlannedCase = Omit<RecordedCase, 'seq' | 'response'>;

export type Caller = 'public' | 'full' | 'read' | 'user';

const AUTH: Record<Caller, string | null> = {
  public: null,
  full: 'Bearer <FULL_ACCESS_TOKEN>',
  read: 'Bearer <READ_ONLY_TOKEN>',
  user: 'Bearer <JWT>',
};

export const PHASE = '1-granted';

export function rest(
  id: string,
  group: string,
  method: string,
  path: string,
  caller: Caller,
  body?: unknown,
): PlannedCase {
  const headers: Record<string, string> = {};
  if (AUTH[caller]) headers.Authorization = AUTH[caller]!;
  if (body !== undefined && typeof body !== 'string' && !(body as { multipart?: unknown })?.multipart)
    headers['Content-Type'] = 'application/json';
  return { id, group, phase: PHASE, request: { method, path, headers, ...(body !== undefined ? { body } : {}) } };
}

export function graphql(
  id: string,
  group: string,
  query: string,
  caller: Caller,
  variables?: Record<string, unknown>,
): PlannedCase {
  return rest(id, group, 'POST', '/graphql', caller, variables ? { query, variables } : { query });
}

/** A query string's keys and values, in order (`populate[0]`, `filters[id][$gt]`). */
export type QueryPairs = Array<[string, string | number | boolean]>;

/** Query strings as Strapi's clients send them: brackets left as they are, values encoded. */
export function query(pairs: QueryPairs): string {
  return pairs.length ? '?' + pairs.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&') : '';
}

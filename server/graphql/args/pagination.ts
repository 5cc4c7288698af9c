// `pagination: PaginationArg` → a window, as Strapi 4.26's GraphQL plugin computes it (default page
// size 10, `limit: -1` for everything, a page size below 1 or none beside `page` read as 1,
// `maxLimit`), then capped at `amountLimit` (spec §4.7: no list holds more; the meta shows the capped
// size).
import { PaginationError } from '../../errors.ts';

export interface PaginationLimits {
  defaultLimit: number;
  /** -1: none. */
  maxLimit: number;
  amountLimit: number | null;
}

export interface Window {
  start: number;
  /** -1: no limit. */
  limit: number;
  /** `limit: -1` was asked for: the meta reports the rows from `start` as the page size. */
  unlimited: boolean;
}

export function resolvePagination(arg: unknown, limits: PaginationLimits): Window {
  const p = (arg && typeof arg === 'object' ? arg : {}) as Record<string, number | null | undefined>;
  const given = (k: string) => p[k] !== undefined && p[k] !== null;
  const isPage = given('page') || given('pageSize');
  const isOffset = given('start') || given('limit');
  if (isPage && isOffset) throw new PaginationError('Cannot use both page & offset pagination in the same query');
  let start: number;
  let limit: number;
  if (isPage) {
    // Strapi answers `{ page: 2 }` with pages of one entry, and so `pageSize: -1` too.
    const page = Math.max(p.page ?? 1, 1);
    limit = given('pageSize') ? Math.max(p.pageSize!, 1) : given('page') ? 1 : limits.defaultLimit;
    start = (page - 1) * limit;
  } else {
    start = p.start ?? 0;
    limit = p.limit ?? limits.defaultLimit;
  }
  start = Math.max(start, 0);
  if (limit !== -1) limit = Math.max(limit, 1);
  // maxLimit turns `-1` into an ordinary page of its size.
  const unlimited = limit === -1 && !(limits.maxLimit > 0);
  if (limits.maxLimit > 0 && (limit === -1 || limit > limits.maxLimit)) limit = limits.maxLimit;
  if (limits.amountLimit !== null && (limit === -1 || limit > limits.amountLimit)) limit = limits.amountLimit;
  return { start, limit, unlimited };
}

// Paging of the lists Strapi's plugins hand straight to its entity service (GET /users, GET
// /upload/files): unlike the core routes there is no default page size, a `pagination[...]` object
// is ignored, and only top-level `start`/`limit` cut the list. `page`/`pageSize` are checked, with
// the entity service's words, but cut nothing (Strapi 4.26.2, asked side by side).
import { PaginationError } from '../../errors.ts';

export interface ListWindow {
  offset?: number;
  limit: number | null;
}

export function listWindow(query: Record<string, unknown>): ListWindow {
  const { page, pageSize, start, limit } = query;
  const given = (v: unknown) => v !== undefined && v !== null;
  const isPage = given(page) || given(pageSize);
  const isOffset = given(start) || given(limit);
  if (isPage && isOffset)
    throw new PaginationError(
      'Invalid pagination attributes. You cannot use page and offset pagination in the same query',
    );
  if (isPage) {
    if (given(page)) integer(page, 'page', 1, page);
    // Strapi's message for a bad pageSize names the page it was given (its own slip), kept as it reads.
    if (given(pageSize)) integer(pageSize, 'pageSize', 1, page);
    return { limit: null };
  }
  const offset = given(start) ? integer(start, 'start', 0, start) : undefined;
  const n = given(limit) ? integer(limit, 'limit', -1, limit) : -1;
  // No rows at all is not a window Strapi cuts: a limit of 0, as one of -1, is the whole list.
  return { offset, limit: n <= 0 ? null : n };
}

/** `shown` is the value the message names (undefined prints as such). */
function integer(v: unknown, name: string, min: number, shown: unknown): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < min) {
    const expected = min === 1 ? 'an integer > 0' : min === 0 ? 'an integer >= 0' : 'an integer >= -1';
    throw new PaginationError(`Invalid '${name}' parameter. Expected ${expected}, received: ${String(shown)}`);
  }
  return n;
}

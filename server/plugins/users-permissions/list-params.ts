// Paging of GET /users. The users controller hands the query straight to the entity service, so
// unlike the core routes there is no default page size: only top-level `start`/`limit` or
// `page`/`pageSize` cut the list (a `pagination[...]` object is ignored), with the entity service's checks.
import { PaginationError } from '../../errors.ts';

export interface ListWindow {
  offset?: number;
  limit: number | null;
}

/** The entity service's page size when only `page` is given. */
const DEFAULT_PAGE_SIZE = 10;

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
    const p = given(page) ? integer(page, 'page', 1) : 1;
    const size = given(pageSize) ? integer(pageSize, 'pageSize', 1) : DEFAULT_PAGE_SIZE;
    return { offset: (p - 1) * size, limit: size };
  }
  const offset = given(start) ? integer(start, 'start', 0) : undefined;
  const n = given(limit) ? integer(limit, 'limit', -1) : -1;
  return { offset, limit: n === -1 ? null : n };
}

function integer(v: unknown, name: string, min: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < min) {
    const expected = min === 1 ? 'an integer > 0' : min === 0 ? 'an integer >= 0' : 'an integer >= -1';
    throw new PaginationError(`Invalid '${name}' parameter. Expected ${expected}, received: ${String(v)}`);
  }
  return n;
}

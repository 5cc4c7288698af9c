// REST `pagination`: page/pageSize or start/limit (never both), withCount, and the clamping
// rules Strapi v4 applies with `api.rest.defaultLimit` / `api.rest.maxLimit`.
import { ValidationError } from '../../errors.ts';
import { invalidParameter, isPlainObject } from './invalid.ts';

export interface RestLimits {
  defaultLimit: number;
  maxLimit: number | null;
  withCount: boolean;
}

export type Pagination =
  | { mode: 'page'; page: number; pageSize: number; withCount: boolean; offset: number; limit: number }
  | { mode: 'offset'; start: number; limit: number; withCount: boolean; offset: number };

const WITH_COUNT: Record<string, boolean> = { t: true, '1': true, true: true, f: false, '0': false, false: false };

export function parsePagination(raw: unknown, limits: RestLimits): Pagination {
  // Strapi ignores a pagination that is not an object.
  const p = isPlainObject(raw) ? raw : {};
  let withCount = limits.withCount;
  if (p.withCount !== undefined) {
    const w = WITH_COUNT[String(p.withCount)];
    if (w === undefined)
      throw new ValidationError('Invalid withCount parameter. Expected "t","1","true","false","0","f"');
    withCount = w;
  }
  const isPage = p.page !== undefined || p.pageSize !== undefined;
  const isOffset = p.start !== undefined || p.limit !== undefined;
  if (isPage && isOffset)
    throw new ValidationError('Invalid pagination parameters. Expected either start/limit or page/pageSize');
  const max = limits.maxLimit && limits.maxLimit > 0 ? limits.maxLimit : null;
  if (isOffset) {
    const start = Math.max(0, integer(p.start, 'start') ?? 0);
    let limit = integer(p.limit, 'limit') ?? limits.defaultLimit;
    if (limit === -1) limit = max ?? -1;
    else if (limit < 1) limit = 1;
    if (max && limit > max) limit = max;
    return { mode: 'offset', start, limit, withCount, offset: start };
  }
  const page = Math.max(1, integer(p.page, 'page') ?? 1);
  let pageSize = Math.max(1, integer(p.pageSize, 'pageSize') ?? limits.defaultLimit);
  if (max && pageSize > max) pageSize = max;
  return { mode: 'page', page, pageSize, withCount, offset: (page - 1) * pageSize, limit: pageSize };
}

function integer(v: unknown, name: string): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v !== 'string' || !/^-?\d+$/.test(v.trim())) {
    throw invalidParameter(`pagination[${name}]`);
  }
  // Past 2^53 a number no longer counts rows exactly; no table has that many, so it is clamped.
  return Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, Number(v)));
}

export function paginationMeta(p: Pagination, total: number | null): Record<string, number> {
  if (p.mode === 'page') {
    const meta: Record<string, number> = { page: p.page, pageSize: p.pageSize };
    if (p.withCount && total !== null) {
      meta.pageCount = Math.ceil(total / p.pageSize);
      meta.total = total;
    }
    return meta;
  }
  const meta: Record<string, number> = { start: p.start, limit: p.limit };
  if (p.withCount && total !== null) meta.total = total;
  return meta;
}

// Runs a REST query string through the same parsing and query pipeline the server uses.
import qs from 'qs';
import { parsePagination, paginationMeta } from '../../server/query/params/parse-pagination.ts';
import { parseReadParams } from '../../server/rest/read-params.ts';
import { toRestEntries } from '../../server/rest/transform-response.ts';
import type { InMemoryProject } from '../helpers/in-memory-project.ts';

export async function findWithParams(
  p: InMemoryProject,
  uid: string,
  query: string,
  canRead: (uid: string) => boolean = () => true,
) {
  const model = p.registry.get(uid);
  const parsed = qs.parse(query, { strictNullHandling: true, depth: 20, arrayLimit: 100 }) as Record<string, unknown>;
  const params = parseReadParams(p.registry, model, parsed, { canRead });
  const pagination = parsePagination(parsed.pagination, { defaultLimit: 25, maxLimit: 100, withCount: true });
  const { rows, total } = await p.entries.findPage(
    model,
    {
      where: params.where,
      sort: params.sort,
      fields: params.fields,
      populate: params.populate,
      offset: pagination.offset,
      limit: pagination.limit,
    },
    params.scope,
    pagination.withCount,
  );
  return {
    rows,
    ids: rows.map((r) => r.id),
    data: toRestEntries(p.registry, model, rows),
    meta: paginationMeta(pagination, total),
  };
}

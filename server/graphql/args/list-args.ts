// The arguments of every list field (root collections, to-many relations, multiple media,
// repeatable components): filters, sort and pagination, read into the query AST.
import type { Condition, SortItem } from '../../query/ast.ts';
import type { ParamContext } from '../../query/params/invalid.ts';
import { parseSort } from '../../query/params/parse-sort.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';
import { filtersToCondition } from './filters.ts';
import { resolvePagination, type PaginationLimits, type Window } from './pagination.ts';

export interface ListArgs {
  where: Condition | undefined;
  sort: SortItem[] | undefined;
  window: Window;
}

export function readListArgs(
  registry: SchemaRegistry,
  model: Model,
  args: Record<string, unknown>,
  ctx: ParamContext,
  limits: PaginationLimits,
): ListArgs {
  const sort = parseSort(registry, model, args.sort, ctx);
  return {
    where: filtersToCondition(registry, model, args.filters, ctx),
    sort: sort?.length ? sort : undefined,
    window: resolvePagination(args.pagination, limits),
  };
}

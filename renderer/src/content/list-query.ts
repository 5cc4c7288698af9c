// The list view's state lives in the route's query (page, size, sort, search, status, locale,
// filters), so Back and a reload show the same list. This turns it into the admin API's query.
import qs from 'qs';
import type { StudioModel } from '../../../server/admin/studio-contract.ts';
import { decodeRows, rowsToFilters, type FilterRow } from './filter-model.ts';

export interface ListState {
  page: number;
  pageSize: number;
  sort: string;
  search: string;
  status: string;
  locale: string;
  filters: FilterRow[];
}

export function readListState(query: URLSearchParams, defaultLocale: string): ListState {
  return {
    page: Math.max(1, Number(query.get('page') ?? 1) || 1),
    pageSize: Number(query.get('pageSize') ?? 10) || 10,
    sort: query.get('sort') ?? 'id:desc',
    search: query.get('search') ?? '',
    status: query.get('status') ?? 'all',
    locale: query.get('locale') ?? defaultLocale,
    filters: decodeRows(query.get('filters')),
  };
}

export function listApiQuery(model: StudioModel, state: ListState): string {
  return qs.stringify(
    {
      page: state.page,
      pageSize: state.pageSize,
      sort: state.sort,
      search: state.search || undefined,
      status: model.draftAndPublish && state.status !== 'all' ? state.status : undefined,
      locale: model.localized ? state.locale : undefined,
      filters: rowsToFilters(model, state.filters),
    },
    { encodeValuesOnly: true },
  );
}

// The query AST that REST parameters and GraphQL arguments both become. It names attributes,
// never columns: query/sql/ resolves them through the schema registry.
import type { CompareOperator } from '../../shared/filter-operators.ts';

// The operators live in shared/ because the studio offers the same list.
export { COMPARE_OPERATORS, type CompareOperator } from '../../shared/filter-operators.ts';
export const LOGICAL_OPERATORS = ['$and', '$or', '$not'] as const;

export type Condition =
  | { type: 'and'; items: Condition[] }
  | { type: 'or'; items: Condition[] }
  | { type: 'not'; item: Condition }
  /** A scalar attribute (or `id`) compared with a value already cast for storage. */
  | { type: 'compare'; attribute: string; op: CompareOperator; value: unknown }
  /** A condition on the rows a relation, component or media attribute points at. */
  | { type: 'nested'; attribute: string; where: Condition }
  /** REST `_q`: `term` within any of these scalar attributes (or `id`), read as text. */
  | { type: 'search'; term: string; attributes: string[] };

export interface SortItem {
  /** Attribute names from the model, through to-one relations for nested sorts. */
  path: string[];
  order: 'asc' | 'desc';
}

export interface PopulateSpec {
  fields?: string[] | null;
  where?: Condition;
  sort?: SortItem[];
  populate?: PopulateMap;
  /** Dynamic zones: per-component options; only the listed components are returned. */
  on?: Record<string, PopulateSpec>;
  /** `on` came from the request's own fragments (`populate[zone][on][uid]`), not one shared populate. */
  fragments?: boolean;
  offset?: number;
  limit?: number;
  /**
   * REST: offset and limit apply to the related rows of all parents together, in one window (Strapi
   * populates a level with one query); GraphQL pages each parent's list on its own.
   */
  pageAcrossParents?: boolean;
  /** REST `populate[x][count]=true`: only the number of related rows (relations and components). */
  count?: boolean;
  /** GraphQL applies LIVE to relations; REST populate does not (as Strapi v4). */
  publishedOnly?: boolean;
  locale?: string;
}

export type PopulateMap = Record<string, PopulateSpec>;

export interface FindQuery {
  where?: Condition;
  sort?: SortItem[];
  /** null: every default field. */
  fields?: string[] | null;
  populate?: PopulateMap;
  offset?: number;
  /** null: no limit. */
  limit?: number | null;
}

export function and(...items: Array<Condition | undefined>): Condition | undefined {
  const present = items.filter((c): c is Condition => c !== undefined);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  return { type: 'and', items: present };
}

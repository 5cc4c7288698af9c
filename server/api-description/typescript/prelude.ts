// The fixed part of a generated types file: JSON, the v4 envelope, relations, pagination and the
// generic filter, sort and populate shapes the per-model types are built from.
import { COMPARE_OPERATORS } from '../../query/ast.ts';
import { FAMILY_OPERATORS, type OperatorFamily } from '../field-types.ts';

const operand = (op: string): string => {
  if (op === '$in' || op === '$notIn') return 'T[]';
  if (op === '$between') return '[T, T]';
  if (op === '$null' || op === '$notNull') return 'boolean';
  return 'T';
};

function familyType(family: OperatorFamily): string {
  const ops = FAMILY_OPERATORS[family].map((o) => `'${o}'`).join(' | ');
  return `/** ${family === 'Json' ? 'JSON fields (matched as text)' : `${family} fields`}: a value (\`$eq\`), a list (\`$in\`) or operators. */
export type ${family}Filter<T> = T | T[] | (Pick<Operators<T>, ${ops}> & { $not?: ${family}Filter<T> });`;
}

export function prelude(): string {
  return `export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A populated to-one relation or single media field. */
export interface Relation<T> {
  data: T | null;
}

/** A populated to-many relation. */
export interface RelationList<T> {
  data: T[];
}

/** A populated multiple media field: Strapi v4 answers an empty one with \`{ data: null }\`. */
export interface MediaList<T> {
  data: T[] | null;
}

export type PaginationMeta =
  | { page: number; pageSize: number; pageCount?: number; total?: number }
  | { start: number; limit: number; total?: number };

/** GET /api/<plural>. */
export interface CollectionResponse<T> {
  data: T[];
  meta: { pagination: PaginationMeta };
}

/** GET /api/<plural>/:id, a single type, POST and PUT answers. */
export interface SingleResponse<T> {
  data: T;
  meta: { [key: string]: unknown };
}

/** Every error, REST side: the status repeated in the body. */
export interface ErrorResponse {
  data: null;
  error: { status: number; name: string; message: string; details: { [key: string]: unknown } };
}

/** Every filter operator and the value it takes. */
export interface Operators<T> {
${COMPARE_OPERATORS.map((o) => `  ${o}?: ${operand(o)};`).join('\n')}
}

${(Object.keys(FAMILY_OPERATORS) as OperatorFamily[]).map(familyType).join('\n\n')}

export type SortOrder = 'asc' | 'desc' | 'ASC' | 'DESC';
/** \`field\`, \`field:desc\`, a list of those, or \`{ field: 'desc' }\`. */
export type Sort<F extends string> = F | \`\${F}:\${SortOrder}\` | Array<F | \`\${F}:\${SortOrder}\`> | { [K in F]?: SortOrder };

export type PaginationParams =
  | { page?: number; pageSize?: number; withCount?: boolean }
  | { start?: number; limit?: number; withCount?: boolean };

export type PopulateFlag = boolean | '*';
/** \`populate=deep\` (depth 5) or \`deep,N\`, as strapi-plugin-populate-deep. */
export type DeepPopulate = 'deep' | \`deep,\${number}\`;

export interface RelationPopulate<Field extends string, Filters, SortField extends string, Populate> {
  fields?: Field[];
  filters?: Filters;
  sort?: Sort<SortField>;
  populate?: Populate;
  start?: number;
  limit?: number;
}

export interface ComponentPopulate<Field extends string, Populate> {
  fields?: Field[];
  populate?: Populate;
}`;
}

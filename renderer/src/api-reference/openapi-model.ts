// The OpenAPI 3.1 document the server describes its content API with (<prefix>/openapi.json), read
// for the API reference page: operations grouped by tag in the document's order, `$ref`s resolved,
// and a schema summed up in a few words.

export type Schema = Record<string, unknown>;
type Ref = { $ref: string };

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  style?: string;
  explode?: boolean;
  description?: string;
  schema?: Schema;
}

export interface MediaContent {
  schema?: Schema;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, MediaContent>;
}

export interface RawOperation {
  tags?: string[];
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: Array<Parameter | Ref>;
  requestBody?: { required?: boolean; content: Record<string, MediaContent> };
  responses: Record<string, ResponseObject | Ref>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, Schema>;
    responses?: Record<string, ResponseObject>;
    securitySchemes?: Record<string, Schema>;
  };
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  /** `GET /api/articles`: unique in a document. */
  key: string;
  method: Method;
  path: string;
  tag: string;
  operationId: string;
  summary: string;
  description?: string;
  /** Path-level parameters first, then the operation's own. */
  parameters: Parameter[];
  requestBody?: RawOperation['requestBody'];
  responses: Array<{ status: string } & ResponseObject>;
}

export interface OperationGroup {
  tag: string;
  operations: Operation[];
}

/** The last segment of a local `$ref`: `#/components/schemas/Article` → `Article`. */
export function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/** What a local `$ref` points at in the document, or undefined. */
export function resolveRef<T = Schema>(doc: OpenApiDocument, ref: string): T | undefined {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node as T | undefined;
}

function deref<T>(doc: OpenApiDocument, value: T | Ref): T | undefined {
  return value && typeof value === 'object' && '$ref' in value ? resolveRef<T>(doc, value.$ref) : value;
}

/** Every operation, grouped by its first tag, groups and operations in the document's order. */
export function operationGroups(doc: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item.parameters as Array<Parameter | Ref> | undefined) ?? []).flatMap((p) => deref(doc, p) ?? []);
    for (const method of HTTP_METHODS) {
      const raw = item[method] as RawOperation | undefined;
      if (!raw) continue;
      const own = (raw.parameters ?? []).flatMap((p) => deref(doc, p) ?? []);
      const tag = raw.tags?.[0] ?? 'Other';
      const op: Operation = {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Method,
        path,
        tag,
        operationId: raw.operationId ?? `${method} ${path}`,
        summary: raw.summary ?? '',
        description: raw.description,
        parameters: [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own],
        requestBody: raw.requestBody,
        responses: Object.entries(raw.responses).flatMap(([status, r]) => {
          const resolved = deref(doc, r);
          return resolved ? [{ status, ...resolved }] : [];
        }),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), op]);
    }
  }
  return [...groups].map(([tag, operations]) => ({ tag, operations }));
}

/** Whether an operation matches a search: its method, path, summary, tag or a parameter name. */
export function matchesSearch(op: Operation, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  return [op.key, op.summary, op.tag, op.operationId, ...op.parameters.map((p) => p.name)].some((s) =>
    s.toLowerCase().includes(term),
  );
}

/** A schema in a few words: `string (email)`, `array of Article`, `Tag | null`, `one of 3`. */
export function schemaSummary(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (variants) return variants.length <= 3 ? variants.map(schemaSummary).join(' | ') : `one of ${variants.length}`;
  if (Array.isArray(schema.allOf)) return (schema.allOf as Schema[]).map(schemaSummary).join(' & ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [String(schema.type)] : [];
  const named = types.map((t) => (t === 'array' ? `array of ${schemaSummary(schema.items as Schema | undefined)}` : t));
  const text = named.join(' | ') || (schema.properties ? 'object' : 'any');
  return typeof schema.format === 'string' ? `${text} (${schema.format})` : text;
}

/** Whether a schema has parts worth unfolding (properties, variants, a referenced schema, array items). */
export function hasChildren(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (schema.$ref || schema.properties || schema.oneOf || schema.anyOf || schema.allOf) return true;
  const items = schema.items as Schema | undefined;
  return Boolean(items && hasChildren(items));
}

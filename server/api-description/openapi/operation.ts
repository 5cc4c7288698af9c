// The pieces every path of the OpenAPI document is made of: JSON bodies, the error responses every
// operation may give, the path id, and the query parameters of a plugin list.
import type { SchemaRegistry } from '../../schema/registry.ts';
import { readParameters } from './parameters.ts';
import type { Schema } from './schemas.ts';

/** What the path builders of each part of the API need. */
export interface PathContext {
  registry: SchemaRegistry;
  /** Schema names by model uid. */
  names: Map<string, string>;
  /** The REST prefix (`/api`). */
  prefix: string;
}

export const json = (schema: Schema) => ({ 'application/json': { schema } });
export const ok = (description: string, schema: Schema) => ({ description, content: json(schema) });
export const bodyOf = (schema: Schema) => ({ requestBody: { required: true, content: json(schema) } });
const ERRORS = {
  400: { $ref: '#/components/responses/BadRequest' },
  401: { $ref: '#/components/responses/Unauthorized' },
  403: { $ref: '#/components/responses/Forbidden' },
};
export const NOT_FOUND = { 404: { $ref: '#/components/responses/NotFound' } };
export const ID = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };

export function op(tag: string, operationId: string, summary: string, responses: Schema, extra: Schema = {}): Schema {
  return { tags: [tag], operationId, summary, ...extra, responses: { ...responses, ...ERRORS } };
}

/** A plugin list its entity service pages (users, files): top-level `start` and `limit`, no `pagination`. */
export function entityServiceListParameters({ registry, names }: PathContext, uid: string): Schema[] {
  return [
    ...readParameters(registry.get(uid), names.get(uid)!, true).filter((p) => p.name !== 'pagination'),
    { name: 'start', in: 'query', description: 'Entries to skip.', schema: { type: 'integer', minimum: 0 } },
    { name: 'limit', in: 'query', description: 'Entries to return; 0 or -1: all.', schema: { type: 'integer' } },
  ];
}

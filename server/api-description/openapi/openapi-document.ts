// The OpenAPI 3.1 description of a project's content API: served at <prefix>/openapi.json and
// written by `tessera openapi`. Built from the same model registry as the API, so it cannot drift.
import type { SchemaRegistry } from '../../schema/registry.ts';
import { modelNames } from '../model-names.ts';
import { apiPaths } from './paths.ts';
import { modelSchemas, ref } from './schemas.ts';

export interface OpenApiOptions {
  /** The REST prefix, `/api` unless config/api says otherwise. */
  prefix: string;
  title: string;
  /** Server URL, when known (the running server's own). */
  serverUrl?: string;
}

export function openApiDocument(registry: SchemaRegistry, options: OpenApiOptions): Record<string, unknown> {
  const names = modelNames(registry);
  const error = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } });
  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: '1.0.0',
      description:
        'The Strapi v4 Content API of this project, as served by Tessera. Query parameters use the qs bracket syntax (`filters[title][$eq]=x`).',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    security: [{}, { bearerAuth: [] }],
    paths: apiPaths({ registry, names, prefix: options.prefix }),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An API token, or a users-permissions JWT from /auth/local.',
        },
      },
      responses: {
        BadRequest: error('ValidationError: a parameter or body the API does not accept'),
        Unauthorized: error('UnauthorizedError: missing or invalid credentials'),
        Forbidden: error('ForbiddenError: the credentials do not allow this action'),
        NotFound: error('NotFoundError'),
      },
      schemas: modelSchemas({ registry, names }),
    },
  };
}

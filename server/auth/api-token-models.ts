// Strapi's admin API token content types (tables strapi_api_tokens, strapi_api_token_permissions).
import type { ModelSource } from '../schema/normalise-model.ts';

export const API_TOKEN_UID = 'admin::api-token';
export const API_TOKEN_PERMISSION_UID = 'admin::api-token-permission';

export const apiTokenModels: ModelSource[] = [
  {
    uid: API_TOKEN_UID,
    modelType: 'contentType',
    file: 'admin::api-token',
    plugin: 'admin',
    raw: {
      collectionName: 'strapi_api_tokens',
      kind: 'collectionType',
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      info: { singularName: 'api-token', pluralName: 'api-tokens', displayName: 'Api Token' },
      options: { draftAndPublish: false },
      attributes: {
        name: { type: 'string', minLength: 1, configurable: false, required: true, unique: true },
        description: { type: 'string', minLength: 1, configurable: false, required: false, default: '' },
        type: {
          type: 'enumeration',
          enum: ['read-only', 'full-access', 'custom'],
          configurable: false,
          required: true,
          default: 'read-only',
        },
        accessKey: { type: 'string', minLength: 1, configurable: false, required: true, searchable: false },
        lastUsedAt: { type: 'datetime', configurable: false, required: false },
        permissions: {
          type: 'relation',
          target: API_TOKEN_PERMISSION_UID,
          relation: 'oneToMany',
          mappedBy: 'token',
          configurable: false,
          required: false,
        },
        expiresAt: { type: 'datetime', configurable: false, required: false },
        lifespan: { type: 'biginteger', configurable: false, required: false },
      },
    },
  },
  {
    uid: API_TOKEN_PERMISSION_UID,
    modelType: 'contentType',
    file: 'admin::api-token-permission',
    plugin: 'admin',
    raw: {
      collectionName: 'strapi_api_token_permissions',
      kind: 'collectionType',
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      info: {
        singularName: 'api-token-permission',
        pluralName: 'api-token-permissions',
        displayName: 'API Token Permission',
      },
      options: { draftAndPublish: false },
      attributes: {
        action: { type: 'string', minLength: 1, configurable: false, required: true },
        // In Strapi's key order: the content-type-builder answers the schema as written.
        token: {
          configurable: false,
          type: 'relation',
          relation: 'manyToOne',
          inversedBy: 'permissions',
          target: API_TOKEN_UID,
        },
      },
    },
  },
];

// The content API's paths: every generated route of each content type, then the routes of the
// built-in plugins (users-permissions, upload, i18n).
import { withArticle } from '../../../shared/words.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';
import { MEDIA_UID, USER_UID } from '../output-attributes.ts';
import { readParameters } from './parameters.ts';
import { ref, type Schema } from './schemas.ts';

const json = (schema: Schema) => ({ 'application/json': { schema } });
const ok = (description: string, schema: Schema) => ({ description, content: json(schema) });
const ERRORS = {
  400: { $ref: '#/components/responses/BadRequest' },
  401: { $ref: '#/components/responses/Unauthorized' },
  403: { $ref: '#/components/responses/Forbidden' },
};
const NOT_FOUND = { 404: { $ref: '#/components/responses/NotFound' } };
const ID = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };

function op(tag: string, operationId: string, summary: string, responses: Schema, extra: Schema = {}): Schema {
  return { tags: [tag], operationId, summary, ...extra, responses: { ...responses, ...ERRORS } };
}

function contentTypePaths(model: Model, name: string, prefix: string): Record<string, Schema> {
  const tag = model.displayName || name;
  const body = { requestBody: { required: true, content: json(ref(`${name}Request`)) } };
  if (model.kind === 'singleType') {
    return {
      [`${prefix}/${model.singularName}`]: {
        get: op(
          tag,
          `get${name}`,
          `Get ${tag}`,
          { 200: ok(tag, ref(`${name}Response`)), ...NOT_FOUND },
          { parameters: readParameters(model, name, false) },
        ),
        put: op(tag, `put${name}`, `Create or update ${tag}`, { 200: ok(tag, ref(`${name}Response`)) }, body),
        delete: op(tag, `delete${name}`, `Delete ${tag}`, { 200: ok(tag, ref(`${name}Response`)), ...NOT_FOUND }),
      },
      ...(model.localized
        ? { [`${prefix}/${model.singularName}/localizations`]: { post: localization(model, tag, name, false) } }
        : {}),
    };
  }
  return {
    [`${prefix}/${model.pluralName}`]: {
      get: op(
        tag,
        `list${name}`,
        `List ${model.pluralName}`,
        { 200: ok(`A page of ${model.pluralName}`, ref(`${name}ListResponse`)) },
        { parameters: readParameters(model, name, true) },
      ),
      post: op(
        tag,
        `create${name}`,
        `Create ${withArticle(model.singularName)}`,
        { 200: ok('The created entry', ref(`${name}Response`)) },
        body,
      ),
    },
    [`${prefix}/${model.pluralName}/{id}`]: {
      parameters: [ID],
      get: op(
        tag,
        `get${name}`,
        `Get ${withArticle(model.singularName)}`,
        { 200: ok(tag, ref(`${name}Response`)), ...NOT_FOUND },
        { parameters: readParameters(model, name, false) },
      ),
      put: op(
        tag,
        `update${name}`,
        `Update ${withArticle(model.singularName)}`,
        { 200: ok('The updated entry', ref(`${name}Response`)), ...NOT_FOUND },
        body,
      ),
      delete: op(tag, `delete${name}`, `Delete ${withArticle(model.singularName)}`, {
        200: ok('The deleted entry', ref(`${name}Response`)),
        ...NOT_FOUND,
      }),
    },
    ...(model.localized
      ? {
          [`${prefix}/${model.pluralName}/{id}/localizations`]: {
            parameters: [ID],
            post: localization(model, tag, name, true),
          },
        }
      : {}),
  };
}

function localization(model: Model, tag: string, name: string, collection: boolean): Schema {
  return op(
    tag,
    `create${name}Localization`,
    `Create a localization of ${collection ? withArticle(model.singularName) : tag}`,
    {
      200: ok('The new localization, flat', {
        type: 'object',
        properties: { id: { type: 'integer' }, locale: { type: 'string' } },
        required: ['id', 'locale'],
      }),
    },
    {
      requestBody: {
        required: true,
        content: json({
          allOf: [
            ref(`${name}Input`),
            { type: 'object', properties: { locale: { type: 'string' } }, required: ['locale'] },
          ],
        }),
      },
    },
  );
}

function pluginPaths(registry: SchemaRegistry, names: Map<string, string>, prefix: string): Record<string, Schema> {
  const paths: Record<string, Schema> = {};
  const credentials = {
    type: 'object',
    properties: { identifier: { type: 'string' }, password: { type: 'string' } },
    required: ['identifier', 'password'],
  };
  const registration = {
    type: 'object',
    properties: {
      username: { type: 'string' },
      email: { type: 'string', format: 'email' },
      password: { type: 'string' },
    },
    required: ['username', 'email', 'password'],
  };
  const bodyOf = (schema: Schema) => ({ requestBody: { required: true, content: json(schema) } });
  if (registry.has(USER_UID)) {
    const user = ref(`${names.get(USER_UID)}Flat`);
    const session = { type: 'object', properties: { jwt: { type: 'string' }, user }, required: ['jwt', 'user'] };
    const userParams = entityServiceListParameters(registry, names, USER_UID);
    const t = 'Users-Permissions';
    const auth = (path: string, id: string, summary: string, response: Schema, body?: Schema) => {
      paths[`${prefix}/auth/${path}`] = {
        post: op(t, id, summary, { 200: ok(summary, response) }, body ? bodyOf(body) : {}),
      };
    };
    auth('local', 'login', 'Sign in with identifier and password', session, credentials);
    auth('local/register', 'register', 'Register a user', session, registration);
    auth(
      'forgot-password',
      'forgotPassword',
      'Send a password reset link',
      { type: 'object', properties: { ok: { const: true } } },
      { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
    );
    auth('reset-password', 'resetPassword', 'Reset a password with the emailed code', session, {
      type: 'object',
      properties: { code: { type: 'string' }, password: { type: 'string' }, passwordConfirmation: { type: 'string' } },
      required: ['code', 'password', 'passwordConfirmation'],
    });
    auth('change-password', 'changePassword', "Change the signed-in user's password", session, {
      type: 'object',
      properties: {
        currentPassword: { type: 'string' },
        password: { type: 'string' },
        passwordConfirmation: { type: 'string' },
      },
      required: ['currentPassword', 'password', 'passwordConfirmation'],
    });
    auth(
      'send-email-confirmation',
      'sendEmailConfirmation',
      'Send the email confirmation again',
      { type: 'object', properties: { email: { type: 'string' }, sent: { type: 'boolean' } } },
      { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
    );
    paths[`${prefix}/auth/email-confirmation`] = {
      get: op(
        t,
        'emailConfirmation',
        'Confirm an email address (redirects)',
        { 301: { description: 'Redirect to the configured URL' } },
        { parameters: [{ name: 'confirmation', in: 'query', required: true, schema: { type: 'string' } }] },
      ),
    };
    paths[`${prefix}/users`] = {
      get: op(
        t,
        'listUsers',
        'List users',
        { 200: ok('Users, bare', { type: 'array', items: user }) },
        { parameters: userParams },
      ),
      post: op(
        t,
        'createUser',
        'Create a user',
        { 201: ok('The created user', user) },
        bodyOf({
          ...registration,
          properties: {
            ...registration.properties,
            role: { type: 'integer' },
            confirmed: { type: 'boolean' },
            blocked: { type: 'boolean' },
          },
        }),
      ),
    };
    paths[`${prefix}/users/count`] = {
      get: op(
        t,
        'countUsers',
        'Count users',
        { 200: ok('The number of users', { type: 'integer' }) },
        { parameters: userParams.filter((p) => p.name === 'filters') },
      ),
    };
    paths[`${prefix}/users/me`] = {
      get: op(
        t,
        'me',
        'The signed-in user',
        { 200: ok('The user of the JWT', user) },
        { parameters: userParams.filter((p) => p.name !== 'sort') },
      ),
    };
    paths[`${prefix}/users/{id}`] = {
      parameters: [ID],
      get: op(t, 'getUser', 'Get a user', { 200: ok('The user', user) }),
      put: op(
        t,
        'updateUser',
        'Update a user',
        { 200: ok('The updated user', user), ...NOT_FOUND },
        bodyOf({ type: 'object' }),
      ),
      delete: op(t, 'deleteUser', 'Delete a user', { 200: ok('The deleted user', user), ...NOT_FOUND }),
    };
    const role = {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        description: { type: ['string', 'null'] },
        type: { type: 'string' },
      },
      required: ['id', 'name'],
    };
    paths[`${prefix}/users-permissions/roles`] = {
      get: op(t, 'listRoles', 'List roles', {
        200: ok('Roles with their user counts', {
          type: 'object',
          properties: { roles: { type: 'array', items: role } },
          required: ['roles'],
        }),
      }),
      post: op(
        t,
        'createRole',
        'Create a role',
        { 200: ok('Done', { type: 'object', properties: { ok: { const: true } } }) },
        bodyOf({
          type: 'object',
          properties: { name: { type: 'string' }, description: { type: 'string' }, permissions: { type: 'object' } },
          required: ['name'],
        }),
      ),
    };
    paths[`${prefix}/users-permissions/roles/{id}`] = {
      parameters: [ID],
      get: op(t, 'getRole', 'Get a role with its permissions', {
        200: ok('The role', { type: 'object', properties: { role }, required: ['role'] }),
        ...NOT_FOUND,
      }),
      put: op(
        t,
        'updateRole',
        'Update a role',
        { 200: ok('Done', { type: 'object', properties: { ok: { const: true } } }), ...NOT_FOUND },
        bodyOf({ type: 'object' }),
      ),
      delete: op(t, 'deleteRole', 'Delete a role', {
        200: ok('Done', { type: 'object', properties: { ok: { const: true } } }),
        ...NOT_FOUND,
      }),
    };
    paths[`${prefix}/users-permissions/permissions`] = {
      get: op(t, 'listPermissions', 'Every action that can be granted', {
        200: ok('Permissions by plugin and controller', {
          type: 'object',
          properties: { permissions: { type: 'object' } },
          required: ['permissions'],
        }),
      }),
    };
  }
  const file = ref(`${names.get(MEDIA_UID)}Flat`);
  const fileParams = entityServiceListParameters(registry, names, MEDIA_UID);
  paths[`${prefix}/upload`] = {
    post: op(
      'Upload',
      'upload',
      "Upload files, or update a file's information with ?id=",
      { 200: ok('The uploaded files (or the updated file)', { oneOf: [{ type: 'array', items: file }, file] }) },
      {
        parameters: [
          {
            name: 'id',
            in: 'query',
            description: "Update this file's fileInfo instead of uploading.",
            schema: { type: 'integer' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  files: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } },
                  fileInfo: {
                    type: 'string',
                    description: 'JSON: { name, alternativeText, caption } or a list of them',
                  },
                },
              },
            },
          },
        },
      },
    ),
  };
  paths[`${prefix}/upload/files`] = {
    get: op(
      'Upload',
      'listFiles',
      'List uploaded files',
      { 200: ok('Files, bare', { type: 'array', items: file }) },
      { parameters: fileParams },
    ),
  };
  paths[`${prefix}/upload/files/{id}`] = {
    parameters: [ID],
    get: op('Upload', 'getFile', 'Get an uploaded file', { 200: ok('The file', file), ...NOT_FOUND }),
    delete: op('Upload', 'deleteFile', 'Delete an uploaded file', { 200: ok('The deleted file', file), ...NOT_FOUND }),
  };
  const locale = {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      code: { type: 'string' },
      isDefault: { type: 'boolean' },
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
    required: ['id', 'name', 'code', 'isDefault'],
  };
  paths[`${prefix}/i18n/locales`] = {
    get: op('Internationalization', 'listLocales', 'List the locales', {
      200: ok('Locales, bare', { type: 'array', items: locale }),
    }),
  };
  return paths;
}

export function apiPaths(registry: SchemaRegistry, names: Map<string, string>, prefix: string): Record<string, Schema> {
  const paths: Record<string, Schema> = {};
  for (const m of registry.apiContentTypes()) Object.assign(paths, contentTypePaths(m, names.get(m.uid)!, prefix));
  return { ...paths, ...pluginPaths(registry, names, prefix) };
}

/** A plugin list its entity service pages (users, files): top-level `start` and `limit`, no `pagination`. */
function entityServiceListParameters(registry: SchemaRegistry, names: Map<string, string>, uid: string): Schema[] {
  return [
    ...readParameters(registry.get(uid), names.get(uid)!, true).filter((p) => p.name !== 'pagination'),
    { name: 'start', in: 'query', description: 'Entries to skip.', schema: { type: 'integer', minimum: 0 } },
    { name: 'limit', in: 'query', description: 'Entries to return; 0 or -1: all.', schema: { type: 'integer' } },
  ];
}

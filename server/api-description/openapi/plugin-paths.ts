// The paths of the other built-in plugins: upload (files bare, with their `related`), i18n's locales,
// the content-type-builder's schemas and the email plugin's send.
import { MEDIA_UID } from '../output-attributes.ts';
import { bodyOf, entityServiceListParameters, ID, NOT_FOUND, ok, op, type PathContext } from './operation.ts';
import { ref, type Schema } from './schemas.ts';

export function uploadPaths(ctx: PathContext): Record<string, Schema> {
  const { names, prefix } = ctx;
  const paths: Record<string, Schema> = {};
  const file = ref(`${names.get(MEDIA_UID)}Flat`);
  const fileParams = entityServiceListParameters(ctx, MEDIA_UID);
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
  return paths;
}

export function i18nPaths({ prefix }: PathContext): Record<string, Schema> {
  const paths: Record<string, Schema> = {};
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

/** The content-type-builder's read routes: each type's and component's schema as Strapi formats it. */
export function contentTypeBuilderPaths({ prefix }: PathContext): Record<string, Schema> {
  const t = 'Content-Type Builder';
  const schema = { type: 'object', description: 'The schema: names, options and attributes.' };
  const contentType = {
    type: 'object',
    properties: { uid: { type: 'string' }, plugin: { type: 'string' }, apiID: { type: 'string' }, schema },
    required: ['uid', 'apiID', 'schema'],
  };
  const component = {
    type: 'object',
    properties: { uid: { type: 'string' }, category: { type: 'string' }, apiId: { type: 'string' }, schema },
    required: ['uid', 'category', 'apiId', 'schema'],
  };
  const data = (s: Schema) => ({ type: 'object', properties: { data: s }, required: ['data'] });
  const uid = { name: 'uid', in: 'path', required: true, schema: { type: 'string' } };
  const base = `${prefix}/content-type-builder`;
  return {
    [`${base}/content-types`]: {
      get: op(
        t,
        'listContentTypes',
        "Every content type's schema, Strapi's own first",
        { 200: ok('Content types', data({ type: 'array', items: contentType })) },
        {
          parameters: [{ name: 'kind', in: 'query', schema: { enum: ['collectionType', 'singleType'] } }],
        },
      ),
    },
    [`${base}/content-types/{uid}`]: {
      parameters: [uid],
      get: op(t, 'getContentType', "A content type's schema", {
        200: ok('The content type', data(contentType)),
        ...NOT_FOUND,
      }),
    },
    [`${base}/components`]: {
      get: op(t, 'listComponents', "Every component's schema", {
        200: ok('Components', data({ type: 'array', items: component })),
      }),
    },
    [`${base}/components/{uid}`]: {
      parameters: [uid],
      get: op(t, 'getComponent', "A component's schema", { 200: ok('The component', data(component)), ...NOT_FOUND }),
    },
  };
}

/** The email plugin's send: with no mail provider the message is logged, and answered as sent. */
export function emailPaths({ prefix }: PathContext): Record<string, Schema> {
  const address = { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] };
  return {
    [`${prefix}/email`]: {
      post: op(
        'Email',
        'sendEmail',
        'Send an email',
        { 200: ok('Sent', { type: 'object' }) },
        bodyOf({
          type: 'object',
          properties: {
            to: address,
            cc: address,
            bcc: address,
            from: { type: 'string' },
            replyTo: { type: 'string' },
            subject: { type: 'string' },
            text: { type: 'string' },
            html: { type: 'string' },
          },
        }),
      ),
    },
  };
}

// The content API's paths: every generated route of each content type, then the routes of the
// built-in plugins (users-permissions-paths.ts, plugin-paths.ts).
import { withArticle } from '../../../shared/words.ts';
import type { Model } from '../../schema/types.ts';
import { ID, json, NOT_FOUND, ok, op, type PathContext } from './operation.ts';
import { readParameters } from './parameters.ts';
import { contentTypeBuilderPaths, emailPaths, i18nPaths, uploadPaths } from './plugin-paths.ts';
import { ref, type Schema } from './schemas.ts';
import { usersPermissionsPaths } from './users-permissions-paths.ts';

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

export function apiPaths(ctx: PathContext): Record<string, Schema> {
  const paths: Record<string, Schema> = {};
  for (const m of ctx.registry.apiContentTypes())
    Object.assign(paths, contentTypePaths(m, ctx.names.get(m.uid)!, ctx.prefix));
  return {
    ...paths,
    ...usersPermissionsPaths(ctx),
    ...uploadPaths(ctx),
    ...i18nPaths(ctx),
    ...contentTypeBuilderPaths(ctx),
    ...emailPaths(ctx),
  };
}

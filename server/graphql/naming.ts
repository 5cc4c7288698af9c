// GraphQL names exactly as Strapi v4's plugin builds them (lodash camelCase/upperFirst rules):
// `Article`, `UsersPermissionsUser`, `I18NLocale`, `ComponentBlocksRichText`, `ENUM_ARTICLE_CATEGORY`…
import type { Model } from '../schema/types.ts';

/** lodash `words` for identifiers: splits on separators, case changes and letter/digit boundaries. */
export function words(s: string): string[] {
  return s.match(/[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [];
}

export function upperFirst(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

export function lowerFirst(s: string): string {
  return s ? s[0].toLowerCase() + s.slice(1) : s;
}

/** lodash camelCase: `i18n` → `i18N`, `users-permissions` → `usersPermissions`, `URLField` → `urlField`. */
export function camelCase(s: string): string {
  return words(s)
    .map((w, i) => (i === 0 ? w.toLowerCase() : upperFirst(w.toLowerCase())))
    .join('');
}

/** lodash snakeCase in capitals: `PaginationError` → `PAGINATION_ERROR`. */
export function upperSnakeCase(s: string): string {
  return words(s)
    .map((w) => w.toUpperCase())
    .join('_');
}

function pluginPrefix(model: Model): string {
  return model.plugin ? upperFirst(camelCase(model.plugin)) : '';
}

/** The object type of a content type or component. */
export function typeName(model: Model): string {
  if (model.modelType === 'component') return upperFirst(camelCase(`component_${model.uid}`));
  return pluginPrefix(model) + upperFirst(camelCase(model.singularName));
}

export function pluralTypeName(model: Model): string {
  return pluginPrefix(model) + upperFirst(camelCase(model.pluralName));
}

export const entityName = (m: Model) => `${typeName(m)}Entity`;
export const entityResponseName = (m: Model) => `${typeName(m)}EntityResponse`;
export const entityResponseCollectionName = (m: Model) => `${typeName(m)}EntityResponseCollection`;
export const relationResponseCollectionName = (m: Model) => `${typeName(m)}RelationResponseCollection`;
export const inputName = (m: Model) => `${typeName(m)}Input`;
export const filtersInputName = (m: Model) => `${typeName(m)}FiltersInput`;

export function enumName(model: Model, attribute: string): string {
  const custom = model.attributes[attribute]?.raw.enumName;
  if (typeof custom === 'string' && custom) return custom;
  return `ENUM_${typeName(model).toUpperCase()}_${attribute.toUpperCase()}`;
}

export function dynamicZoneName(model: Model, attribute: string): string {
  return `${typeName(model)}${upperFirst(camelCase(attribute))}DynamicZone`;
}

export const dynamicZoneInputName = (model: Model, attribute: string) => `${dynamicZoneName(model, attribute)}Input`;

/** Query and mutation names: `article`, `articles`, `createArticle`, `i18NLocales`… */
export const findOneQueryName = (m: Model) => lowerFirst(camelCase(typeName(m)));
export const findQueryName = (m: Model) => lowerFirst(camelCase(pluralTypeName(m)));
export const mutationName = (action: 'create' | 'update' | 'delete', m: Model) => `${action}${typeName(m)}`;
export const localizationMutationName = (m: Model) => `create${typeName(m)}Localization`;

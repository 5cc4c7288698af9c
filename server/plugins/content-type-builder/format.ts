// The schemas as the content-type-builder plugin answers them on the content API: each content
// type and component from its schema file, relations named with their target attribute, media
// fields with their defaults written out (Strapi 4.26.2's formatContentType and formatComponent).
import type { RawAttribute, RawModel } from '../../../shared/model.ts';
import type { Model } from '../../schema/types.ts';

type Json = Record<string, unknown>;

export interface FormattedContentType {
  uid: string;
  plugin?: string;
  apiID: string;
  schema: Json;
}

/** Strapi's admin user: other types may point at it only one way. */
const ADMIN_USER = 'admin::user';
const UPLOAD_FILE = 'plugin::upload.file';

export function formatContentType(model: Model): FormattedContentType {
  const raw = model.raw;
  const visible = isVisible(raw);
  return {
    uid: model.uid,
    plugin: model.plugin ?? undefined,
    apiID: modelName(model.uid),
    schema: {
      draftAndPublish: false,
      ...raw.options,
      displayName: raw.info.displayName,
      singularName: raw.info.singularName,
      pluralName: raw.info.pluralName,
      description: raw.info.description ?? '',
      pluginOptions: raw.pluginOptions,
      kind: raw.kind ?? 'collectionType',
      collectionName: raw.collectionName,
      attributes: formatAttributes(raw),
      visible,
      // Which relations the builder lets other types make to this one: none to Strapi's own types.
      restrictRelationsTo:
        model.uid === ADMIN_USER
          ? ['oneWay', 'manyWay']
          : model.uid.startsWith('strapi::') || model.uid === UPLOAD_FILE || !visible
            ? []
            : null,
    },
  };
}

export function formatComponent(model: Model): Json {
  const raw = model.raw;
  return {
    uid: model.uid,
    category: model.category,
    apiId: modelName(model.uid),
    schema: {
      displayName: raw.info.displayName,
      description: raw.info.description ?? '',
      icon: raw.info.icon,
      collectionName: raw.collectionName,
      pluginOptions: raw.pluginOptions,
      attributes: formatAttributes(raw),
    },
  };
}

/** `api::article.article` → `article`, `admin::api-token` → `api-token`, `shared.seo` → `seo`. */
function modelName(uid: string): string {
  return uid.slice(Math.max(uid.lastIndexOf('.'), uid.indexOf('::') + 1) + 1);
}

function isVisible(raw: RawModel): boolean {
  const builder = raw.pluginOptions?.['content-type-builder'] as { visible?: unknown } | undefined;
  return (builder?.visible ?? true) === true;
}

function formatAttributes(raw: RawModel): Json {
  const out: Json = {};
  for (const [name, attribute] of Object.entries(raw.attributes)) {
    if (attribute.visible !== false) out[name] = formatAttribute(attribute);
  }
  return out;
}

function formatAttribute(a: RawAttribute): RawAttribute {
  const configurable = a.configurable === false ? false : undefined;
  if (a.type === 'media') {
    return {
      type: 'media',
      multiple: !!a.multiple,
      required: !!a.required,
      configurable,
      private: !!a.private,
      allowedTypes: a.allowedTypes,
      pluginOptions: a.pluginOptions,
    };
  }
  if (a.type === 'relation') {
    return {
      ...a,
      type: 'relation',
      target: a.target,
      targetAttribute: a.inversedBy || a.mappedBy || null,
      configurable,
      private: !!a.private,
      pluginOptions: a.pluginOptions,
      autoPopulate: a.autoPopulate,
    };
  }
  return a;
}

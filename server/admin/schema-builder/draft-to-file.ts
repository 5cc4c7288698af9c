// A builder draft → the Strapi v4 model file it stands for, where it lives and its uid. Existing
// models keep their uid, file and table; new ones are placed as Strapi's builder places them.
import { join } from 'node:path';
import { ValidationError } from '../../errors.ts';
import type { RawModel } from '../../../shared/model.ts';
import type { Model } from '../../schema/types.ts';
import type { ModelDraft } from '../studio-contract.ts';

export interface ModelFile {
  uid: string;
  modelType: 'contentType' | 'component';
  /** Relative to the project folder. */
  file: string;
  raw: RawModel;
}

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const RESERVED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
  '__component',
  '__contentType',
]);

export function draftToFile(draft: ModelDraft, existing: Model | undefined): ModelFile {
  const isComponent = draft.kind === 'component';
  const errors: Array<{ path: string[]; message: string }> = [];
  const fail = (path: string[], message: string) => errors.push({ path, message });
  if (!draft.displayName?.trim()) fail(['displayName'], 'The display name is required');
  if (!KEBAB.test(draft.singularName ?? ''))
    fail(['singularName'], 'Use lowercase letters, digits and dashes (e.g. blog-post)');
  if (!isComponent && !KEBAB.test(draft.pluralName ?? ''))
    fail(['pluralName'], 'Use lowercase letters, digits and dashes (e.g. blog-posts)');
  if (!isComponent && draft.singularName === draft.pluralName)
    fail(['pluralName'], 'The plural name must differ from the singular name');
  if (isComponent && !KEBAB.test(draft.category ?? ''))
    fail(['category'], 'Use lowercase letters, digits and dashes (e.g. shared)');
  for (const name of Object.keys(draft.attributes)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) fail(['attributes', name], `"${name}" is not a valid field name`);
    if (RESERVED.has(name)) fail(['attributes', name], `"${name}" is reserved`);
  }
  if (errors.length)
    throw new ValidationError(errors.length === 1 ? errors[0].message : `${errors.length} errors occurred`, { errors });

  const uid =
    existing?.uid ??
    (isComponent ? `${draft.category}.${draft.singularName}` : `api::${draft.singularName}.${draft.singularName}`);
  const file =
    existing && !existing.file.startsWith('plugin::')
      ? existing.file
      : isComponent
        ? join('src', 'components', draft.category!, `${draft.singularName}.json`)
        : join('src', 'api', draft.singularName, 'content-types', draft.singularName, 'schema.json');
  const collectionName =
    existing?.tableName ??
    (isComponent
      ? `components_${snake(draft.category!)}_${snake(plural(draft.singularName))}`
      : snake(draft.pluralName));
  const raw: RawModel = isComponent
    ? {
        collectionName,
        info: {
          displayName: draft.displayName.trim(),
          icon: existing?.raw.info?.icon ?? 'cube',
          description: draft.description ?? '',
        },
        options: {},
        attributes: draft.attributes,
      }
    : {
        kind: draft.kind === 'singleType' ? 'singleType' : 'collectionType',
        collectionName,
        info: {
          singularName: draft.singularName,
          pluralName: draft.pluralName,
          displayName: draft.displayName.trim(),
          description: draft.description ?? '',
        },
        options: { ...(existing?.raw.options ?? {}), draftAndPublish: draft.draftAndPublish === true },
        pluginOptions: {
          ...(existing?.raw.pluginOptions ?? {}),
          ...(draft.localized ? { i18n: { localized: true } } : { i18n: undefined }),
        },
        attributes: draft.localized ? localizedByDefault(draft.attributes) : draft.attributes,
      };
  if (raw.pluginOptions && raw.pluginOptions.i18n === undefined) delete raw.pluginOptions.i18n;
  return { uid, modelType: isComponent ? 'component' : 'contentType', file, raw };
}

/**
 * Strapi counts an attribute of a localized type as localized only when its file says so; its
 * builder writes the option on every field, and so does this one, unless the field opted out.
 */
function localizedByDefault(attributes: RawModel['attributes']): RawModel['attributes'] {
  const out: RawModel['attributes'] = {};
  for (const [name, a] of Object.entries(attributes)) {
    const explicit = a.pluginOptions?.i18n?.localized;
    out[name] =
      a.type === 'relation' || explicit !== undefined
        ? a
        : { ...a, pluginOptions: { ...(a.pluginOptions ?? {}), i18n: { localized: true } } };
  }
  return out;
}

function snake(s: string): string {
  return s.replace(/-/g, '_');
}

/** English plural, as Strapi's builder names component tables (`components_shared_addresses`). */
function plural(s: string): string {
  if (/(s|x|z|ch|sh)$/.test(s)) return `${s}es`;
  if (/[^aeiou]y$/.test(s)) return `${s.slice(0, -1)}ies`;
  return `${s}s`;
}

// The project's models as the studio sees them: every attribute with its kind and options, which
// attribute names an entry, and which models the builder may edit.
import type { Queries } from '../db/engine.ts';
import { listLocales } from '../plugins/i18n/locales.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Attribute, Model } from '../schema/types.ts';
import type { StudioAttribute, StudioModel, StudioSchema } from './studio-contract.ts';

const MAIN_FIELD_NAMES = ['title', 'name', 'displayName', 'label', 'username', 'heading', 'slug'];
const SYSTEM_NAMES = new Set(['createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations']);

/**
 * Whether the Content Manager lists a content type: the project's own, and a plugin's unless it
 * declares `pluginOptions['content-manager'].visible: false` as Strapi's plugins do (users-permissions
 * users are listed; roles, permissions, files, locales and tokens have pages of their own).
 */
export function inContentManager(model: Model): boolean {
  if (model.modelType !== 'contentType') return false;
  const options = model.raw.pluginOptions as Record<string, { visible?: unknown } | undefined> | undefined;
  return !model.plugin || options?.['content-manager']?.visible !== false;
}

export async function describeSchema(registry: SchemaRegistry, db: Queries): Promise<StudioSchema> {
  const studioModels = [...registry.models.values()].filter((m) => !m.plugin);
  return {
    contentTypes: [...registry.models.values()].filter(inContentManager).map(describeModel).sort(byName),
    components: studioModels
      .filter((m) => m.modelType === 'component')
      .map(describeModel)
      .sort(byName),
    locales: (await listLocales(db)).map((l) => ({ id: l.id, code: l.code, name: l.name, isDefault: l.isDefault })),
  };
}

export function describeModel(model: Model): StudioModel {
  return {
    uid: model.uid,
    modelType: model.modelType,
    kind: model.kind,
    displayName: model.displayName,
    singularName: model.singularName,
    pluralName: model.pluralName,
    category: model.category,
    description: model.raw.info?.description ?? '',
    draftAndPublish: model.draftAndPublish,
    localized: model.localized,
    mainField: mainField(model),
    editable: model.plugin === null,
    file: model.file,
    attributes: Object.values(model.attributes).map(describeAttribute),
    raw: model.raw,
  };
}

export function mainField(model: Model): string {
  const strings = Object.values(model.attributes).filter(
    (a) => a.kind === 'scalar' && !a.system && !a.private && ['string', 'uid', 'email', 'text'].includes(a.type),
  );
  const named = MAIN_FIELD_NAMES.map((n) => strings.find((a) => a.name === n)).find(Boolean);
  return (named ?? strings[0])?.name ?? 'id';
}

function describeAttribute(a: Attribute): StudioAttribute {
  const base = {
    name: a.name,
    kind: a.kind,
    type: a.kind === 'scalar' ? a.type : a.raw.type,
    required: a.raw.required === true,
    private: a.private,
    unique: a.raw.unique === true,
    system: SYSTEM_NAMES.has(a.name) && (a.kind !== 'scalar' || a.system),
    localized: a.localized,
    raw: a.raw,
  };
  switch (a.kind) {
    case 'relation':
      return { ...base, relation: a.relation, target: a.target, toMany: a.toMany };
    case 'media':
      return { ...base, multiple: a.multiple, allowedTypes: a.allowedTypes };
    case 'component':
      return { ...base, component: a.component, repeatable: a.repeatable };
    case 'dynamiczone':
      return { ...base, components: a.components };
    default:
      return a.type === 'enumeration' ? { ...base, enum: a.raw.enum ?? [] } : base;
  }
}

function byName(a: StudioModel, b: StudioModel): number {
  return a.displayName.localeCompare(b.displayName);
}

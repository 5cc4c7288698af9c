// Which attributes the REST content API can answer for a model, and the models it can reach from
// the project's own content types: the shape every generated description is built from.
import { FILE_UID as MEDIA_UID } from '../plugins/upload/models.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import { isFileRelated } from '../schema/storage-layout.ts';
import type { Attribute, Model, RelationAttribute, ScalarAttribute } from '../schema/types.ts';

export { MEDIA_UID };
export const USER_UID = 'plugin::users-permissions.user';

/** Attributes that may appear in an answer: private ones and morph relations never do (a file's `related`: relatedAttribute). */
export function outputAttributes(model: Model): Attribute[] {
  return Object.values(model.attributes).filter((a) => !a.private && !(a.kind === 'relation' && a.morph));
}

/** A file's `related`: answered beside its output attributes, flat, but never filtered or sorted by. */
export function relatedAttribute(model: Model): RelationAttribute | null {
  const attr = model.attributes.related;
  return attr?.kind === 'relation' && isFileRelated(model, attr) ? attr : null;
}

export function outputScalars(model: Model): ScalarAttribute[] {
  return outputAttributes(model).filter((a): a is ScalarAttribute => a.kind === 'scalar');
}

/** The uids an attribute leads to (its target, its component(s), the media type), or none. */
export function attributeTargets(attr: Attribute): string[] {
  if (attr.kind === 'relation') return [attr.target];
  if (attr.kind === 'media') return [MEDIA_UID];
  if (attr.kind === 'component') return [attr.component];
  if (attr.kind === 'dynamiczone') return attr.components;
  return [];
}

/**
 * The project's content types and components, the media and user types (answered by the upload and
 * auth routes), and every model reachable from them through answers, in a stable order.
 */
export function reachableModels(registry: SchemaRegistry): Model[] {
  const seen = new Set<string>();
  const out: Model[] = [];
  const visit = (m: Model) => {
    if (seen.has(m.uid)) return;
    seen.add(m.uid);
    out.push(m);
    for (const a of outputAttributes(m))
      for (const uid of attributeTargets(a)) if (registry.has(uid)) visit(registry.get(uid));
  };
  for (const m of registry.apiContentTypes()) visit(m);
  for (const m of registry.components()) visit(m);
  for (const uid of [MEDIA_UID, USER_UID]) if (registry.has(uid)) visit(registry.get(uid));
  return out;
}

/** Whether a scalar can be null in an answer: drafts skip required checks, so only required fields of types without drafts cannot. */
export function nullable(model: Model, attr: ScalarAttribute): boolean {
  if (attr.system) return attr.name === 'publishedAt';
  return !(attr.raw.required === true && !model.draftAndPublish);
}

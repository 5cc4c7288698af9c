// Which attributes of a model each generated type carries, by Strapi v4's rules: outputs leave out
// private fields; inputs and filters keep them (Strapi's validation then rejects private filters);
// filters have no media or dynamic zones; inputs have no system fields but publishedAt.
import { FILE_UID as FILE_MODEL } from '../../plugins/upload/models.ts';
import type { Attribute, Model } from '../../schema/types.ts';
import type { SchemaTypes } from './type-cache.ts';

export { FILE_MODEL };

/** The model a relational attribute points at, or null (morph relations, scalars). */
export function targetUid(attr: Attribute): string | null {
  switch (attr.kind) {
    case 'relation':
      return attr.morph ? null : attr.target;
    case 'media':
      return FILE_MODEL;
    case 'component':
      return attr.component;
    default:
      return null;
  }
}

function targetExposed(types: SchemaTypes, attr: Attribute): boolean {
  if (attr.kind === 'dynamiczone') return attr.components.some((c) => types.isExposed(c));
  const uid = targetUid(attr);
  return uid === null || types.isExposed(uid);
}

export function outputAttributes(types: SchemaTypes, model: Model): Attribute[] {
  return Object.values(model.attributes).filter(
    (a) =>
      (!a.private || isMaskedPassword(a)) &&
      types.extension.fieldEnabled(model.uid, a.name, 'output') &&
      targetExposed(types, a),
  );
}

/**
 * A password attribute not marked private is a field of Strapi's output type, and Strapi answers it
 * with the stored bcrypt hash. Tessera keeps the field (queries written for Strapi stay valid) and
 * answers null: a hash is never served (a deliberate difference, README).
 */
export function isMaskedPassword(a: Attribute): boolean {
  return a.kind === 'scalar' && a.type === 'password' && a.raw.private !== true;
}

const NOT_INPUT = new Set(['createdAt', 'updatedAt', 'locale', 'localizations']);

export function inputAttributes(types: SchemaTypes, model: Model): Attribute[] {
  return Object.values(model.attributes).filter((a) => {
    if (NOT_INPUT.has(a.name) && (a.kind !== 'scalar' || a.system || a.name === 'localizations')) return false;
    if (a.kind === 'relation' && a.morph) return false;
    if (a.raw.writable === false) return false;
    return types.extension.fieldEnabled(model.uid, a.name, 'input') && targetExposed(types, a);
  });
}

export function filterAttributes(types: SchemaTypes, model: Model): Attribute[] {
  return Object.values(model.attributes).filter((a) => {
    if (a.kind === 'media' || a.kind === 'dynamiczone') return false;
    if (a.kind === 'relation' && a.morph) return false;
    return types.extension.fieldEnabled(model.uid, a.name, 'filters') && targetExposed(types, a);
  });
}

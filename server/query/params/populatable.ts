// Which attributes a REST populate may name, and the model a populated attribute leads to.
import type { SchemaRegistry } from '../../schema/registry.ts';
import { isFileRelated, linkedModel } from '../../schema/storage-layout.ts';
import type { Attribute, Model } from '../../schema/types.ts';
import type { ParamContext } from './invalid.ts';

/**
 * Relations, media, components and zones the caller may read, and a file's `related` (whose types
 * are checked one by one); no other morph relation, having nothing stored.
 */
export function populatable(model: Model, key: string, ctx: ParamContext): Attribute | null {
  const attr = model.attributes[key];
  if (!attr || attr.kind === 'scalar' || attr.private) return null;
  if (attr.kind === 'relation' && attr.morph) return isFileRelated(model, attr) ? attr : null;
  if (attr.kind === 'relation' && !ctx.canRead(attr.target)) return null;
  return attr;
}

export function targetModel(registry: SchemaRegistry, attr: Attribute): Model | null {
  return attr.kind === 'scalar' || attr.kind === 'dynamiczone' ? null : registry.get(linkedModel(attr));
}

// REST `fields`: one name, an array of names, or `*`; only scalar attributes.
import type { Model } from '../../schema/types.ts';
import { invalidParameter } from './invalid.ts';

export function parseFields(model: Model, raw: unknown): string[] | null {
  if (raw === undefined || raw === null) return null;
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) return null;
  for (const f of list) {
    if (typeof f !== 'string') throw invalidParameter('fields');
    if (f === '*') continue;
    if (f === 'id') continue;
    const attr = model.attributes[f];
    if (!attr || attr.kind !== 'scalar' || attr.private) throw invalidParameter(f);
  }
  return list.includes('*') ? null : (list as string[]);
}

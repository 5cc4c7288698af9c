// Strapi sanitizes a write's input with the caller's permissions: a relation to a content type the
// caller may not `find` is dropped from the data, silently (its value, even null or an id that does
// not exist, changes nothing), inside components and dynamic-zone items too.
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';

export function withoutUnreadableRelations(
  registry: SchemaRegistry,
  model: Model,
  data: Record<string, unknown>,
  canRead: (uid: string) => boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const attr = model.attributes[key];
    if (attr?.kind === 'relation' && !attr.morph && !canRead(attr.target)) continue;
    if (attr?.kind === 'component' && value !== null && typeof value === 'object') {
      const comp = registry.get(attr.component);
      out[key] = Array.isArray(value)
        ? value.map((item) => sanitizeItem(registry, comp, item, canRead))
        : sanitizeItem(registry, comp, value, canRead);
    } else if (attr?.kind === 'dynamiczone' && Array.isArray(value)) {
      out[key] = value.map((item) => {
        const uid = isRecord(item) ? item.__component : undefined;
        return typeof uid === 'string' && registry.has(uid)
          ? sanitizeItem(registry, registry.get(uid), item, canRead)
          : item;
      });
    } else {
      out[key] = value;
    }
  }
  return out;
}

function sanitizeItem(
  registry: SchemaRegistry,
  comp: Model,
  item: unknown,
  canRead: (uid: string) => boolean,
): unknown {
  return isRecord(item) ? withoutUnreadableRelations(registry, comp, item, canRead) : item;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

// `data: <Name>Input` → the entry service's input: plain objects, component ids as numbers,
// dynamic-zone items already carrying `__component` (the DZ input scalar resolved `__typename`).
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';

export function inputToData(registry: SchemaRegistry, model: Model, input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!input || typeof input !== 'object') return out;
  for (const [key, value] of Object.entries(input)) {
    const attr = model.attributes[key];
    if (value === null || value === undefined || !attr) {
      out[key] = value;
    } else if (attr.kind === 'component') {
      const component = registry.get(attr.component);
      out[key] = Array.isArray(value)
        ? value.map((v) => componentData(registry, component, v))
        : componentData(registry, component, value);
    } else if (attr.kind === 'dynamiczone' && Array.isArray(value)) {
      out[key] = value.map((item) => {
        const { __component, ...fields } = item as Record<string, unknown>;
        const uid = String(__component);
        return registry.has(uid)
          ? { __component: uid, ...(componentData(registry, registry.get(uid), fields) as Record<string, unknown>) }
          : item;
      });
    } else {
      out[key] = Array.isArray(value) ? [...value] : value;
    }
  }
  return out;
}

function componentData(registry: SchemaRegistry, component: Model, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { id, ...fields } = value as Record<string, unknown>;
  const data = inputToData(registry, component, fields);
  if (id !== undefined && id !== null) data.id = /^\d+$/.test(String(id)) ? Number(id) : id;
  return data;
}

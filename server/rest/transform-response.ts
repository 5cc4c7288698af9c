// Entities → Strapi v4's REST shape: `{ id, attributes }`, relations and media wrapped in
// `{ data }` at every level, components and dynamic-zone items flat.
import type { SchemaRegistry } from '../schema/registry.ts';
import { linkedModel } from '../schema/storage-layout.ts';
import type { Model } from '../schema/types.ts';
import { PopulatedCount } from '../query/populate.ts';
import type { Entity } from '../query/sql/select.ts';

export interface RestEntry {
  id: number;
  attributes: Record<string, unknown>;
}

export function toRestEntry(registry: SchemaRegistry, model: Model, e: Entity): RestEntry {
  return { id: e.id, attributes: attributesOf(registry, model, e) };
}

function attributesOf(registry: SchemaRegistry, model: Model, e: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // for…in, not Object.entries: no array per attribute, on every entry of every answer.
  for (const key in e) {
    if (key === 'id') continue;
    out[key] = convert(registry, model, key, e[key]);
  }
  return out;
}

function convert(registry: SchemaRegistry, model: Model, key: string, value: unknown): unknown {
  const attr = model.attributes[key];
  if (!attr || attr.kind === 'scalar') return value;
  // A count keeps the wrapping of what it counts: `{ data: { attributes: { count } } }` for a relation, `{ count }` for a component.
  if (value instanceof PopulatedCount)
    return attr.kind === 'relation' ? { data: { attributes: { count: value.count } } } : { count: value.count };
  if (attr.kind === 'relation' || attr.kind === 'media') {
    const target = registry.get(linkedModel(attr));
    if (Array.isArray(value)) {
      // Strapi answers an empty multiple media field with `{ data: null }`, an empty relation with `[]`.
      if (attr.kind === 'media' && value.length === 0) return { data: null };
      return { data: value.map((v) => toRestEntry(registry, target, v as Entity)) };
    }
    return { data: value ? toRestEntry(registry, target, value as Entity) : null };
  }
  if (attr.kind === 'component') {
    const comp = registry.get(attr.component);
    if (Array.isArray(value)) return value.map((v) => flatComponent(registry, comp, v as Entity));
    return value ? flatComponent(registry, comp, value as Entity) : null;
  }
  if (attr.kind === 'dynamiczone') {
    return (value as Entity[]).map((v) => flatComponent(registry, registry.get(String(v.__component)), v));
  }
  return value;
}

function flatComponent(registry: SchemaRegistry, comp: Model, e: Entity): Record<string, unknown> {
  const out: Record<string, unknown> = { id: e.id };
  for (const key in e) {
    if (key === 'id') continue;
    out[key] = key === '__component' ? e[key] : convert(registry, comp, key, e[key]);
  }
  return out;
}

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

/**
 * A list's entries. The entities of one list share their keys (one select, one populate), so the
 * list is written by a function made for those keys, whose object literals V8 builds whole; an
 * entity with other keys goes through toRestEntry. Copying key by key went through V8's generic
 * keyed loads and stores, slower still once several models' entities had passed through them.
 */
export function toRestEntries(registry: SchemaRegistry, model: Model, entities: Entity[]): RestEntry[] {
  if (entities.length < 2) return entities.map((e) => toRestEntry(registry, model, e));
  const keys = keysOf(entities[0]);
  const write = writerFor(model, keys);
  return entities.map((e) => (write && hasKeys(e, keys) ? write(registry, model, e) : toRestEntry(registry, model, e)));
}

type EntryWriter = (registry: SchemaRegistry, model: Model, e: Entity) => RestEntry;

/** Writers by model, then by key list; a model's keys vary only with the fields and populate asked for. */
const writers = new WeakMap<Model, Map<string, EntryWriter | null>>();
const WRITERS_PER_MODEL = 64;

function keysOf(e: Entity): string[] {
  const keys: string[] = [];
  for (const key in e) keys.push(key);
  return keys;
}

function hasKeys(e: Entity, keys: string[]): boolean {
  let i = 0;
  for (const key in e) if (key !== keys[i++]) return false;
  return i === keys.length;
}

/** Null where the id is not the first key (an entity made otherwise than by a row's decoder). */
function writerFor(model: Model, keys: string[]): EntryWriter | null {
  let byKeys = writers.get(model);
  if (!byKeys) writers.set(model, (byKeys = new Map()));
  const id = keys.join('\u0000');
  let write = byKeys.get(id);
  if (write === undefined) {
    if (byKeys.size >= WRITERS_PER_MODEL) byKeys.clear();
    write = keys[0] === 'id' ? entryWriter(model, keys) : null;
    byKeys.set(id, write);
  }
  return write;
}

function entryWriter(model: Model, keys: string[]): EntryWriter {
  const fields = keys.slice(1).map((key) => {
    const name = JSON.stringify(key);
    return sentAsStored(model, key) ? `${name}: e[${name}]` : `${name}: convert(registry, model, ${name}, e[${name}])`;
  });
  const make = new Function(
    'convert',
    `return (registry, model, e) => ({ id: e.id, attributes: { ${fields.join(', ')} } });`,
  );
  return make(convert) as EntryWriter;
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

/** A scalar, or a key that is no attribute of the model: answered as the entity holds it. */
function sentAsStored(model: Model, key: string): boolean {
  const attr = model.attributes[key];
  return !attr || attr.kind === 'scalar';
}

function convert(registry: SchemaRegistry, model: Model, key: string, value: unknown): unknown {
  if (sentAsStored(model, key)) return value;
  const attr = model.attributes[key];
  // A count keeps the wrapping of what it counts: `{ data: { attributes: { count } } }` for a relation, `{ count }` for a component.
  if (value instanceof PopulatedCount)
    return attr.kind === 'relation' ? { data: { attributes: { count: value.count } } } : { count: value.count };
  // A morph relation's items (a file's `related`) stay flat, tagged with their `__type`, at any depth.
  if (attr.kind === 'relation' && attr.morph) return value;
  if (attr.kind === 'relation' || attr.kind === 'media') {
    const target = registry.get(linkedModel(attr));
    if (Array.isArray(value)) {
      return { data: toRestEntries(registry, target, value as Entity[]) };
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

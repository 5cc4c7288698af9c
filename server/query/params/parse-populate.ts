// REST `populate` → PopulateMap: `*`, `a,b`, dot paths, arrays, object flags, and per-relation
// fields/filters/sort/populate/start/limit; dynamic zones and a file's `related` (morph) with the
// shared and the `on` strategies.
// Unknown keys are ignored, as Strapi v4 does; a relation the caller cannot read stays unpopulated.
// `deep` and `deep,N` (strapi-plugin-populate-deep's convention) expand in deep-populate.ts.
import { publishedOnlyOf } from '../../entries/draft-publish.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import { relatedTypes } from '../../schema/storage-layout.ts';
import type { Attribute, Model } from '../../schema/types.ts';
import type { PopulateMap, PopulateSpec } from '../ast.ts';
import { parseBooleanLoose } from './cast-value.ts';
import { invalidParameter, isPlainObject, type ParamContext } from './invalid.ts';
import { deepPopulate, requestedDeepDepth } from './deep-populate.ts';
import { parseFields } from './parse-fields.ts';
import { parseFilters } from './parse-filters.ts';
import { parseSort } from './parse-sort.ts';
import { populatable, targetModel } from './populatable.ts';

export function parsePopulate(
  registry: SchemaRegistry,
  model: Model,
  raw: unknown,
  ctx: ParamContext,
): PopulateMap | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const deep = requestedDeepDepth(model, raw, ctx);
  if (deep !== null) return deepPopulate(registry, model, deep, ctx);
  const map: PopulateMap = {};
  if (typeof raw === 'string') {
    if (raw === '*') return star(registry, model, ctx);
    for (const path of raw.split(',')) addPath(registry, model, map, path.trim().split('.'), ctx);
    return map;
  }
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (typeof item !== 'string') throw invalidParameter('populate');
      if (item === '*') Object.assign(map, star(registry, model, ctx));
      else for (const path of item.split(',')) addPath(registry, model, map, path.trim().split('.'), ctx);
    }
    return map;
  }
  if (!isPlainObject(raw)) throw invalidParameter('populate');
  for (const [key, value] of Object.entries(raw)) {
    const attr = populatable(model, key, ctx);
    if (!attr) continue;
    const spec = parseSpec(registry, model, attr, value, ctx);
    if (spec) map[key] = spec;
  }
  return map;
}

function star(registry: SchemaRegistry, model: Model, ctx: ParamContext): PopulateMap {
  const map: PopulateMap = {};
  for (const key of Object.keys(model.attributes)) {
    const attr = populatable(model, key, ctx);
    if (attr) map[key] = isMorph(attr) ? everyRelatedType(registry, ctx) : {};
  }
  return map;
}

function addPath(registry: SchemaRegistry, model: Model, map: PopulateMap, path: string[], ctx: ParamContext): void {
  const [head, ...rest] = path;
  const attr = populatable(model, head, ctx);
  if (!attr) return;
  if (isMorph(attr)) {
    const spec = (map[head] ??= everyRelatedType(registry, ctx));
    for (const [uid, typeSpec] of Object.entries(spec.on ?? {}))
      if (rest.length) addPath(registry, registry.get(uid), (typeSpec.populate ??= {}), rest, ctx);
    return;
  }
  const spec = (map[head] ??= {});
  if (rest.length === 0) return;
  const target = targetModel(registry, attr);
  if (!target) return;
  spec.populate ??= {};
  addPath(registry, target, spec.populate, rest, ctx);
}

function parseSpec(
  registry: SchemaRegistry,
  model: Model,
  attr: Attribute,
  value: unknown,
  ctx: ParamContext,
): PopulateSpec | null {
  if (isMorph(attr)) return parseMorph(registry, value, ctx);
  if (value === '*') return {};
  if (!isPlainObject(value)) return parseBooleanLoose(value === null ? 'true' : value) ? {} : null;
  if (attr.kind === 'dynamiczone') return parseDynamicZone(registry, attr.components, value, ctx);
  const spec = parseOptions(registry, targetModel(registry, attr)!, value, ctx);
  // Strapi counts relations and components; on media it populates as if `count` were absent.
  if (value.count !== undefined && attr.kind !== 'media' && parseCount(value.count)) spec.count = true;
  return spec;
}

/** The options one populated attribute (or one component of a zone) takes. */
function parseOptions(
  registry: SchemaRegistry,
  target: Model,
  value: Record<string, unknown>,
  ctx: ParamContext,
): PopulateSpec {
  const spec: PopulateSpec = { pageAcrossParents: true };
  if (value.fields !== undefined) spec.fields = parseFields(target, value.fields);
  if (value.filters !== undefined) spec.where = parseFilters(registry, target, value.filters, ctx);
  if (value.sort !== undefined) spec.sort = parseSort(registry, target, value.sort, ctx);
  if (value.populate !== undefined) spec.populate = parsePopulate(registry, target, value.populate, ctx);
  Object.assign(spec, parseWindow(value));
  if (value.publicationState !== undefined) spec.publishedOnly = parsePublicationState(value.publicationState);
  return spec;
}

/** `start` and `limit` of a populate; a limit of 0 or -1 means none (as Strapi). */
function parseWindow(value: Record<string, unknown>): Pick<PopulateSpec, 'offset' | 'limit'> {
  const out: Pick<PopulateSpec, 'offset' | 'limit'> = {};
  if (value.start !== undefined) {
    const start = integer(value.start, 'start');
    if (start < 0) throw invalidParameter('start');
    if (start > 0) out.offset = start;
  }
  if (value.limit !== undefined) {
    const limit = integer(value.limit, 'limit');
    if (limit < -1) throw invalidParameter('limit');
    if (limit > 0) out.limit = limit;
  }
  return out;
}

function parsePublicationState(v: unknown): boolean {
  const publishedOnly = publishedOnlyOf(v);
  if (publishedOnly === null) throw invalidParameter('publicationState');
  return publishedOnly;
}

function parseDynamicZone(
  registry: SchemaRegistry,
  components: string[],
  value: Record<string, unknown>,
  ctx: ParamContext,
): PopulateSpec {
  const on: Record<string, PopulateSpec> = {};
  // A zone has no fields of its own: field selection belongs under `on`.
  if (value.fields !== undefined && value.on === undefined) {
    const first = Array.isArray(value.fields) ? value.fields[0] : value.fields;
    throw invalidParameter(String(first));
  }
  if (isPlainObject(value.on)) {
    const modelOf = (uid: string) => (components.includes(uid) ? registry.get(uid) : undefined);
    return { on: parseFragments(registry, value.on, modelOf, ctx), fragments: true };
  }
  // Shared strategy: the same options for every component of the zone.
  for (const uid of components)
    on[uid] = parseOptions(registry, registry.get(uid), { ...value, fields: undefined }, ctx);
  return { on };
}

/** `on`: the options of each type it names that `modelOf` knows (a flag or `*`: its defaults). */
function parseFragments(
  registry: SchemaRegistry,
  on: Record<string, unknown>,
  modelOf: (uid: string) => Model | undefined,
  ctx: ParamContext,
): Record<string, PopulateSpec> {
  const out: Record<string, PopulateSpec> = {};
  for (const [uid, sub] of Object.entries(on)) {
    const model = modelOf(uid);
    if (!model) continue;
    if (isPlainObject(sub)) out[uid] = parseOptions(registry, model, sub, ctx);
    else if (parseBooleanLoose(sub === null ? 'true' : sub) || sub === '*') out[uid] = {};
  }
  return out;
}

function isMorph(attr: Attribute): boolean {
  return attr.kind === 'relation' && attr.morph;
}

/**
 * A morph relation (a file's `related`), as Strapi reads its populate: any value that is not an
 * object populates every type it may hold. `on` names types, each with the options of a relation.
 * Without `on`, options are shared by every type: fields (each type must have them), populate as
 * text (`*`, `a,b`; object forms are dropped), and one window per type; the rest is ignored.
 */
function parseMorph(registry: SchemaRegistry, value: unknown, ctx: ParamContext): PopulateSpec {
  if (!isPlainObject(value)) return everyRelatedType(registry, ctx);
  if (value.on !== undefined) {
    const related = new Map(relatedTypes(registry).map((m) => [m.uid, m]));
    const modelOf = (uid: string) => (ctx.canRead(uid) ? related.get(uid) : undefined);
    return { on: isPlainObject(value.on) ? parseFragments(registry, value.on, modelOf, ctx) : {}, fragments: true };
  }
  // Strapi's query names the fields on every type, readable or not: one a type lacks is refused.
  if (value.fields !== undefined) for (const model of relatedTypes(registry)) parseFields(model, value.fields);
  const text = typeof value.populate === 'string' || Array.isArray(value.populate);
  return everyRelatedType(registry, ctx, (model) => ({
    ...parseWindow(value),
    ...(value.fields !== undefined ? { fields: parseFields(model, value.fields) } : {}),
    ...(text ? { populate: parsePopulate(registry, model, value.populate, ctx) } : {}),
  }));
}

/** Every type a file's `related` may hold that the caller may read, each with `specOf`'s options. */
function everyRelatedType(
  registry: SchemaRegistry,
  ctx: ParamContext,
  specOf: (model: Model) => PopulateSpec = () => ({}),
): PopulateSpec {
  const on: Record<string, PopulateSpec> = {};
  for (const model of relatedTypes(registry)) if (ctx.canRead(model.uid)) on[model.uid] = specOf(model);
  return { on };
}

const COUNT_FLAGS: Record<string, boolean> = {
  true: true,
  t: true,
  '1': true,
  false: false,
  f: false,
  '0': false,
  '': false,
};

function parseCount(v: unknown): boolean {
  const flag =
    typeof v === 'string' || typeof v === 'boolean' || typeof v === 'number' ? COUNT_FLAGS[String(v)] : undefined;
  // Strapi answers any other value with a 500.
  if (flag === undefined) throw invalidParameter('count');
  return flag;
}

function integer(v: unknown, name: string): number {
  const s = String(v);
  if (!/^-?\d+$/.test(s)) throw invalidParameter(name);
  return Number(s);
}

// JSON Schemas (OpenAPI 3.1 dialect) of what the REST API answers and accepts, per model: entries
// in the v4 envelope, flat entities (plugin answers), components, zone items, filters and inputs.
import { LIST_OPERATORS, PRESENCE_OPERATORS } from '../../../shared/filter-operators.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Attribute, Model, ScalarAttribute } from '../../schema/types.ts';
import { FAMILY_OPERATORS, fieldShape, type FieldShape, type OperatorFamily } from '../field-types.ts';
import { MEDIA_UID, nullable, outputAttributes, reachableModels, relatedAttribute } from '../output-attributes.ts';
import { relatedTypes } from '../../schema/storage-layout.ts';

export type Schema = Record<string, unknown>;
export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

function valueSchema(shape: FieldShape): Schema {
  if (shape.enum) return { type: 'string', enum: shape.enum };
  if (shape.wire === 'json') return {};
  return shape.format ? { type: shape.wire, format: shape.format } : { type: shape.wire };
}

function orNull(s: Schema): Schema {
  if (s.enum) return { ...s, type: [s.type, 'null'], enum: [...(s.enum as unknown[]), null] };
  if (typeof s.type === 'string') return { ...s, type: [s.type, 'null'] };
  return s;
}

function scalarSchema(model: Model, a: ScalarAttribute): Schema {
  const s = valueSchema(fieldShape(a));
  return nullable(model, a) ? orNull(s) : s;
}

export interface SchemaContext {
  registry: SchemaRegistry;
  names: Map<string, string>;
}

/** `bare`: plugin answers (users, files) nest related entities without the `{ data }` envelope. */
function populatedSchema(ctx: SchemaContext, a: Attribute, bare: boolean): Schema {
  const n = (uid: string) => ctx.names.get(uid)!;
  if (bare && (a.kind === 'relation' || a.kind === 'media')) {
    const target = ref(`${n(a.kind === 'media' ? MEDIA_UID : a.target)}Flat`);
    const many = a.kind === 'media' ? a.multiple : a.toMany;
    return many
      ? { oneOf: [{ type: 'array', items: target }, { type: 'null' }] }
      : { oneOf: [target, { type: 'null' }] };
  }
  if (a.kind === 'relation') {
    const data = ref(n(a.target));
    return {
      type: 'object',
      properties: { data: a.toMany ? { type: 'array', items: data } : { oneOf: [data, { type: 'null' }] } },
      required: ['data'],
    };
  }
  if (a.kind === 'media') {
    const data = ref(n(MEDIA_UID));
    // An empty multiple media field is answered `{ data: null }`.
    return {
      type: 'object',
      properties: {
        data: a.multiple
          ? { oneOf: [{ type: 'array', items: data }, { type: 'null' }] }
          : { oneOf: [data, { type: 'null' }] },
      },
      required: ['data'],
    };
  }
  if (a.kind === 'component')
    return a.repeatable
      ? { type: 'array', items: ref(n(a.component)) }
      : { oneOf: [ref(n(a.component)), { type: 'null' }] };
  if (a.kind === 'dynamiczone') {
    const mapping = Object.fromEntries(a.components.map((c) => [c, `#/components/schemas/${n(c)}ZoneItem`]));
    return {
      type: 'array',
      items: {
        oneOf: a.components.map((c) => ref(`${n(c)}ZoneItem`)),
        discriminator: { propertyName: '__component', mapping },
      },
    };
  }
  return {};
}

/** Every field is optional: `fields` selects scalars, `populate` adds the rest. */
function attributesSchema(ctx: SchemaContext, model: Model, bare = false): Schema {
  const properties: Record<string, Schema> = {};
  for (const a of outputAttributes(model)) {
    properties[a.name] =
      a.kind === 'scalar'
        ? scalarSchema(model, a)
        : { ...populatedSchema(ctx, a, bare), description: 'Present when populated.' };
  }
  if (relatedAttribute(model))
    properties.related = {
      type: 'array',
      items: ref('RelatedItem'),
      description: 'Present when populated (and not empty): the entries and components that hold the file.',
    };
  return { type: 'object', properties, additionalProperties: false };
}

function filtersSchema(ctx: SchemaContext, model: Model): Schema {
  const name = ctx.names.get(model.uid)!;
  const properties: Record<string, Schema> = { id: ref('OrderedFilter') };
  for (const a of outputAttributes(model)) {
    if (a.kind === 'scalar') properties[a.name] = ref(`${fieldShape(a).family}Filter`);
    else if (a.kind === 'relation' || a.kind === 'media')
      properties[a.name] = ref(`${ctx.names.get(a.kind === 'media' ? MEDIA_UID : a.target)}Filters`);
    else if (a.kind === 'component') properties[a.name] = ref(`${ctx.names.get(a.component)}Filters`);
  }
  properties.$and = { type: 'array', items: ref(`${name}Filters`) };
  properties.$or = { type: 'array', items: ref(`${name}Filters`) };
  properties.$not = ref(`${name}Filters`);
  return { type: 'object', properties, additionalProperties: false };
}

/** What a create or update accepts under `data`: scalars, related ids, component objects, zone items. */
function inputSchema(ctx: SchemaContext, model: Model): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const a of Object.values(model.attributes)) {
    if (a.kind === 'scalar') {
      if (a.system && a.name !== 'publishedAt' && a.name !== 'locale') continue;
      properties[a.name] = orNull(valueSchema(fieldShape(a)));
      if (a.raw.required === true && !model.draftAndPublish) required.push(a.name);
    } else if (a.kind === 'relation') {
      if (a.morph || a.name === 'localizations') continue;
      properties[a.name] = ref('RelationInput');
    } else if (a.kind === 'media') {
      properties[a.name] = a.multiple ? { type: 'array', items: { type: 'integer' } } : { type: ['integer', 'null'] };
    } else if (a.kind === 'component') {
      const item = ref(`${ctx.names.get(a.component)}Input`);
      properties[a.name] = a.repeatable ? { type: 'array', items: item } : { oneOf: [item, { type: 'null' }] };
    } else if (a.kind === 'dynamiczone') {
      properties[a.name] = {
        type: 'array',
        items: {
          oneOf: a.components.map((c) => ({
            allOf: [
              ref(`${ctx.names.get(c)}Input`),
              { type: 'object', properties: { __component: { const: c } }, required: ['__component'] },
            ],
          })),
        },
      };
    }
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** An entity with its `id` among its fields: components, and the plugins' bare answers (files, users). */
export function flatSchema(ctx: SchemaContext, model: Model, bare: boolean): Schema {
  const attrs = attributesSchema(ctx, model, bare);
  return { ...attrs, properties: { id: { type: 'integer' }, ...(attrs.properties as Schema) }, required: ['id'] };
}

function operatorSchema(family: OperatorFamily): Schema {
  const properties: Record<string, Schema> = {};
  for (const op of FAMILY_OPERATORS[family]) {
    if (op === '$between') properties[op] = { type: 'array', items: {}, minItems: 2, maxItems: 2 };
    else if (LIST_OPERATORS.has(op)) properties[op] = { type: 'array', items: {} };
    else if (PRESENCE_OPERATORS.has(op)) properties[op] = { type: 'boolean' };
    else properties[op] = {};
  }
  properties.$not = ref(`${family}Filter`);
  return {
    description: `A value (compared with $eq), a list ($in), or operators: ${FAMILY_OPERATORS[family].join(', ')}.`,
    oneOf: [
      { type: ['string', 'number', 'boolean'] },
      { type: 'array' },
      { type: 'object', properties, additionalProperties: false },
    ],
  };
}

export function modelSchemas(ctx: SchemaContext): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const family of Object.keys(FAMILY_OPERATORS) as OperatorFamily[])
    out[`${family}Filter`] = operatorSchema(family);
  out.RelationInput = {
    description: 'Related ids, or connect / disconnect / set with optional positions.',
    oneOf: [
      { type: ['integer', 'null'] },
      { type: 'array', items: { type: 'integer' } },
      {
        type: 'object',
        properties: { connect: { type: 'array' }, disconnect: { type: 'array' }, set: { type: 'array' } },
        additionalProperties: false,
      },
    ],
  };
  out.Error = {
    type: 'object',
    properties: {
      data: { type: 'null' },
      error: {
        type: 'object',
        properties: {
          status: { type: 'integer' },
          name: { type: 'string' },
          message: { type: 'string' },
          details: { type: 'object' },
        },
        required: ['status', 'name', 'message', 'details'],
      },
    },
    required: ['data', 'error'],
  };
  out.PaginationMeta = {
    oneOf: [
      {
        type: 'object',
        properties: {
          page: { type: 'integer' },
          pageSize: { type: 'integer' },
          pageCount: { type: 'integer' },
          total: { type: 'integer' },
        },
        required: ['page', 'pageSize'],
      },
      {
        type: 'object',
        properties: { start: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' } },
        required: ['start', 'limit'],
      },
    ],
  };
  out.RelatedItem = {
    description: 'An entry or component holding a file, flat at every depth (relations and media without `data`).',
    type: 'object',
    properties: {
      // An empty enum is no valid JSON Schema (Ajv refuses it): a schema without media names none.
      __type: relatedTypes(ctx.registry).length
        ? { enum: relatedTypes(ctx.registry).map((m) => m.uid) }
        : { type: 'string' },
      id: { type: 'integer' },
    },
    required: ['__type', 'id'],
  };
  for (const m of reachableModels(ctx.registry)) {
    const name = ctx.names.get(m.uid)!;
    out[`${name}Filters`] = filtersSchema(ctx, m);
    if (m.modelType === 'component') {
      out[name] = flatSchema(ctx, m, false);
      // Its own schema, not allOf the component's: the component's closed property list would refuse `__component`.
      const flat = flatSchema(ctx, m, false);
      out[`${name}ZoneItem`] = {
        ...flat,
        properties: { ...(flat.properties as Schema), __component: { const: m.uid } },
        required: ['id', '__component'],
      };
      out[`${name}Input`] = inputSchema(ctx, m);
      continue;
    }
    out[name] = {
      type: 'object',
      properties: { id: { type: 'integer' }, attributes: ref(`${name}Attributes`) },
      required: ['id', 'attributes'],
    };
    out[`${name}Attributes`] = attributesSchema(ctx, m);
    out[`${name}Flat`] = flatSchema(ctx, m, true);
    out[`${name}Input`] = inputSchema(ctx, m);
    out[`${name}Request`] = { type: 'object', properties: { data: ref(`${name}Input`) }, required: ['data'] };
    out[`${name}Response`] = {
      type: 'object',
      properties: { data: ref(name), meta: { type: 'object' } },
      required: ['data', 'meta'],
    };
    out[`${name}ListResponse`] = {
      type: 'object',
      properties: {
        data: { type: 'array', items: ref(name) },
        meta: { type: 'object', properties: { pagination: ref('PaginationMeta') }, required: ['pagination'] },
      },
      required: ['data', 'meta'],
    };
  }
  return out;
}

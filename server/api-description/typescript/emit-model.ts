// One model's types: how the REST API answers it (content types: \`{ id, attributes }\`; components
// flat with \`id\`), and the query parameters that can be asked of it (filters, sort, fields, populate).
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Attribute, Model, ScalarAttribute } from '../../schema/types.ts';
import { fieldShape, ID_SHAPE, type FieldShape } from '../field-types.ts';
import {
  MEDIA_UID,
  nullable,
  outputAttributes,
  outputScalars,
  reachableModels,
  relatedAttribute,
} from '../output-attributes.ts';
import { relatedTypes } from '../../schema/storage-layout.ts';

export interface EmitContext {
  registry: SchemaRegistry;
  names: Map<string, string>;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
export const prop = (name: string): string => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const literal = (s: string): string => JSON.stringify(s);

export function valueType(shape: FieldShape): string {
  if (shape.enum) return shape.enum.length ? shape.enum.map(literal).join(' | ') : 'string';
  if (shape.wire === 'integer' || shape.wire === 'number') return 'number';
  if (shape.wire === 'json') return 'JsonValue';
  return shape.wire;
}

function scalarLine(model: Model, a: ScalarAttribute): string {
  const t = valueType(fieldShape(a));
  return `  ${prop(a.name)}: ${nullable(model, a) && !t.includes(' | null') ? `${t} | null` : t};`;
}

/** The TypeScript type of a relation, media, component or zone value, present once populated. */
function populatedLine(ctx: EmitContext, a: Attribute): string {
  const n = (uid: string) => ctx.names.get(uid)!;
  let t: string;
  if (a.kind === 'relation') t = a.toMany ? `RelationList<${n(a.target)}>` : `Relation<${n(a.target)}>`;
  else if (a.kind === 'media') t = a.multiple ? `MediaList<${n(MEDIA_UID)}>` : `Relation<${n(MEDIA_UID)}>`;
  else if (a.kind === 'component') t = a.repeatable ? `${n(a.component)}[]` : `${n(a.component)} | null`;
  else if (a.kind === 'dynamiczone')
    t = `Array<${a.components.map((c) => `({ __component: ${literal(c)} } & ${n(c)})`).join(' | ') || 'never'}>`;
  else throw new Error('scalar');
  return `  /** Present when populated. */\n  ${prop(a.name)}?: ${t};`;
}

export function emitEntryTypes(ctx: EmitContext, model: Model): string {
  const name = ctx.names.get(model.uid)!;
  const lines = outputAttributes(model).map((a) =>
    a.kind === 'scalar' ? scalarLine(model, a) : populatedLine(ctx, a),
  );
  if (relatedAttribute(model))
    lines.push('  /** Present when populated (and not empty). */\n  related?: RelatedItem[];');
  const body = lines.join('\n');
  if (model.modelType === 'component') {
    return `/** Component ${model.uid}. */\nexport interface ${name} {\n  id: number;\n${body}\n}`;
  }
  return `/** ${model.kind === 'singleType' ? 'Single' : 'Collection'} type ${model.uid}. */
export interface ${name} {
  id: number;
  attributes: ${name}Attributes;
}

export interface ${name}Attributes {
${body}
}`;
}

export function emitQueryTypes(ctx: EmitContext, model: Model): string {
  const name = ctx.names.get(model.uid)!;
  const scalars = outputScalars(model);
  const fieldNames = scalars.map((a) => literal(a.name));
  const filterLines = [`  id?: ${ID_SHAPE.family}Filter<number>;`];
  for (const a of outputAttributes(model)) {
    if (a.kind === 'scalar') {
      const shape = fieldShape(a);
      filterLines.push(
        `  ${prop(a.name)}?: ${shape.family}Filter<${shape.wire === 'json' ? 'string' : valueType(shape)}>;`,
      );
    } else if (a.kind === 'relation') {
      filterLines.push(`  ${prop(a.name)}?: ${ctx.names.get(a.target)}Filters | number | number[];`);
    } else if (a.kind === 'media') {
      filterLines.push(`  ${prop(a.name)}?: ${ctx.names.get(MEDIA_UID)}Filters | number | number[];`);
    } else if (a.kind === 'component') {
      filterLines.push(`  ${prop(a.name)}?: ${ctx.names.get(a.component)}Filters;`);
    }
  }
  filterLines.push(`  $and?: ${name}Filters[];`, `  $or?: ${name}Filters[];`, `  $not?: ${name}Filters;`);

  const populateLines: string[] = [];
  const populateKeys: string[] = [];
  for (const a of outputAttributes(model)) {
    if (a.kind === 'scalar') continue;
    populateKeys.push(literal(a.name));
    populateLines.push(`  ${prop(a.name)}?: PopulateFlag | ${populateOptions(ctx, a)};`);
  }
  if (relatedAttribute(model)) {
    populateKeys.push(literal('related'));
    populateLines.push(`  related?: PopulateFlag | ${relatedPopulate(ctx)};`);
  }
  const keys = populateKeys.length ? populateKeys.join(' | ') : 'never';
  const parts = [
    `export type ${name}Field = ${fieldNames.length ? fieldNames.join(' | ') : 'never'};`,
    `export type ${name}SortField = ${['"id"', ...fieldNames].join(' | ')};`,
    `export interface ${name}Filters {\n${filterLines.join('\n')}\n}`,
    `export type ${name}PopulateKey = ${keys};`,
    `export type ${name}Populate =\n  | '*'\n  | DeepPopulate\n  | ${name}PopulateKey\n  | \`\${${name}PopulateKey}.\${string}\`\n  | Array<${name}PopulateKey | \`\${${name}PopulateKey}.\${string}\` | '*'>\n  | {\n${populateLines.map((l) => `  ${l}`).join('\n')}\n    };`,
  ];
  if (model.modelType === 'contentType') parts.push(queryType(name, model));
  return parts.join('\n\n');
}

function populateOptions(ctx: EmitContext, a: Attribute): string {
  const n = (uid: string) => ctx.names.get(uid)!;
  if (a.kind === 'relation') {
    const t = n(a.target);
    return `RelationPopulate<${t}Field, ${t}Filters, ${t}SortField, ${t}Populate>`;
  }
  if (a.kind === 'media') return `ComponentPopulate<${n(MEDIA_UID)}Field, ${n(MEDIA_UID)}Populate>`;
  if (a.kind === 'component') return `ComponentPopulate<${n(a.component)}Field, ${n(a.component)}Populate>`;
  if (a.kind === 'dynamiczone') {
    const on = a.components
      .map((c) => `${literal(c)}?: PopulateFlag | ComponentPopulate<${n(c)}Field, ${n(c)}Populate>`)
      .join('; ');
    return `{ populate?: '*' | string | string[] | Record<string, unknown>; on?: { ${on} } }`;
  }
  return 'never';
}

/** Options shared by every type a file's `related` holds, or per type under `on`. */
function relatedPopulate(ctx: EmitContext): string {
  const reachable = new Set(reachableModels(ctx.registry));
  const on = relatedTypes(ctx.registry)
    .filter((m) => reachable.has(m))
    .map((m) => {
      const t = ctx.names.get(m.uid)!;
      return `${literal(m.uid)}?: PopulateFlag | RelationPopulate<${t}Field, ${t}Filters, ${t}SortField, ${t}Populate>`;
    })
    .join('; ');
  return `{ fields?: string[]; populate?: '*' | string | string[]; start?: number; limit?: number; on?: { ${on} } }`;
}

function queryType(name: string, model: Model): string {
  const extra: string[] = [];
  if (model.draftAndPublish) extra.push(`  publicationState?: 'live' | 'preview';`);
  if (model.localized) extra.push('  locale?: string;');
  return `/** Query parameters of GET ${model.kind === 'singleType' ? 'the single type' : 'the collection'} (qs bracket syntax on the wire). */
export interface ${name}Query {
  filters?: ${name}Filters;
  /** A text search over the id and string-like fields. */
  _q?: string;
  sort?: Sort<${name}SortField>;
  pagination?: PaginationParams;
  fields?: ${name}Field[];
  populate?: ${name}Populate;
${extra.join('\n')}
}`.replace(/\n\n}$/, '\n}');
}

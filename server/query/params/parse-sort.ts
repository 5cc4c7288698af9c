// REST `sort` → SortItem[]: `title`, `title:desc`, `a,b:desc`, arrays, `{ title: 'desc' }`,
// and nested relation sorts (`author.name:asc`, `{ author: { name: 'asc' } }`).
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';
import type { SortItem } from '../ast.ts';
import { invalidParameter, isPlainObject, type ParamContext } from './invalid.ts';

export function parseSort(
  registry: SchemaRegistry,
  model: Model,
  raw: unknown,
  ctx: ParamContext,
): SortItem[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const items: SortItem[] = [];
  const add = (v: unknown) => {
    if (typeof v === 'string') {
      for (const part of v.split(',')) if (part.trim()) items.push(fromString(registry, model, part.trim(), ctx));
    } else if (isPlainObject(v)) {
      items.push(...fromObject(registry, model, v, [], ctx));
    } else if (!ctx.valuesUnused) {
      throw invalidParameter('sort');
    }
  };
  if (Array.isArray(raw)) raw.forEach(add);
  else add(raw);
  return items;
}

/** Strapi fails on another order only when it runs the query (a 500), so a findOne never sees it. */
function parseOrder(order: string | undefined, ctx: ParamContext): 'asc' | 'desc' {
  if (order === undefined) return 'asc';
  const o = order.toLowerCase();
  if (o === 'asc' || o === 'desc') return o;
  if (ctx.valuesUnused) return 'asc';
  throw invalidParameter('sort');
}

function fromString(registry: SchemaRegistry, model: Model, s: string, ctx: ParamContext): SortItem {
  // Strapi reads `field:order` and ignores anything after a second colon.
  const [field, order] = s.split(':');
  const path = field.split('.');
  // `sort=author:asc` names a relation without a field; Strapi rejects the value it then sees
  // (the order, or the relation's own name when there is none).
  validatePath(registry, model, path, order ?? path[path.length - 1], ctx);
  return { path, order: parseOrder(order, ctx) };
}

function fromObject(
  registry: SchemaRegistry,
  model: Model,
  obj: Record<string, unknown>,
  prefix: string[],
  ctx: ParamContext,
): SortItem[] {
  const out: SortItem[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const path = [...prefix, k];
    if (isPlainObject(v)) {
      out.push(...fromObject(registry, model, v, path, ctx));
    } else {
      validatePath(registry, model, path, String(v), ctx);
      out.push({ path, order: parseOrder(String(v), ctx) });
    }
  }
  return out;
}

function validatePath(registry: SchemaRegistry, model: Model, path: string[], order: string, ctx: ParamContext): void {
  let current = model;
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const last = i === path.length - 1;
    if (key === 'id') {
      if (!last) throw invalidParameter(path[i + 1]);
      return;
    }
    const attr = current.attributes[key];
    if (
      !attr ||
      attr.private ||
      attr.kind === 'dynamiczone' ||
      attr.kind === 'media' ||
      (attr.kind === 'relation' && attr.morph)
    ) {
      throw invalidParameter(key);
    }
    if (attr.kind === 'scalar') {
      if (!last) throw invalidParameter(path[i + 1]);
      return;
    }
    if (last) throw invalidParameter(order);
    if (attr.kind === 'relation') {
      if (!ctx.canRead(attr.target)) throw invalidParameter(key);
      current = registry.get(attr.target);
    } else {
      current = registry.get(attr.component);
    }
  }
}

// `populate=deep` and `populate=deep,N`, the convention of strapi-plugin-populate-deep, which many
// Strapi v4 frontends rely on. Its tree, level by level: the queried model is level 1; each relation,
// component and dynamic-zone component opens the next level; at level N an attribute is populated
// without anything below it. Media are populated flat (never the file's own relations), `localizations`
// flat at any depth, creator fields (admin users) never. Depth is what stops cycles, as in the plugin,
// so a cyclic schema is populated around the cycle until the depth runs out.
import { ValidationError } from '../../errors.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';
import type { PopulateMap, PopulateSpec } from '../ast.ts';
import type { ParamContext } from './invalid.ts';
import { populatable } from './populatable.ts';

/** The plugin's `defaultDepth`. */
export const DEFAULT_DEEP_DEPTH = 5;
/** Each populated attribute costs one query per request; a tree past this size is refused, not run. */
export const MAX_DEEP_ATTRIBUTES = 2000;

/**
 * The depth a `populate` value asks for when its first item is `deep`, or null when it is an ordinary
 * populate. A model with its own attribute named `deep` keeps Strapi's meaning of the name.
 */
export function requestedDeepDepth(model: Model, raw: unknown, ctx: ParamContext): number | null {
  const items =
    typeof raw === 'string'
      ? raw.split(',')
      : Array.isArray(raw) && raw.every((i) => typeof i === 'string')
        ? raw.flatMap((i: string) => i.split(','))
        : null;
  if (!items || items[0].trim() !== 'deep' || populatable(model, 'deep', ctx)) return null;
  const depth = (items[1] ?? '').trim();
  if (depth === '') return DEFAULT_DEEP_DEPTH;
  if (!/^\d+$/.test(depth))
    throw new ValidationError(
      `Invalid parameter populate: the depth of deep must be a whole number, got ${JSON.stringify(depth)}`,
    );
  return Number(depth);
}

export function deepPopulate(
  registry: SchemaRegistry,
  model: Model,
  depth: number,
  ctx: ParamContext,
): PopulateMap | undefined {
  const budget = { left: MAX_DEEP_ATTRIBUTES, depth };
  return levelBelow(registry, model, depth, ctx, budget).populate;
}

interface Budget {
  left: number;
  depth: number;
}

function levelBelow(
  registry: SchemaRegistry,
  model: Model,
  depth: number,
  ctx: ParamContext,
  budget: Budget,
): PopulateSpec {
  if (depth <= 1) return {};
  const map: PopulateMap = {};
  for (const key of Object.keys(model.attributes)) {
    const attr = populatable(model, key, ctx);
    // Left out before they count: the admin's types, and a file's `related` (it leads back to
    // every entry that holds the file).
    if (!attr || (attr.kind === 'relation' && (attr.target.startsWith('admin::') || attr.morph))) continue;
    if (--budget.left < 0) {
      throw new ValidationError(
        `Invalid parameter populate: deep,${budget.depth} populates more than ${MAX_DEEP_ATTRIBUTES} attributes; ask for a smaller depth`,
      );
    }
    if (attr.kind === 'media') map[key] = {};
    else if (attr.kind === 'component')
      map[key] = levelBelow(registry, registry.get(attr.component), depth - 1, ctx, budget);
    else if (attr.kind === 'relation') {
      map[key] = key === 'localizations' ? {} : levelBelow(registry, registry.get(attr.target), depth - 1, ctx, budget);
    } else if (attr.kind === 'dynamiczone') {
      const on: Record<string, PopulateSpec> = {};
      for (const uid of attr.components) on[uid] = levelBelow(registry, registry.get(uid), depth - 1, ctx, budget);
      map[key] = { on };
    }
  }
  return Object.keys(map).length === 0 ? {} : { populate: map };
}

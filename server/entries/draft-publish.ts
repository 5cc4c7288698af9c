// Draft & publish, decided here for every caller: which entries a reader sees in the live and
// preview states (its own list, and the relations it populates), when a create publishes, when
// an entry is a draft (drafts skip required and minimum checks) and what publish and unpublish
// store. REST, GraphQL, the studio's API and the query layer ask; none of them decides.
import { type Condition, type PopulateMap, type PopulateSpec } from '../query/ast.ts';
import type { Model } from '../schema/types.ts';

export type PublicationState = 'live' | 'preview';

const PUBLISHED: Condition = { type: 'compare', attribute: 'publishedAt', op: '$notNull', value: true };

/** What a find sees of a model: in the live state (the default) its published entries only. */
export function publicationScope(model: Model, state: PublicationState | undefined): Condition | undefined {
  return model.draftAndPublish && (state ?? 'live') === 'live' ? PUBLISHED : undefined;
}

/** What a populated relation shows of its target: published entries only when the populate asks for it. */
export function populatedScope(target: Model, spec: PopulateSpec): Condition | undefined {
  return spec.publishedOnly && target.draftAndPublish ? PUBLISHED : undefined;
}

/**
 * A REST list's or single type's populate in the given state: Strapi's live state also hides
 * drafts among populated relations, at every depth, unless `populate[x][publicationState]`
 * chooses for one (a REST findOne, create, update or delete populates drafts too). Below a
 * dynamic zone or a file's `related` populated through `on` fragments it hides none: Strapi's
 * database layer starts each fragment's query from the fragment alone, without the inherited live
 * filter. Shared options hide drafts of every type a file's `related` holds.
 */
export function populateInState(map: PopulateMap | undefined, state: PublicationState | undefined) {
  return map && (state ?? 'live') === 'live' ? livePopulate(map) : map;
}

function livePopulate(map: PopulateMap): PopulateMap {
  const out: PopulateMap = {};
  for (const [k, spec] of Object.entries(map)) {
    out[k] = {
      ...spec,
      publishedOnly: spec.publishedOnly ?? true,
      populate: spec.populate && livePopulate(spec.populate),
      on:
        spec.on && !spec.fragments
          ? Object.fromEntries(
              Object.entries(spec.on).map(([uid, s]) => [
                uid,
                { ...s, publishedOnly: s.publishedOnly ?? true, populate: s.populate && livePopulate(s.populate) },
              ]),
            )
          : spec.on,
    };
  }
  return out;
}

/** A GraphQL to-many relation field: its own `publicationState` argument (live by default) decides. */
export function relationFieldPublishedOnly(target: Model, state: unknown): boolean | undefined {
  return target.draftAndPublish ? state !== 'preview' : undefined;
}

/** `populate[x][publicationState]`: live shows published targets only; anything else is refused (null). */
export function publishedOnlyOf(value: unknown): boolean | null {
  return value === 'live' ? true : value === 'preview' ? false : null;
}

/**
 * The publishedAt a create stores: REST publishes unless publishedAt is sent (Strapi's controller
 * rule); GraphQL and the studio create drafts unless they send it.
 */
export function publishedAtOnCreate(
  model: Model,
  data: Record<string, unknown>,
  publishByDefault: boolean | undefined,
  now: number,
): unknown {
  if (model.draftAndPublish && publishByDefault && data.publishedAt === undefined) return new Date(now).toISOString();
  return data.publishedAt;
}

/** A draft is validated leniently: a model with draft & publish whose entry has no publishedAt. */
export function isDraft(model: Model, publishedAt: unknown): boolean {
  return model.draftAndPublish && (publishedAt === null || publishedAt === undefined);
}

/**
 * Strapi validates a GraphQL create as a draft only when `publishedAt: null` is sent; without it
 * the required attributes are checked, although the entry is then stored unpublished.
 */
export function graphqlCreateChecksRequired(model: Model, data: Record<string, unknown>): boolean {
  return model.draftAndPublish && data.publishedAt === undefined;
}

/** The studio's status filter: drafts, published entries, or all (undefined). */
export function statusScope(model: Model, status: 'draft' | 'published' | 'all'): Condition | undefined {
  if (!model.draftAndPublish || status === 'all') return undefined;
  return status === 'published' ? PUBLISHED : { type: 'compare', attribute: 'publishedAt', op: '$null', value: true };
}

/** The publishedAt that publishing or unpublishing an entry stores. */
export function publishedAtAfter(action: 'publish' | 'unpublish'): string | null {
  return action === 'publish' ? new Date().toISOString() : null;
}

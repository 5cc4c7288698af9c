// REST `_q`: a text search over an entry's own fields, as Strapi's database search runs it: the
// term within `id` and every string-like field (number fields too when the term reads as a number),
// any of them, ANDed with the filters. Private fields are left out, where Strapi searches them: a
// caller could otherwise find a private value (a reset token) out a character at a time.
import { NUMBER_TYPES } from '../../../shared/model.ts';
import type { Model } from '../../schema/types.ts';
import type { Condition } from '../ast.ts';
import { invalidParameter, type ParamContext } from './invalid.ts';

/** Strapi's search types: its string types, without password. */
const SEARCHED_TYPES: ReadonlySet<string> = new Set(['string', 'text', 'uid', 'email', 'enumeration', 'richtext']);

export function parseSearch(model: Model, term: unknown, ctx: ParamContext): Condition | undefined {
  // An empty term searches nothing; the routes of one entry never run a search.
  if (term === undefined || term === null || term === '' || ctx.valuesUnused) return undefined;
  if (typeof term !== 'string') throw invalidParameter('_q');
  const numeric = !Number.isNaN(Number(term));
  const attributes = ['id'];
  for (const attr of Object.values(model.attributes)) {
    if (attr.kind !== 'scalar' || attr.private || attr.raw.searchable === false) continue;
    if (SEARCHED_TYPES.has(attr.type) || (numeric && NUMBER_TYPES.has(attr.type))) attributes.push(attr.name);
  }
  return { type: 'search', term, attributes };
}

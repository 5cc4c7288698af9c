// Builder drafts: a model as the builder edits it, made from a stored model or from scratch, and
// the names Strapi's builder derives from a display name.
import type { RawAttribute } from '../../../shared/model.ts';
import type { ModelDraft, StudioModel } from '../../../server/admin/studio-contract.ts';

export function draftFromModel(m: StudioModel): ModelDraft {
  return {
    kind: m.kind,
    displayName: m.displayName,
    singularName: m.singularName,
    pluralName: m.pluralName,
    category: m.category ?? undefined,
    description: m.description,
    draftAndPublish: m.draftAndPublish,
    localized: m.localized,
    attributes: structuredClone(m.raw.attributes),
  };
}

export function newDraft(kind: ModelDraft['kind']): ModelDraft {
  return {
    kind,
    displayName: '',
    singularName: '',
    pluralName: '',
    description: '',
    attributes: {},
    ...(kind === 'component' ? { category: '' } : { draftAndPublish: kind === 'collectionType', localized: false }),
  };
}

/** `Blog Post` → `blog-post` / `blog-posts`. */
export function namesFrom(displayName: string): { singularName: string; pluralName: string } {
  const singularName = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^[0-9-]+/, '');
  return { singularName, pluralName: singularName ? pluralize(singularName) : '' };
}

export function pluralize(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** A one-line description of an attribute for the builder's field list. */
export function describeAttribute(a: RawAttribute, label: (uid: string) => string): string {
  const flags = [a.required && 'required', a.unique && 'unique', a.private && 'private'].filter(Boolean);
  const base = (() => {
    switch (a.type) {
      case 'relation':
        return `${a.relation}${a.target ? ` → ${label(a.target)}` : ''}${a.inversedBy || a.mappedBy ? ` (↔ ${a.inversedBy ?? a.mappedBy})` : ''}`;
      case 'media':
        return `${a.multiple ? 'multiple' : 'single'} media${a.allowedTypes ? ` · ${a.allowedTypes.join(', ')}` : ''}`;
      case 'component':
        return `${a.repeatable ? 'repeatable ' : ''}component ${a.component ? label(a.component) : ''}`;
      case 'dynamiczone':
        return `dynamic zone · ${(a.components ?? []).map(label).join(', ')}`;
      case 'enumeration':
        return `enumeration · ${(a.enum ?? []).join(', ')}`;
      default:
        return a.type;
    }
  })();
  return [base, ...flags].join(' · ');
}

/** Renames an attribute in place, keeping the order of the others. */
export function withAttribute(
  attrs: Record<string, RawAttribute>,
  oldName: string | null,
  name: string,
  attr: RawAttribute,
): Record<string, RawAttribute> {
  if (oldName === null || !(oldName in attrs)) return { ...attrs, [name]: attr };
  return Object.fromEntries(Object.entries(attrs).map(([k, v]) => (k === oldName ? [name, attr] : [k, v])));
}

export function moveAttribute(
  attrs: Record<string, RawAttribute>,
  name: string,
  by: -1 | 1,
): Record<string, RawAttribute> {
  const entries = Object.entries(attrs);
  const i = entries.findIndex(([k]) => k === name);
  const j = i + by;
  if (i < 0 || j < 0 || j >= entries.length) return attrs;
  [entries[i], entries[j]] = [entries[j], entries[i]];
  return Object.fromEntries(entries);
}

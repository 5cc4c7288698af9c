// Which attributes the list shows as columns: a sensible default per model, the user's choice
// remembered per model in this browser.
import type { StudioAttribute, StudioModel } from '../../../server/admin/studio-contract.ts';

const LISTABLE_KINDS = new Set(['scalar', 'relation', 'media']);
const WIDE_TYPES = new Set(['richtext', 'json', 'blocks', 'password', 'text']);

export function listableAttributes(model: StudioModel): StudioAttribute[] {
  return model.attributes.filter(
    (a) =>
      LISTABLE_KINDS.has(a.kind) &&
      a.name !== 'localizations' &&
      a.type !== 'password' &&
      !(a.kind === 'relation' && a.relation?.startsWith('morph')),
  );
}

export function defaultColumns(model: StudioModel): string[] {
  const candidates = listableAttributes(model).filter((a) => !a.system && !WIDE_TYPES.has(a.type) && a.type !== 'uid');
  const main = candidates.find((a) => a.name === model.mainField);
  const media = candidates.find((a) => a.kind === 'media' && !a.multiple);
  const rest = candidates.filter((a) => a !== main && a !== media && a.kind !== 'media').slice(0, 3);
  const picked = [main, media, ...rest].filter((a) => a !== undefined).map((a) => a.name);
  return [...picked, ...(model.attributes.some((a) => a.name === 'updatedAt') ? ['updatedAt'] : [])];
}

const key = (uid: string) => `tessera.columns.${uid}`;

export function loadColumns(model: StudioModel): string[] {
  try {
    const saved = JSON.parse(localStorage.getItem(key(model.uid)) ?? 'null');
    const known = new Set(listableAttributes(model).map((a) => a.name));
    if (Array.isArray(saved)) {
      const cols = saved.filter((c) => typeof c === 'string' && known.has(c));
      if (cols.length) return cols;
    }
  } catch {
    // A broken saved choice falls back to the default.
  }
  return defaultColumns(model);
}

export function saveColumns(model: StudioModel, columns: string[]): void {
  localStorage.setItem(key(model.uid), JSON.stringify(columns));
}

/** Columns the list can sort by on the server. */
export function isSortable(attr: StudioAttribute): boolean {
  return attr.kind === 'scalar' && !['json', 'blocks', 'password'].includes(attr.type);
}

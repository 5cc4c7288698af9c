// One content type's entries as plain records for JSON or CSV: every field (drafts and every locale
// included), relations and media as ids, components and dynamic zones inline.
import type { PopulateMap } from '../query/ast.ts';
import type { EntryService } from '../entries/entry-service.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';

/** Relations and media by id; components and zones with all their fields, to any depth. */
function exportPopulate(registry: SchemaRegistry, model: Model): PopulateMap {
  const map: PopulateMap = {};
  for (const a of Object.values(model.attributes)) {
    if (a.kind === 'relation') {
      if (!a.morph) map[a.name] = { fields: ['id'] };
    } else if (a.kind === 'media') {
      map[a.name] = { fields: ['id'] };
    } else if (a.kind === 'component') {
      map[a.name] = { populate: exportPopulate(registry, registry.get(a.component)) };
    } else if (a.kind === 'dynamiczone') {
      map[a.name] = {
        on: Object.fromEntries(a.components.map((c) => [c, { populate: exportPopulate(registry, registry.get(c)) }])),
      };
    }
  }
  return map;
}

type Record_ = Record<string, unknown>;

/** Related entities → their ids, inside components too. */
function idsOnly(model: Model, registry: SchemaRegistry, value: Record_): Record_ {
  const out: Record_ = {};
  for (const [key, v] of Object.entries(value)) {
    const a = model.attributes[key];
    if (a && (a.kind === 'relation' || a.kind === 'media')) {
      // A multiple media field left empty is read as null (as Strapi's database layer reads it): a list here.
      if (a.kind === 'media' && a.multiple && v === null) out[key] = [];
      else out[key] = Array.isArray(v) ? v.map((x) => (x as { id: number }).id) : v ? (v as { id: number }).id : null;
    } else if (a && a.kind === 'component' && v) {
      const comp = registry.get(a.component);
      out[key] = Array.isArray(v)
        ? v.map((x) => idsOnly(comp, registry, x as Record_))
        : idsOnly(comp, registry, v as Record_);
    } else if (a && a.kind === 'dynamiczone' && Array.isArray(v)) {
      out[key] = v.map((x) => {
        const item = x as Record_;
        return { __component: item.__component, ...idsOnly(registry.get(String(item.__component)), registry, item) };
      });
    } else {
      out[key] = v;
    }
  }
  return out;
}

export async function exportEntries(registry: SchemaRegistry, entries: EntryService, model: Model): Promise<Record_[]> {
  const rows = await entries.findMany(
    model,
    { fields: null, populate: exportPopulate(registry, model), limit: null },
    { publicationState: 'preview', locale: 'all' },
  );
  return rows.map((r) => idsOnly(model, registry, r));
}

/** Every field a CSV of this model has a column for, in schema order. */
export function csvColumns(model: Model): string[] {
  return [
    'id',
    ...Object.values(model.attributes)
      .filter((a) => !(a.kind === 'relation' && a.morph))
      .map((a) => a.name),
  ];
}

/** RFC 4180: fields with a comma, quote or line break are quoted; lists of ids joined by commas; objects as JSON. */
export function toCsv(columns: string[], records: Record_[]): string {
  const cell = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    const s =
      Array.isArray(v) && v.every((x) => typeof x === 'number')
        ? v.join(',')
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [columns.join(','), ...records.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}

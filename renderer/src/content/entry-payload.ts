// The edit form's values ↔ the write payload of the admin API. The form holds entries as the API
// reads them (relations and media as nested objects); a save sends ids in order (a `set`), each
// component with its id when it has one, dynamic-zone items with their `__component`.
import type { StudioAttribute, StudioModel } from '../../../server/admin/studio-contract.ts';

export type Values = Record<string, unknown>;
export type ModelLookup = (uid: string) => StudioModel | undefined;

const SERVER_MAINTAINED = new Set([
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
  'localizations',
  'createdBy',
  'updatedBy',
]);

/** Attributes the form edits, in model order. */
export function editableAttributes(model: StudioModel): StudioAttribute[] {
  return model.attributes.filter(
    (a) => !SERVER_MAINTAINED.has(a.name) && !(a.kind === 'relation' && a.relation?.startsWith('morph')),
  );
}

export function toWritePayload(model: StudioModel, values: Values, lookup: ModelLookup): Values {
  const out: Values = {};
  for (const attr of editableAttributes(model)) {
    if (!(attr.name in values)) continue;
    const v = values[attr.name];
    switch (attr.kind) {
      case 'scalar':
        if (attr.type === 'password') {
          if (typeof v === 'string' && v !== '') out[attr.name] = v;
        } else {
          out[attr.name] = scalarOut(attr, v);
        }
        break;
      case 'relation':
      case 'media': {
        const many = attr.kind === 'relation' ? attr.toMany : attr.multiple;
        out[attr.name] = many ? idsOf(v) : (idsOf(v)[0] ?? null);
        break;
      }
      case 'component': {
        const comp = lookup(attr.component!);
        if (!comp) break;
        if (attr.repeatable)
          out[attr.name] = (Array.isArray(v) ? v : []).map((item) => componentOut(comp, item as Values, lookup));
        else out[attr.name] = v ? componentOut(comp, v as Values, lookup) : null;
        break;
      }
      case 'dynamiczone':
        out[attr.name] = (Array.isArray(v) ? v : []).flatMap((item) => {
          const comp = lookup(String((item as Values).__component));
          return comp ? [{ __component: comp.uid, ...componentOut(comp, item as Values, lookup) }] : [];
        });
        break;
    }
  }
  return out;
}

function componentOut(comp: StudioModel, item: Values, lookup: ModelLookup): Values {
  const body = toWritePayload(comp, item, lookup);
  return typeof item.id === 'number' ? { id: item.id, ...body } : body;
}

function scalarOut(attr: StudioAttribute, v: unknown): unknown {
  if (v === '' && attr.type !== 'string' && attr.type !== 'text' && attr.type !== 'richtext') return null;
  return v === undefined ? null : v;
}

function idsOf(v: unknown): number[] {
  const list = Array.isArray(v) ? v : v ? [v] : [];
  return list
    .map((x) => (typeof x === 'number' ? x : Number((x as { id: unknown }).id)))
    .filter((n) => Number.isInteger(n));
}

/** Values of a new entry or component: declared defaults, empty lists, password left blank. */
export function initialValues(model: StudioModel): Values {
  const out: Values = {};
  for (const attr of editableAttributes(model)) {
    if (attr.kind === 'scalar')
      out[attr.name] = attr.raw.default ?? (attr.type === 'boolean' ? null : attr.type === 'password' ? '' : null);
    else if (attr.kind === 'relation') out[attr.name] = attr.toMany ? [] : null;
    else if (attr.kind === 'media') out[attr.name] = attr.multiple ? [] : null;
    else if (attr.kind === 'component') out[attr.name] = attr.repeatable ? [] : null;
    else out[attr.name] = [];
  }
  return out;
}

/** Values of a stored entry for the form: passwords are never shown (only their hash is stored). */
export function formValues(model: StudioModel, entry: Values, lookup: ModelLookup): Values {
  const out: Values = { ...entry };
  for (const attr of model.attributes) {
    if (attr.kind === 'scalar' && attr.type === 'password') out[attr.name] = '';
    if (attr.kind === 'component' && entry[attr.name]) {
      const comp = lookup(attr.component!);
      if (comp)
        out[attr.name] = attr.repeatable
          ? (entry[attr.name] as Values[]).map((i) => formValues(comp, i, lookup))
          : formValues(comp, entry[attr.name] as Values, lookup);
    }
    if (attr.kind === 'dynamiczone' && Array.isArray(entry[attr.name])) {
      out[attr.name] = (entry[attr.name] as Values[]).map((i) => {
        const comp = lookup(String(i.__component));
        return comp ? formValues(comp, i, lookup) : i;
      });
    }
  }
  return out;
}

/** Required attributes left empty, by name (a published entry needs them; a draft does not). */
export function missingRequired(model: StudioModel, values: Values): string[] {
  return editableAttributes(model)
    .filter((a) => a.required && isEmpty(a, values[a.name]))
    .map((a) => a.name);
}

function isEmpty(attr: StudioAttribute, v: unknown): boolean {
  if (attr.kind === 'scalar' && attr.type === 'password') return false;
  return (
    v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0 && attr.kind !== 'dynamiczone')
  );
}

/** A new localization's start: the source's values for attributes every locale shares, `blank` for the rest. */
export function sharedValues(model: StudioModel, source: Values, blank: Values): Values {
  const out: Values = { ...blank };
  for (const attr of editableAttributes(model))
    if (!attr.localized && attr.kind === 'scalar' && attr.type !== 'password') out[attr.name] = source[attr.name];
  return out;
}

/** Another entry's values to be saved as new ones: components lose their ids (they belong to the source). */
export function copiedValues(model: StudioModel, source: Values, lookup: ModelLookup): Values {
  const out: Values = {};
  for (const attr of editableAttributes(model)) {
    const v = source[attr.name];
    if (attr.kind === 'component') {
      const comp = lookup(attr.component!);
      const strip = (item: Values) => {
        const { id: _id, ...rest } = comp ? copiedValues(comp, item, lookup) : item;
        return rest;
      };
      out[attr.name] = Array.isArray(v) ? (v as Values[]).map(strip) : v ? strip(v as Values) : null;
    } else if (attr.kind === 'dynamiczone') {
      out[attr.name] = (Array.isArray(v) ? (v as Values[]) : []).map((item) => {
        const comp = lookup(String(item.__component));
        const { id: _id, ...rest } = comp ? copiedValues(comp, item, lookup) : item;
        return { ...rest, __component: item.__component };
      });
    } else {
      out[attr.name] = v;
    }
  }
  return out;
}

/** Reads and writes values at a path (`['blocks', 2, 'title']`) without mutating. */
export function getAt(values: unknown, path: Array<string | number>): unknown {
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined),
    values,
  );
}

export function setAt<T>(values: T, path: Array<string | number>, value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(values)
    ? [...values]
    : { ...(values as object) };
  (container as Record<string | number, unknown>)[head] = setAt(
    (values as Record<string | number, unknown> | undefined)?.[head],
    rest,
    value,
  );
  return container as T;
}

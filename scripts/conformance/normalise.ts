// How a recorded Strapi response and ours are made comparable: timestamps made during the run,
// JWTs, upload hashes and development stack traces vary from run to run; nothing else may.
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/;
const INTROSPECTION_LISTS = new Set([
  'types',
  'fields',
  'inputFields',
  'enumValues',
  'possibleTypes',
  'interfaces',
  'args',
  'directives',
]);

export interface TimeWindow {
  from: number;
  to: number;
}

export function normalise(value: unknown, window: TimeWindow, key = '', inSchema = false): unknown {
  if (Array.isArray(value)) {
    const items = value.map((v) => normalise(v, window, key, inSchema));
    if (
      inSchema &&
      INTROSPECTION_LISTS.has(key) &&
      items.every((v) => v && typeof (v as { name?: unknown }).name === 'string')
    ) {
      items.sort((a, b) => String((a as { name: string }).name).localeCompare(String((b as { name: string }).name)));
    }
    return items;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      if ((k === 'exception' && key === 'extensions') || k === 'stacktrace') continue;
      out[k] = normalise((value as Record<string, unknown>)[k], window, k, inSchema || k === '__schema');
    }
    return out;
  }
  if (typeof value !== 'string') return value;
  if (value === '<JWT>' || JWT.test(value)) return '<JWT>';
  if (ISO.test(value)) {
    const t = Date.parse(value);
    return t >= window.from && t <= window.to ? '<now>' : value;
  }
  if (key === 'hash' || key === 'url') return value.replace(/_[0-9a-f]{10}(?=\.|$)/, '_<hash>');
  return value;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

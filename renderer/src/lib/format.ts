// Display helpers: dates, sizes, durations.
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '—';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  return d.toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A date-time as its date and its time, for cells that may break the line between them. */
export function formatDateAndTime(value: unknown): [string, string] | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return [
    d.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }),
    d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }),
  ];
}

export function formatRelative(value: string | null): string {
  if (!value) return 'never';
  const diff = Date.now() - new Date(value).getTime();
  const abs = Math.abs(diff);
  const units: Array<[number, string]> = [
    [86400000, 'day'],
    [3600000, 'hour'],
    [60000, 'minute'],
  ];
  for (const [ms, unit] of units) {
    if (abs >= ms) {
      const n = Math.round(abs / ms);
      return diff >= 0 ? `${n} ${unit}${n > 1 ? 's' : ''} ago` : `in ${n} ${unit}${n > 1 ? 's' : ''}`;
    }
  }
  return diff >= 0 ? 'just now' : 'in a moment';
}

/** Upload sizes are stored in kB, as Strapi stores them. */
export function formatKb(kb: number): string {
  if (kb < 1) return `${Math.round(kb * 1024)} B`;
  if (kb < 1024) return `${kb.toFixed(kb < 10 ? 1 : 0)} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

const PLURAL_RULES = new Intl.PluralRules('en');

/** `1 asset`, `0 assets`, `3 entries`: the count with the noun in the form English uses for it. */
export function pluralize(n: number, word: string): string {
  return `${n} ${PLURAL_RULES.select(n) === 'one' ? word : pluralNoun(word)}`;
}

/** `Event` → `Events`, `Category` → `Categories`, `Box` → `Boxes`. */
export function pluralNoun(word: string): string {
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** `publishedAt` → `Published at`, `isFeatured` → `Is featured`. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

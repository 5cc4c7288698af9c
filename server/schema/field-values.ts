// How each field type's value is stored (Strapi v4 on SQLite: datetimes as epoch milliseconds,
// dates and times as text, booleans as 0/1, JSON as text) and how it is read back for output.
import type { Param } from '../db/journal.ts';
import { ValidationError } from '../errors.ts';
import { inputText } from '../input/json-input.ts';
import { ParsedOnce } from '../input/parsed-once.ts';
import type { ScalarAttribute } from './types.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// Strapi 4.26's TIME_REGEX (database/fields/time): seconds are required, the fraction optional.
const TIME = /^(2[0-3]|[01][0-9]):([0-5][0-9]):([0-5][0-9])(.[0-9]{1,3})?$/;

export function toStored(attr: ScalarAttribute, value: unknown): Param {
  if (value === null || value === undefined) return null;
  const temporal = temporalParser(attr.type);
  if (temporal) return temporal(value);
  switch (attr.type) {
    case 'boolean':
      return value ? 1 : 0;
    case 'json':
    case 'blocks':
      return JSON.stringify(value);
    case 'integer':
    case 'float':
    case 'decimal':
      return Number(value);
    case 'biginteger':
      return String(value);
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

export function fromStored(attr: ScalarAttribute, value: unknown): unknown {
  return storedReader(attr.type)(value);
}

type StoredReader = (value: unknown) => unknown;

const readText: StoredReader = (v) => (v === null || v === undefined ? null : typeof v === 'string' ? v : String(v));
const readNumber: StoredReader = (v) => (v === null || v === undefined ? null : typeof v === 'number' ? v : Number(v));
// Stored datetimes are epoch numbers; text is what another writer (an import) may have left.
const readDateTime: StoredReader = (v) => (v === null || v === undefined ? null : isoDateTime(epochMs(v)));
const READERS: Partial<Record<ScalarAttribute['type'], StoredReader>> = {
  datetime: readDateTime,
  integer: readNumber,
  float: readNumber,
  decimal: readNumber,
  timestamp: (v) => {
    if (v === null || v === undefined) return null;
    // Strapi v4 answers a timestamp as its epoch milliseconds, in a string.
    const ms = epochMs(v);
    return Number.isNaN(ms) ? null : String(ms);
  },
  date: (v) =>
    v === null || v === undefined ? null : typeof v === 'number' ? new Date(v).toISOString().slice(0, 10) : String(v),
  boolean: (v) => (v === null || v === undefined ? null : v === 1 || v === '1' || v === true || v === 'true'),
  json: readJson,
  blocks: readJson,
};

/** Epoch milliseconds of a stored instant: a number, digits, or a date string (NaN for none). */
function epochMs(v: unknown): number {
  return typeof v === 'number' ? v : /^\d+$/.test(String(v)) ? Number(v) : Date.parse(String(v));
}

function readJson(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  return typeof v === 'string' ? jsonValues.read(v) : v;
}

// A list answers the same stored documents request after request, and parsing a small one took
// 0.6 us (a tenth of a page of 25 entries): each text is kept parsed (parsed-once.ts), up to 256 Ki
// UTF-16 units of texts of at most 2 KiB.
const jsonValues = new ParsedOnce<unknown>(parseJson, 256 * 1024, 2048);

/** The stored text's value; text that is not JSON (another writer's) reads as itself. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * How a field type's stored value is read back, as one function per type: a row decoder calls
 * each column's own (select.ts), where one function switching on the type for every value of every
 * row cost more than reading the values out of SQLite. Any type not listed reads as text.
 */
export function storedReader(type: ScalarAttribute['type']): StoredReader {
  return READERS[type] ?? readText;
}

// Formatting a Date takes ~0.7 µs, and a list answers three datetimes a row, the same ones
// request after request: the formatted strings are kept, up to a bound that keeps memory small.
const isoStrings = new Map<number, string>();
const ISO_STRINGS_KEPT = 20_000;

/** The ISO form of epoch milliseconds, or null past the range a Date holds. */
function isoDateTime(ms: number): string | null {
  let iso = isoStrings.get(ms);
  if (iso === undefined) {
    const date = new Date(ms);
    if (Number.isNaN(date.getTime())) return null;
    iso = date.toISOString();
    if (isoStrings.size >= ISO_STRINGS_KEPT) isoStrings.clear();
    isoStrings.set(ms, iso);
  }
  return iso;
}

/**
 * The stored form of a date, time or datetime by its field type (epoch ms, `yyyy-MM-dd`,
 * `HH:mm:ss.SSS`), or null for other types: writes and filters must agree on it, or a filter on a
 * date would never match what was written.
 */
export function temporalParser(type: ScalarAttribute['type']): ((value: unknown) => number | string) | null {
  switch (type) {
    case 'datetime':
    case 'timestamp':
      return parseDateTime;
    case 'date':
      return parseDate;
    case 'time':
      return parseTime;
    default:
      return null;
  }
}

export function parseDateTime(value: unknown): number {
  const d = value instanceof Date ? value : typeof value === 'number' ? new Date(value) : new Date(inputText(value));
  if (
    Number.isNaN(d.getTime()) ||
    (typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}/.test(value) && !/^\d+$/.test(value))
  ) {
    throw new ValidationError('Invalid format, expected a timestamp or an ISO date');
  }
  return d.getTime();
}

export function parseDate(value: unknown): string {
  const s = value instanceof Date ? value.toISOString() : inputText(value);
  const day = s.slice(0, 10);
  if (
    !DATE.test(day) ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    (s.length > 10 && Number.isNaN(Date.parse(s)))
  ) {
    throw new ValidationError('Invalid format, expected yyyy-MM-dd');
  }
  // A well-formed day that does not exist (2023-02-30): Strapi's parseISO check.
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) throw new ValidationError('Invalid date');
  return day;
}

export function parseTime(value: unknown): string {
  const m = TIME.exec(inputText(value));
  if (!m) throw new ValidationError('Invalid time format, expected HH:mm:ss.SSS');
  return `${m[1]}:${m[2]}:${m[3]}.${(m[4] ? m[4].slice(1) : '000').padEnd(3, '0')}`;
}

// Casts a filter value from the query string to what is stored, per field type.
import { temporalParser } from '../../schema/field-values.ts';
import type { ScalarAttribute } from '../../schema/types.ts';
import { invalidParameter } from './invalid.ts';

/** `true/t/1` and `false/f/0`; anything else by truthiness (Strapi's force-cast). */
export function parseBooleanLoose(v: unknown): boolean {
  if (typeof v === 'string') {
    const s = v.toLowerCase();
    if (s === 'true' || s === 't' || s === '1') return true;
    if (s === 'false' || s === 'f' || s === '0' || s === '') return false;
  }
  if (v === null || v === undefined) return false;
  return Boolean(v);
}

export function castFilterValue(attr: ScalarAttribute | 'id', value: unknown, param: string): unknown {
  if (value === null) return null;
  if (Array.isArray(value)) {
    // One level of list (`$in`, `$between`); a list inside it has no column value to compare with.
    if (value.some(Array.isArray)) throw invalidParameter(param);
    return value.map((v) => castFilterValue(attr, v, param));
  }
  // Strapi does not cast ids: a value that is not a number simply matches nothing.
  if (attr === 'id') {
    if (typeof value === 'object') throw invalidParameter(param);
    return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  const temporal = temporalParser(attr.type);
  if (temporal) return temporal(value);
  switch (attr.type) {
    case 'integer':
    case 'float':
    case 'decimal': {
      // Number(): an empty value is 0, as Strapi casts it.
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) throw invalidParameter(param);
      return n;
    }
    case 'biginteger':
      // Strapi passes the text through: SQLite compares a number-looking text as a number and any
      // other text as greater than every number (`$lt=abc` matches every non-null value).
      return String(value);
    case 'json':
      // Compared with the stored JSON text, so a value is written as JSON first (`str` is `"str"`).
      return JSON.stringify(value);
    case 'boolean':
      return parseBooleanLoose(value) ? 1 : 0;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

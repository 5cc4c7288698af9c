// The SQLite column type Strapi v4 declares for each field type.
import type { ScalarType } from '../../shared/model.ts';

const TYPES: Record<ScalarType, string> = {
  string: 'varchar(255)',
  email: 'varchar(255)',
  password: 'varchar(255)',
  uid: 'varchar(255)',
  enumeration: 'varchar(255)',
  text: 'text',
  richtext: 'text',
  blocks: 'json',
  integer: 'integer',
  biginteger: 'bigint',
  float: 'float',
  decimal: 'float',
  boolean: 'boolean',
  date: 'date',
  time: 'time',
  datetime: 'datetime',
  timestamp: 'datetime',
  json: 'json',
};

export function columnType(type: ScalarType): string {
  return TYPES[type];
}

/** Storage families: a change within one family never loses data. */
export function storageFamily(declared: string): 'text' | 'integer' | 'real' | 'boolean' | 'temporal' | 'json' {
  const t = declared.toLowerCase();
  if (t.startsWith('varchar') || t === 'text') return 'text';
  if (t === 'integer' || t === 'bigint' || t === 'int') return 'integer';
  if (t === 'float' || t.startsWith('decimal') || t === 'real' || t === 'double') return 'real';
  if (t === 'boolean') return 'boolean';
  if (t === 'date' || t === 'time' || t === 'datetime' || t === 'timestamp') return 'temporal';
  if (t === 'json' || t === 'jsonb') return 'json';
  return 'text';
}

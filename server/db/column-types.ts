// The column type Strapi v4 declares for each field type, on SQLite and on PostgreSQL.
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

/** What Strapi 4.26 declares on PostgreSQL (pg_dump of a database it made). */
const POSTGRES_TYPES: Record<ScalarType, string> = {
  ...TYPES,
  blocks: 'jsonb',
  float: 'double precision',
  decimal: 'numeric(10,2)',
  time: 'time',
  datetime: 'timestamp(6)',
  timestamp: 'timestamp(6)',
  json: 'jsonb',
};

export function columnType(type: ScalarType): string {
  return TYPES[type];
}

export function postgresColumnType(type: ScalarType): string {
  return POSTGRES_TYPES[type];
}

/** Storage families: a change within one family never loses data. */
export function storageFamily(declared: string): 'text' | 'integer' | 'real' | 'boolean' | 'temporal' | 'json' {
  const t = declared.toLowerCase();
  if (t.startsWith('varchar') || t.startsWith('character varying') || t === 'text') return 'text';
  if (t === 'integer' || t === 'bigint' || t === 'int') return 'integer';
  if (t === 'float' || t.startsWith('decimal') || t.startsWith('numeric') || t === 'real' || t.startsWith('double'))
    return 'real';
  if (t === 'boolean') return 'boolean';
  if (t === 'date' || t.startsWith('time') || t === 'datetime') return 'temporal';
  if (t === 'json' || t === 'jsonb') return 'json';
  return 'text';
}

// The Strapi v4 model file formats (schema.json of a content type, <category>/<name>.json of a
// component) and the field types they may use. Shared by the server and the studio.

export const SCALAR_TYPES = [
  'string',
  'text',
  'richtext',
  'enumeration',
  'email',
  'password',
  'uid',
  'date',
  'time',
  'datetime',
  'timestamp',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
  'json',
  'blocks',
] as const;
export type ScalarType = (typeof SCALAR_TYPES)[number];

export const RELATION_KINDS = [
  'oneToOne',
  'oneToMany',
  'manyToOne',
  'manyToMany',
  'oneWay',
  'manyWay',
  'morphToOne',
  'morphToMany',
  'morphOne',
  'morphMany',
] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

export const MEDIA_TYPES = ['images', 'videos', 'audios', 'files'] as const;

export interface RawAttribute {
  type: string;
  required?: boolean;
  unique?: boolean;
  private?: boolean;
  configurable?: boolean;
  writable?: boolean;
  default?: unknown;
  min?: number | string;
  max?: number | string;
  minLength?: number;
  maxLength?: number;
  regex?: string;
  enum?: string[];
  targetField?: string;
  relation?: string;
  target?: string;
  inversedBy?: string;
  mappedBy?: string;
  multiple?: boolean;
  allowedTypes?: string[];
  component?: string;
  components?: string[];
  repeatable?: boolean;
  pluginOptions?: { i18n?: { localized?: boolean } } & Record<string, unknown>;
  [key: string]: unknown;
}

export interface RawModel {
  kind?: 'collectionType' | 'singleType';
  collectionName: string;
  info: {
    singularName?: string;
    pluralName?: string;
    displayName?: string;
    name?: string;
    description?: string;
    icon?: string;
  };
  options?: {
    draftAndPublish?: boolean;
    populateCreatorFields?: boolean;
    privateAttributes?: string[];
    [k: string]: unknown;
  };
  pluginOptions?: { i18n?: { localized?: boolean } } & Record<string, unknown>;
  attributes: Record<string, RawAttribute>;
}

/** Scalar types whose values count as text for `_q`, LIKE filters and string validation. */
export const STRING_TYPES: ReadonlySet<string> = new Set([
  'string',
  'text',
  'richtext',
  'enumeration',
  'email',
  'password',
  'uid',
]);
export const NUMBER_TYPES: ReadonlySet<string> = new Set(['integer', 'biginteger', 'float', 'decimal']);

// The kinds of field the builder offers, with the attribute each one starts from.
import type { RawAttribute } from '../../../shared/model.ts';
import type { IconName } from '../components/Icon.tsx';

export interface FieldKind {
  id: string;
  label: string;
  description: string;
  icon: IconName;
  start: RawAttribute;
  /** Raw types this kind edits (to reopen a stored attribute in the right form). */
  types: string[];
}

export const FIELD_KINDS: FieldKind[] = [
  {
    id: 'text',
    label: 'Text',
    description: 'Titles, names, short or long text',
    icon: 'text',
    start: { type: 'string' },
    types: ['string', 'text'],
  },
  {
    id: 'richtext',
    label: 'Rich text',
    description: 'Markdown for articles and pages',
    icon: 'pilcrow',
    start: { type: 'richtext' },
    types: ['richtext'],
  },
  {
    id: 'blocks',
    label: 'Rich text (blocks)',
    description: 'Structured rich text as JSON blocks',
    icon: 'blocks',
    start: { type: 'blocks' },
    types: ['blocks'],
  },
  {
    id: 'number',
    label: 'Number',
    description: 'Integers, big integers, decimals, floats',
    icon: 'hash',
    start: { type: 'integer' },
    types: ['integer', 'biginteger', 'decimal', 'float'],
  },
  {
    id: 'date',
    label: 'Date',
    description: 'A date, a time, or both',
    icon: 'calendar',
    start: { type: 'date' },
    types: ['date', 'time', 'datetime', 'timestamp'],
  },
  {
    id: 'boolean',
    label: 'Boolean',
    description: 'Yes or no, on or off',
    icon: 'toggle',
    start: { type: 'boolean' },
    types: ['boolean'],
  },
  {
    id: 'email',
    label: 'Email',
    description: 'An email address, validated',
    icon: 'mail',
    start: { type: 'email' },
    types: ['email'],
  },
  {
    id: 'password',
    label: 'Password',
    description: 'Stored hashed, never returned',
    icon: 'lock',
    start: { type: 'password', private: true },
    types: ['password'],
  },
  {
    id: 'enumeration',
    label: 'Enumeration',
    description: 'One value out of a list',
    icon: 'list',
    start: { type: 'enumeration', enum: [] },
    types: ['enumeration'],
  },
  {
    id: 'uid',
    label: 'UID',
    description: 'A unique identifier, e.g. a slug',
    icon: 'link',
    start: { type: 'uid' },
    types: ['uid'],
  },
  {
    id: 'media',
    label: 'Media',
    description: 'Images, videos, audio or files',
    icon: 'image',
    start: { type: 'media', multiple: false, allowedTypes: ['images', 'files', 'videos', 'audios'] },
    types: ['media'],
  },
  {
    id: 'relation',
    label: 'Relation',
    description: 'Links to entries of a content type',
    icon: 'relation',
    start: { type: 'relation', relation: 'manyToOne' },
    types: ['relation'],
  },
  {
    id: 'json',
    label: 'JSON',
    description: 'Any JSON value',
    icon: 'braces',
    start: { type: 'json' },
    types: ['json'],
  },
  {
    id: 'component',
    label: 'Component',
    description: 'A group of fields, once or repeated',
    icon: 'component',
    start: { type: 'component', repeatable: false },
    types: ['component'],
  },
  {
    id: 'dynamiczone',
    label: 'Dynamic zone',
    description: 'A list mixing several components',
    icon: 'zone',
    start: { type: 'dynamiczone', components: [] },
    types: ['dynamiczone'],
  },
];

export function kindOf(attr: RawAttribute): FieldKind {
  return FIELD_KINDS.find((k) => k.types.includes(attr.type)) ?? FIELD_KINDS[0];
}

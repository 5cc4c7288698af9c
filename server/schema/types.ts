// The normalised model the rest of the server works with: one Model per content type or
// component, with every attribute resolved to its storage (column, link table or morph table).
import type { RawAttribute, RawModel, RelationKind, ScalarType } from '../../shared/model.ts';
import type { SharedLinkTable } from './storage-layout.ts';

export interface ScalarAttribute {
  kind: 'scalar';
  name: string;
  type: ScalarType;
  column: string;
  /** createdAt, updatedAt, publishedAt, locale: maintained by the server, not declared in the file. */
  system: boolean;
  private: boolean;
  localized: boolean;
  raw: RawAttribute;
}

/**
 * Where a non-scalar attribute's targets are stored, seen from the side that declares it: a
 * relation's own link table, or its share of the components or media table (storage-layout.ts).
 */
export interface LinkTable {
  name: string;
  /** Column holding this model's id. */
  ownColumn: string;
  /** Column holding the target's id. */
  targetColumn: string;
  /** Order of targets within one owner (to-many sides), or null. */
  orderColumn: string | null;
  /** Order of owners within one target (the other side's order), or null. */
  inverseOrderColumn: string | null;
  /** In a table several attributes share: the columns and values that single out this one's rows. */
  scope: Array<{ column: string; value: string }>;
  /** Column holding each target's model uid (a components table's), or null. */
  targetTypeColumn: string | null;
}

export interface RelationAttribute {
  kind: 'relation';
  name: string;
  relation: RelationKind;
  /** morphToMany / morphToOne (and the like): no single target; only a file's `related` has links. */
  morph: boolean;
  target: string;
  toMany: boolean;
  /** The attribute on the target that mirrors this one (inversedBy or mappedBy), if any. */
  inverse: string | null;
  owner: boolean;
  link: LinkTable;
  private: boolean;
  localized: boolean;
  raw: RawAttribute;
}

export interface MediaAttribute {
  kind: 'media';
  name: string;
  multiple: boolean;
  allowedTypes: string[] | null;
  link: LinkTable;
  private: boolean;
  localized: boolean;
  raw: RawAttribute;
}

export interface ComponentAttribute {
  kind: 'component';
  name: string;
  component: string;
  repeatable: boolean;
  link: LinkTable;
  private: boolean;
  localized: boolean;
  raw: RawAttribute;
}

export interface DynamicZoneAttribute {
  kind: 'dynamiczone';
  name: string;
  components: string[];
  link: LinkTable;
  private: boolean;
  localized: boolean;
  raw: RawAttribute;
}

export type Attribute =
  ScalarAttribute | RelationAttribute | MediaAttribute | ComponentAttribute | DynamicZoneAttribute;

export interface Model {
  uid: string;
  modelType: 'contentType' | 'component';
  kind: 'collectionType' | 'singleType' | 'component';
  singularName: string;
  pluralName: string;
  displayName: string;
  /** Component category (`shared` of `shared.seo`). */
  category: string | null;
  tableName: string;
  /** `<table>_components`: links from this model's rows to its components and DZ items. */
  componentLinks: SharedLinkTable;
  draftAndPublish: boolean;
  localized: boolean;
  hasTimestamps: boolean;
  populateCreatorFields: boolean;
  attributes: Record<string, Attribute>;
  /** The file it came from (for messages), or `plugin::<name>` for built-in models. */
  file: string;
  plugin: string | null;
  raw: RawModel;
}

export function isCollectionType(m: Model): boolean {
  return m.kind === 'collectionType';
}

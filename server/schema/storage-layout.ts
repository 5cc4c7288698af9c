// Strapi v4's storage of components and media, named once. Every reader and writer (filters,
// sorts, populate, entry writes, uploads, imports, the schema builder, table creation) asks these
// descriptors for table and column names instead of spelling them, so a second SQL engine
// follows the same layout by reading the same place.
//
// A relation has a link table of its own (resolve-relations.ts names it). The components and
// dynamic zones of a model share its `<table>_components`, told apart by `field` (the attribute)
// and `component_type`; the media of every model share `files_related_morphs`, told apart by
// `related_type` (the owner's uid) and `field`.
import { FILE_UID } from '../plugins/upload/models.ts';
import type { SchemaRegistry } from './registry.ts';
import type { ComponentAttribute, LinkTable, MediaAttribute, Model, RelationAttribute } from './types.ts';

/** A link table that several attributes share; each attribute's rows carry its name. */
export interface SharedLinkTable {
  name: string;
  /** Column holding the owner row's id. */
  ownColumn: string;
  /** Column holding the owner's model uid (media: the table spans every model), or null. */
  ownTypeColumn: string | null;
  /** Column holding the target row's id. */
  targetColumn: string;
  /** Column holding the target's model uid (components: a dynamic zone mixes them), or null. */
  targetTypeColumn: string | null;
  /** Column holding the attribute's name. */
  fieldColumn: string;
  /** Order of targets within one owner's attribute. */
  orderColumn: string;
}

export const MEDIA_LINKS: SharedLinkTable = {
  name: 'files_related_morphs',
  ownColumn: 'related_id',
  ownTypeColumn: 'related_type',
  targetColumn: 'file_id',
  targetTypeColumn: null,
  fieldColumn: 'field',
  orderColumn: 'order',
};

/** One media link, from the file's side: the owner's uid, id and media attribute. */
export interface MediaLinkRef {
  uid: string;
  id: number;
  field: string;
}

export function componentLinks(tableName: string): SharedLinkTable {
  return {
    name: `${tableName}_components`,
    ownColumn: 'entity_id',
    ownTypeColumn: null,
    targetColumn: 'component_id',
    targetTypeColumn: 'component_type',
    fieldColumn: 'field',
    orderColumn: 'order',
  };
}

/** One attribute's share of a shared table: its rows are those with its owner's uid and its name. */
export function sharedLink(table: SharedLinkTable, ownerUid: string, field: string): LinkTable {
  const scope: LinkTable['scope'] = [];
  if (table.ownTypeColumn) scope.push({ column: table.ownTypeColumn, value: ownerUid });
  scope.push({ column: table.fieldColumn, value: field });
  return {
    name: table.name,
    ownColumn: table.ownColumn,
    targetColumn: table.targetColumn,
    orderColumn: table.orderColumn,
    inverseOrderColumn: null,
    scope,
    targetTypeColumn: table.targetTypeColumn,
  };
}

/**
 * The columns and values that single out an attribute's rows in its link table, with, where the
 * table names each row's target model, the one asked for (a dynamic zone's component, or a
 * component attribute's own).
 */
export function linkScope(link: LinkTable, targetUid?: string): Array<{ column: string; value: string }> {
  if (!link.targetTypeColumn || targetUid === undefined) return link.scope;
  return [...link.scope, { column: link.targetTypeColumn, value: targetUid }];
}

/** The model whose rows a relation, component or media attribute links to. */
export function linkedModel(attr: RelationAttribute | ComponentAttribute | MediaAttribute): string {
  return attr.kind === 'relation' ? attr.target : attr.kind === 'component' ? attr.component : FILE_UID;
}

/**
 * A file's `related`, the one morph relation with links: the media links, read from the file's
 * side. Any other morph relation a schema declares has nothing stored.
 */
export function isFileRelated(model: Model, attr: RelationAttribute): boolean {
  return model.uid === FILE_UID && attr.name === 'related';
}

const relatedTypesOf = new WeakMap<SchemaRegistry, readonly Model[]>();

/** The content types and components a file's `related` may hold: those with a media attribute. */
export function relatedTypes(registry: SchemaRegistry): readonly Model[] {
  let models = relatedTypesOf.get(registry);
  if (!models) {
    models = [...registry.models.values()].filter((m) => Object.values(m.attributes).some((a) => a.kind === 'media'));
    relatedTypesOf.set(registry, models);
  }
  return models;
}

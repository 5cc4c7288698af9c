// A project's content as a Strapi v4 data-transfer archive, the inverse of import-archive.ts: every
// transferred content type's rows as entities (scalars by attribute name in their API form,
// components and dynamic zones inline with their ids), link-table rows and media morphs as links,
// Strapi's core-store settings as configuration, and the uploaded files with their entities.
import { FILE_UID } from '../../plugins/upload/models.ts';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Database, Row } from '../../db/database.ts';
import { typeName } from '../../graphql/naming.ts';
import { fromStored } from '../../schema/field-values.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';
import {
  emptyArchive,
  isTransferred,
  type ArchiveConfiguration,
  type ArchiveEntity,
  type ArchiveLink,
  type StrapiArchive,
} from './archive-format.ts';
import { quoteBacktick as q } from '../../db/dialect/identifiers.ts';

/** The Strapi version whose Content API Tessera speaks, named in metadata.json. */
export const STRAPI_VERSION = '4.26.2';
/** Tessera's own settings in Strapi's core store (its secrets, its column types) are not Strapi's. */
const isTesseraSetting = (key: string) => key.startsWith('tessera_');

export interface ExportSource {
  db: Database;
  registry: SchemaRegistry;
  uploadsDir: string;
}

export interface ExportReport {
  archive: StrapiArchive;
  /** Uploads whose file entity names a file that is not in the uploads folder (left out of assets/). */
  missingFiles: string[];
}

export function exportStrapiArchive(source: ExportSource): ExportReport {
  const { db, registry } = source;
  const archive = emptyArchive();
  archive.metadata = { createdAt: new Date().toISOString(), strapi: { version: STRAPI_VERSION } };
  const tables = new Set(db.all("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r.name)));
  const rows = (table: string): Row[] => (tables.has(table) ? db.all(`SELECT * FROM ${q(table)} ORDER BY id`) : []);
  const types = registry.contentTypes().filter((m) => isTransferred(m.uid));
  const components = new ComponentReader(registry, rows);
  for (const model of [...types, ...registry.components()]) archive.schemas.push(strapiSchema(model));
  for (const model of types)
    for (const row of rows(model.tableName))
      archive.entities.push({ type: model.uid, id: Number(row.id), data: entityData(model, row, components) });
  for (const model of [...types, ...registry.components()]) archive.links.push(...linksOf(model, rows));
  for (const row of rows('files_related_morphs')) {
    if (!isTransferred(String(row.related_type))) continue;
    archive.links.push({
      kind: 'relation.morph',
      relation: 'morphToMany',
      left: { type: FILE_UID, field: 'related', ref: Number(row.file_id) },
      right: { type: String(row.related_type), field: String(row.field), ref: Number(row.related_id), pos: order(row) },
    });
  }
  for (const row of rows('strapi_core_store_settings'))
    if (!isTesseraSetting(String(row.key))) archive.configuration.push(coreStoreItem(row));
  const missingFiles = collectAssets(archive, source.uploadsDir);
  return { archive, missingFiles };
}

function order(row: Row): number | undefined {
  return row.order === null || row.order === undefined ? undefined : Number(row.order);
}

function scalars(model: Model, row: Row): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const a of Object.values(model.attributes))
    if (a.kind === 'scalar' && a.column in row) data[a.name] = fromStored(a, row[a.column]);
  return data;
}

function entityData(model: Model, row: Row, components: ComponentReader): Record<string, unknown> {
  return { ...scalars(model, row), ...components.inline(model, Number(row.id)) };
}

/** Components and zone items of an owner, by field, read once per table. */
class ComponentReader {
  private readonly byOwner = new Map<string, Map<number, Row[]>>();
  private readonly byId = new Map<string, Map<number, Row>>();

  constructor(
    private readonly registry: SchemaRegistry,
    private readonly rows: (table: string) => Row[],
  ) {}

  inline(owner: Model, ownerId: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const links = this.ownerLinks(owner).get(ownerId) ?? [];
    for (const a of Object.values(owner.attributes)) {
      if (a.kind !== 'component' && a.kind !== 'dynamiczone') continue;
      const items = links
        .filter((l) => l.field === a.name)
        .sort((x, y) => Number(x.order) - Number(y.order))
        .map((l) => this.item(String(l.component_type), Number(l.component_id), a.kind === 'dynamiczone'))
        .filter((item): item is Record<string, unknown> => item !== null);
      out[a.name] = a.kind === 'dynamiczone' || a.repeatable ? items : (items[0] ?? null);
    }
    return out;
  }

  private item(uid: string, id: number, inZone: boolean): Record<string, unknown> | null {
    if (!this.registry.has(uid)) return null;
    const comp = this.registry.get(uid);
    const row = this.componentRows(comp).get(id);
    if (!row) return null;
    return { ...(inZone ? { __component: uid } : {}), id, ...scalars(comp, row), ...this.inline(comp, id) };
  }

  private ownerLinks(owner: Model): Map<number, Row[]> {
    const links = owner.componentLinks;
    let map = this.byOwner.get(links.name);
    if (!map) {
      map = new Map();
      for (const row of this.rows(links.name)) {
        const id = Number(row[links.ownColumn]);
        map.set(id, [...(map.get(id) ?? []), row]);
      }
      this.byOwner.set(links.name, map);
    }
    return map;
  }

  private componentRows(comp: Model): Map<number, Row> {
    let map = this.byId.get(comp.tableName);
    if (!map) {
      map = new Map(this.rows(comp.tableName).map((r) => [Number(r.id), r]));
      this.byId.set(comp.tableName, map);
    }
    return map;
  }
}

/** The rows of every link table a model owns, as links seen from the owning side. */
function linksOf(model: Model, rows: (table: string) => Row[]): ArchiveLink[] {
  const links: ArchiveLink[] = [];
  for (const a of Object.values(model.attributes)) {
    if (a.kind !== 'relation' || !a.owner || !a.link.name || a.morph) continue;
    if (!isTransferred(a.target)) continue;
    const { ownColumn, targetColumn, orderColumn, inverseOrderColumn } = a.link;
    for (const row of rows(a.link.name)) {
      const left: ArchiveLink['left'] = { type: model.uid, field: a.name, ref: Number(row[ownColumn]) };
      if (orderColumn && row[orderColumn] !== null) left.pos = Number(row[orderColumn]);
      const right: ArchiveLink['right'] = { type: a.target, ref: Number(row[targetColumn]) };
      if (a.inverse) right.field = a.inverse;
      if (inverseOrderColumn && row[inverseOrderColumn] !== null) right.pos = Number(row[inverseOrderColumn]);
      links.push({
        kind: a.target === model.uid ? 'relation.circular' : 'relation.basic',
        relation: a.relation,
        left,
        right,
      });
    }
  }
  return links;
}

function coreStoreItem(row: Row): ArchiveConfiguration {
  let value: unknown = row.value;
  try {
    value = JSON.parse(String(row.value));
  } catch {
    // A value stored as plain text stays text, as Strapi's own export would fail to parse it too.
  }
  return {
    type: 'core-store',
    value: { id: row.id, key: row.key, value, type: row.type, environment: row.environment, tag: row.tag },
  };
}

/** Each upload's bytes and its formats', with the entity Strapi's importer reads beside them. */
function collectAssets(archive: StrapiArchive, uploadsDir: string): string[] {
  const missing: string[] = [];
  const add = (url: unknown, name: string, metadata: Record<string, unknown>) => {
    const file = join(uploadsDir, basename(String(url ?? name)));
    if (!existsSync(file)) {
      missing.push(name);
      return;
    }
    archive.assets.set(name, readFileSync(file));
    archive.assetMetadata.set(name, metadata);
  };
  for (const entity of archive.entities.filter((e: ArchiveEntity) => e.type === FILE_UID)) {
    const { data } = entity;
    if (data.provider !== 'local') continue;
    add(data.url, `${data.hash}${data.ext}`, { id: entity.id, ...data });
    const formats = (data.formats ?? {}) as Record<string, Record<string, unknown>>;
    for (const [format, info] of Object.entries(formats))
      add(info.url, `${info.hash}${info.ext}`, { ...info, type: format, id: entity.id, mainHash: data.hash });
  }
  return missing;
}

const CREATOR = {
  type: 'relation',
  relation: 'oneToOne',
  target: 'admin::user',
  configurable: false,
  writable: false,
  visible: false,
  useJoinTable: false,
  private: true,
};

/** A model's schema as Strapi holds it once loaded: its file's, plus the attributes Strapi adds and its names. */
function strapiSchema(model: Model): Record<string, unknown> {
  const raw = model.raw as unknown as Record<string, unknown>;
  const attributes: Record<string, unknown> = { ...(raw.attributes as Record<string, unknown>) };
  if (model.modelType === 'component') {
    return {
      ...raw,
      attributes,
      modelType: 'component',
      modelName: model.uid.split('.').pop(),
      uid: model.uid,
      globalId: typeName(model),
    };
  }
  if (model.hasTimestamps) {
    attributes.createdAt = { type: 'datetime' };
    attributes.updatedAt = { type: 'datetime' };
  }
  if (model.draftAndPublish)
    attributes.publishedAt = { type: 'datetime', configurable: false, writable: true, visible: false };
  attributes.createdBy = CREATOR;
  attributes.updatedBy = CREATOR;
  if (model.localized) {
    const hidden = { writable: true, private: false, configurable: false, visible: false };
    attributes.localizations = { ...hidden, type: 'relation', relation: 'oneToMany', target: model.uid };
    attributes.locale = { ...hidden, type: 'string' };
  }
  return {
    ...raw,
    attributes,
    kind: model.kind,
    modelType: 'contentType',
    modelName: model.singularName,
    uid: model.uid,
    ...(model.plugin ? { plugin: model.plugin } : {}),
    globalId: typeName(model),
  };
}

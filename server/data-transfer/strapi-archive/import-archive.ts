// Imports a Strapi v4 data-transfer archive into a project's database, as `strapi import` does: the
// content of every type the archive and the project share is replaced, entities keep their ids,
// components are written under their owners, links become link-table and media-morph rows, uploads
// go to public/uploads. All in one load that is written whole (nothing half-imported is kept).
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Database } from '../../db/database.ts';
import type { Param } from '../../db/journal.ts';
import { toStored } from '../../schema/field-values.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import { FILE_UID } from '../../plugins/upload/models.ts';
import { MEDIA_LINKS } from '../../schema/storage-layout.ts';
import type { LinkTable, Model } from '../../schema/types.ts';
import { isTransferred, type ArchiveLink, type StrapiArchive } from './archive-format.ts';
import { quoteBacktick as q } from '../../db/dialect/identifiers.ts';

export interface ImportReport {
  /** Entities written, by type. */
  counts: Record<string, number>;
  links: number;
  assets: number;
  /** Types in the archive the project does not have (skipped). */
  skipped: string[];
}

export interface ImportTarget {
  db: Database;
  registry: SchemaRegistry;
  uploadsDir: string;
  onProgress?: (done: number, total: number) => void;
}

function insert(db: Database, table: string, row: Record<string, Param>): void {
  const cols = Object.keys(row);
  db.run(
    `INSERT INTO ${q(table)} (${cols.map(q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
    cols.map((c) => row[c]),
  );
}

function scalarRow(model: Model, id: number, data: Record<string, unknown>): Record<string, Param> {
  const row: Record<string, Param> = { id };
  for (const a of Object.values(model.attributes)) {
    if (a.kind !== 'scalar' || !(a.name in data)) continue;
    row[a.column] = toStored(a, data[a.name]);
  }
  return row;
}

function writeEntity(
  db: Database,
  registry: SchemaRegistry,
  model: Model,
  id: number,
  data: Record<string, unknown>,
): void {
  insert(db, model.tableName, scalarRow(model, id, data));
  writeComponents(db, registry, model, id, data);
}

function writeComponents(
  db: Database,
  registry: SchemaRegistry,
  owner: Model,
  ownerId: number,
  data: Record<string, unknown>,
): void {
  for (const a of Object.values(owner.attributes)) {
    if (a.kind !== 'component' && a.kind !== 'dynamiczone') continue;
    const value = data[a.name];
    if (value === null || value === undefined) continue;
    const items = (Array.isArray(value) ? value : [value]) as Array<Record<string, unknown>>;
    items.forEach((item, i) => {
      const uid = a.kind === 'component' ? a.component : String(item.__component);
      if (!registry.has(uid)) return;
      const comp = registry.get(uid);
      const compId = Number(item.id);
      insert(db, comp.tableName, scalarRow(comp, compId, item));
      writeComponents(db, registry, comp, compId, item);
      const l = owner.componentLinks;
      insert(db, l.name, {
        [l.ownColumn]: ownerId,
        [l.targetColumn]: compId,
        [l.targetTypeColumn!]: uid,
        [l.fieldColumn]: a.name,
        [l.orderColumn]: i + 1,
      });
    });
  }
}

/** Writes one link; false when the project has no such relation (a field the archive's schema had). */
function writeLink(db: Database, registry: SchemaRegistry, link: ArchiveLink): boolean {
  if (link.kind === 'relation.morph') {
    if (link.left.type !== FILE_UID || !link.right.field || !registry.has(link.right.type)) return false;
    const owner = registry.get(link.right.type);
    if (owner.attributes[link.right.field]?.kind !== 'media') return false;
    const m = MEDIA_LINKS;
    insert(db, m.name, {
      [m.targetColumn]: link.left.ref,
      [m.ownColumn]: link.right.ref,
      [m.ownTypeColumn!]: link.right.type,
      [m.fieldColumn]: link.right.field,
      [m.orderColumn]: link.right.pos ?? 1,
    });
    return true;
  }
  if (!registry.has(link.left.type)) return false;
  const attr = registry.get(link.left.type).attributes[link.left.field];
  if (!attr || attr.kind !== 'relation' || attr.morph) return false;
  if (attr.owner && attr.link.name) {
    insertLink(db, attr.link, link.left, link.right);
    return true;
  }
  // The archive names the side that does not own the link table: write it from the owning side.
  const inverse = attr.inverse ? registry.get(attr.target).attributes[attr.inverse] : undefined;
  if (!inverse || inverse.kind !== 'relation' || !inverse.owner || !inverse.link.name) return false;
  insertLink(db, inverse.link, link.right, link.left);
  return true;
}

/** One row of a relation's link table: the owning side's ref and position, then the target's. */
function insertLink(db: Database, l: LinkTable, own: ArchiveLink['right'], target: ArchiveLink['right']): void {
  const row: Record<string, Param> = { [l.ownColumn]: own.ref, [l.targetColumn]: target.ref };
  if (l.orderColumn) row[l.orderColumn] = own.pos ?? 1;
  if (l.inverseOrderColumn) row[l.inverseOrderColumn] = target.pos ?? 1;
  insert(db, l.name, row);
}

/** Every table whose rows belong to the replaced types: their own, their components', their links, media links. */
function clearTables(db: Database, registry: SchemaRegistry, types: Model[]): void {
  const tables = new Set<string>([MEDIA_LINKS.name]);
  for (const m of registry.components()) {
    tables.add(m.tableName);
    tables.add(m.componentLinks.name);
  }
  for (const m of types) {
    tables.add(m.tableName);
    tables.add(m.componentLinks.name);
    for (const a of Object.values(m.attributes))
      if (a.kind === 'relation' && a.owner && a.link.name) tables.add(a.link.name);
  }
  const existing = new Set(db.all("SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => String(r.name)));
  for (const t of tables) if (existing.has(t)) db.run(`DELETE FROM ${q(t)}`);
}

export function importStrapiArchive(archive: StrapiArchive, target: ImportTarget): ImportReport {
  const { db, registry } = target;
  const report: ImportReport = { counts: {}, links: 0, assets: 0, skipped: [] };
  const types = new Set(archive.entities.map((e) => e.type));
  const known = [...types].filter((t) => registry.has(t) && isTransferred(t));
  report.skipped = [...types].filter((t) => !registry.has(t) || !isTransferred(t)).sort();
  const total = archive.entities.length + archive.links.length + archive.assets.size;
  let done = 0;
  const tick = () => target.onProgress?.(++done, total);
  db.bulkLoad(() => {
    clearTables(
      db,
      registry,
      registry.contentTypes().filter((m) => isTransferred(m.uid) && (known.includes(m.uid) || m.plugin === null)),
    );
    for (const e of archive.entities) {
      if (known.includes(e.type)) {
        writeEntity(db, registry, registry.get(e.type), e.id, e.data);
        report.counts[e.type] = (report.counts[e.type] ?? 0) + 1;
      }
      tick();
    }
    for (const link of archive.links) {
      if (writeLink(db, registry, link)) report.links++;
      tick();
    }
    const defaultLocale = archive.configuration.find(
      (c) => c.type === 'core-store' && c.value.key === 'plugin_i18n_default_locale',
    );
    if (defaultLocale) {
      const value = JSON.stringify(defaultLocale.value.value);
      const updated = db.run(
        "UPDATE strapi_core_store_settings SET value = ? WHERE key = 'plugin_i18n_default_locale'",
        [value],
      );
      if (updated.changes === 0)
        insert(db, 'strapi_core_store_settings', {
          key: 'plugin_i18n_default_locale',
          value,
          type: 'string',
          environment: null,
          tag: null,
        });
    }
  });
  mkdirSync(target.uploadsDir, { recursive: true });
  for (const [name, bytes] of archive.assets) {
    writeFileSync(join(target.uploadsDir, basename(name)), bytes);
    report.assets++;
    tick();
  }
  return report;
}

/** Entities in the archive that did not arrive, by type: empty when every count matches. */
export function countMismatches(
  db: Database,
  registry: SchemaRegistry,
  report: ImportReport,
  archive: StrapiArchive,
): string[] {
  const expected = new Map<string, number>();
  for (const e of archive.entities)
    if (report.counts[e.type] !== undefined) expected.set(e.type, (expected.get(e.type) ?? 0) + 1);
  const out: string[] = [];
  for (const [uid, n] of expected) {
    const stored = Number(db.get(`SELECT COUNT(*) AS n FROM ${q(registry.get(uid).tableName)}`)?.n ?? 0);
    if (stored !== n) out.push(`${uid}: ${n} in the archive, ${stored} stored`);
  }
  return out;
}

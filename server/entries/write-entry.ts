// Writes one row of a model (an entry or a component) with its relations, media and components.
// Everything runs inside the caller's transaction, so a thrown error leaves nothing behind.
import type { Database } from '../db/database.ts';
import type { Param } from '../db/journal.ts';
import { EntityValidationError, ValidationError } from '../errors.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import { q } from '../query/sql/fragment.ts';
import { linkRows } from '../query/sql/link.ts';
import { FILE_UID } from '../plugins/upload/models.ts';
import { linkScope, MEDIA_LINKS } from '../schema/storage-layout.ts';
import type { LinkTable, Model, RelationAttribute, ScalarAttribute } from '../schema/types.ts';
import { applyChange, parseRelationInput, referencedIds } from './relation-input.ts';
import type { WritePlan } from './validate-input.ts';
import { ComponentWriter } from './write-components.ts';

/** One row's links of one media or component attribute. */
function ownLinks(link: LinkTable, id: number): { sql: string; params: Param[] } {
  return linkRows(link, null, { sql: '= ?', params: [id] });
}

export class EntryWriter {
  constructor(
    private readonly db: Database,
    private readonly registry: SchemaRegistry,
  ) {}

  /** Inserts a row with its relations and media, and its components unless `writeComponents` is false. */
  insert(model: Model, plan: WritePlan, extra: Record<string, Param> = {}, writeComponents = true): number {
    const cols: string[] = [];
    const vals: Param[] = [];
    for (const [attr, v] of plan.scalars) {
      cols.push(attr.column);
      vals.push(v);
    }
    for (const [c, v] of Object.entries(extra)) {
      cols.push(c);
      vals.push(v);
    }
    const sql = cols.length
      ? `INSERT INTO ${q(model.tableName)} (${cols.map(q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`
      : `INSERT INTO ${q(model.tableName)} DEFAULT VALUES`;
    const id = this.db.run(sql, vals).lastId;
    this.writeLinks(model, id, plan);
    if (writeComponents) new ComponentWriter(this.db, this.registry, this).write(model, id, plan, 'create');
    return id;
  }

  update(model: Model, id: number, plan: WritePlan, extra: Record<string, Param> = {}, writeComponents = true): void {
    const sets: string[] = [];
    const vals: Param[] = [];
    for (const [attr, v] of plan.scalars) {
      sets.push(`${q(attr.column)} = ?`);
      vals.push(v);
    }
    for (const [c, v] of Object.entries(extra)) {
      sets.push(`${q(c)} = ?`);
      vals.push(v);
    }
    if (sets.length) this.db.run(`UPDATE ${q(model.tableName)} SET ${sets.join(', ')} WHERE id = ?`, [...vals, id]);
    this.writeLinks(model, id, plan);
    if (writeComponents) new ComponentWriter(this.db, this.registry, this).write(model, id, plan, 'update');
  }

  /** Whether another row holds `value` of a unique attribute or uid, across all locales (as Strapi 4.26, whose unique index on a uid spans them). */
  isTaken(model: Model, attr: ScalarAttribute, value: Param, id: number | null): boolean {
    let sql = `SELECT id FROM ${q(model.tableName)} WHERE ${q(attr.column)} = ?`;
    const params: Param[] = [value];
    if (id !== null) {
      sql += ' AND id <> ?';
      params.push(id);
    }
    return this.db.get(`${sql} LIMIT 1`, params) !== undefined;
  }

  private writeLinks(model: Model, id: number, plan: WritePlan): void {
    for (const [name, value] of plan.relations)
      this.writeRelation(model, model.attributes[name] as RelationAttribute, id, value);
    for (const [name, value] of plan.media) this.writeMedia(model, name, id, value);
  }

  private checkExist(uid: string, ids: number[]): void {
    if (ids.length === 0) return;
    const table = this.registry.get(uid).tableName;
    const found = this.db.all(`SELECT id FROM ${q(table)} WHERE id IN (${ids.map(() => '?').join(', ')})`, ids).length;
    const missing = ids.length - found;
    if (missing > 0) {
      const message = `${missing} relation(s) of type ${uid} associated with this entity do not exist`;
      throw new EntityValidationError([{ path: [], message, name: 'ValidationError' }]);
    }
  }

  private writeRelation(model: Model, attr: RelationAttribute, id: number, value: unknown): void {
    if (attr.relation.startsWith('morph')) return;
    const change = parseRelationInput(value, attr.name);
    this.checkExist(attr.target, referencedIds(change));
    const l = attr.link;
    const orderBy = l.orderColumn ? `${q(l.orderColumn)}, id` : 'id';
    const current = this.db
      .all(`SELECT ${q(l.targetColumn)} AS t FROM ${q(l.name)} WHERE ${q(l.ownColumn)} = ? ORDER BY ${orderBy}`, [id])
      .map((r) => Number(r.t));
    let next = applyChange(current, change);
    if (!attr.toMany && next.length > 1) next = [next[next.length - 1]];
    this.setLinks(attr, id, current, next);
  }

  /** Replaces the ordered list of targets of one row, keeping both sides' order columns. */
  setLinks(attr: RelationAttribute, id: number, current: number[], next: number[]): void {
    const l = attr.link;
    const removed = current.filter((t) => !next.includes(t));
    if (removed.length) {
      this.db.run(
        `DELETE FROM ${q(l.name)} WHERE ${q(l.ownColumn)} = ? AND ${q(l.targetColumn)} IN (${removed.map(() => '?').join(', ')})`,
        [id, ...removed],
      );
    }
    const target = this.registry.get(attr.target);
    const inverse = attr.inverse ? target.attributes[attr.inverse] : undefined;
    const targetHoldsOne =
      (inverse?.kind === 'relation' && !inverse.toMany) || (attr.relation === 'oneToOne' && attr.inverse !== null);
    next.forEach((t, i) => {
      if (current.includes(t)) {
        if (l.orderColumn)
          this.db.run(
            `UPDATE ${q(l.name)} SET ${q(l.orderColumn)} = ? WHERE ${q(l.ownColumn)} = ? AND ${q(l.targetColumn)} = ?`,
            [i + 1, id, t],
          );
        return;
      }
      // A target that can point back at one row only is first taken from its previous owner.
      if (targetHoldsOne)
        this.db.run(`DELETE FROM ${q(l.name)} WHERE ${q(l.targetColumn)} = ? AND ${q(l.ownColumn)} <> ?`, [t, id]);
      const cols = [l.ownColumn, l.targetColumn];
      const vals: Param[] = [id, t];
      if (l.orderColumn) {
        cols.push(l.orderColumn);
        vals.push(i + 1);
      }
      if (l.inverseOrderColumn) {
        const max = this.db.get(
          `SELECT MAX(${q(l.inverseOrderColumn)}) AS m FROM ${q(l.name)} WHERE ${q(l.targetColumn)} = ?`,
          [t],
        );
        cols.push(l.inverseOrderColumn);
        vals.push(Number(max?.m ?? 0) + 1);
      }
      this.db.run(
        `INSERT INTO ${q(l.name)} (${cols.map(q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
        vals,
      );
    });
  }

  private writeMedia(model: Model, field: string, id: number, value: unknown): void {
    const attr = model.attributes[field];
    if (attr.kind !== 'media') return;
    const list = value === null ? [] : Array.isArray(value) ? value : [value];
    const ids = list.map((v) => {
      const raw = v !== null && typeof v === 'object' ? (v as Record<string, unknown>).id : v;
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(n)) throw new ValidationError(`Invalid media id ${JSON.stringify(raw)} for ${field}`);
      return n;
    });
    const unique = [...new Set(ids)];
    this.checkExist(FILE_UID, unique);
    if (attr.allowedTypes && unique.length) this.checkAllowedTypes(field, attr.allowedTypes, unique);
    const kept = attr.multiple ? unique : unique.slice(-1);
    this.replaceLinks(
      attr.link,
      id,
      kept.map((fileId) => ({ id: fileId })),
    );
  }

  private checkAllowedTypes(field: string, allowed: string[], ids: number[]): void {
    const files = this.registry.get(FILE_UID).tableName;
    const rows = this.db.all(`SELECT id, mime FROM ${q(files)} WHERE id IN (${ids.map(() => '?').join(', ')})`, ids);
    for (const r of rows) {
      const mime = String(r.mime ?? '');
      const kind = mime.startsWith('image/')
        ? 'images'
        : mime.startsWith('video/')
          ? 'videos'
          : mime.startsWith('audio/')
            ? 'audios'
            : 'files';
      if (!allowed.includes(kind)) {
        throw new EntityValidationError([
          {
            path: [field],
            message: `${field} does not accept files of type ${mime} (allowed: ${allowed.join(', ')})`,
            name: 'ValidationError',
          },
        ]);
      }
    }
  }

  /** Uses up the ids Strapi gives the components of `plan` when it creates them and then fails (see ComponentWriter). */
  skipComponentIds(model: Model, plan: WritePlan): void {
    new ComponentWriter(this.db, this.registry, this).skipIds(model, plan);
  }

  /** Replaces one row's links of a media or component attribute, in the order given. */
  replaceLinks(link: LinkTable, id: number, targets: Array<{ id: number; uid?: string }>): void {
    const own = ownLinks(link, id);
    this.db.run(`DELETE FROM ${q(link.name)} WHERE ${own.sql}`, own.params);
    const scope = linkScope(link);
    targets.forEach((t, i) => {
      const row: Array<[string, Param]> = [
        [link.ownColumn, id],
        [link.targetColumn, t.id],
        ...(link.targetTypeColumn && t.uid !== undefined ? [[link.targetTypeColumn, t.uid] as [string, Param]] : []),
        ...scope.map((s): [string, Param] => [s.column, s.value]),
        [link.orderColumn!, i + 1],
      ];
      this.db.run(
        `INSERT INTO ${q(link.name)} (${row.map(([c]) => q(c)).join(', ')}) VALUES (${row.map(() => '?').join(', ')})`,
        row.map(([, v]) => v),
      );
    });
  }

  /** Deletes a row with its links, media links and (recursively) its components. */
  deleteRow(model: Model, id: number): void {
    const hasComponents = Object.values(model.attributes).some(
      (a) => a.kind === 'component' || a.kind === 'dynamiczone',
    );
    if (hasComponents) {
      const c = model.componentLinks;
      const comps = this.db.all(
        `SELECT ${q(c.targetColumn)} AS cid, ${q(c.targetTypeColumn!)} AS uid FROM ${q(c.name)} WHERE ${q(c.ownColumn)} = ?`,
        [id],
      );
      for (const row of comps)
        if (this.registry.has(String(row.uid))) this.deleteRow(this.registry.get(String(row.uid)), Number(row.cid));
      this.db.run(`DELETE FROM ${q(c.name)} WHERE ${q(c.ownColumn)} = ?`, [id]);
    }
    for (const other of this.registry.models.values()) {
      for (const a of Object.values(other.attributes)) {
        if (a.kind !== 'relation' || !a.owner || !a.link.name) continue;
        if (other.uid === model.uid)
          this.db.run(`DELETE FROM ${q(a.link.name)} WHERE ${q(a.link.ownColumn)} = ?`, [id]);
        if (a.target === model.uid)
          this.db.run(`DELETE FROM ${q(a.link.name)} WHERE ${q(a.link.targetColumn)} = ?`, [id]);
      }
    }
    const m = MEDIA_LINKS;
    this.db.run(`DELETE FROM ${q(m.name)} WHERE ${q(m.ownColumn)} = ? AND ${q(m.ownTypeColumn!)} = ?`, [id, model.uid]);
    if (model.uid === FILE_UID) this.db.run(`DELETE FROM ${q(m.name)} WHERE ${q(m.targetColumn)} = ?`, [id]);
    this.db.run(`DELETE FROM ${q(model.tableName)} WHERE id = ?`, [id]);
  }
}

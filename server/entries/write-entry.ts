// Writes one row of a model (an entry or a component) with its relations, media and components.
// Everything runs inside the caller's transaction, so a thrown error leaves nothing behind.
import type { Queries } from '../db/engine.ts';
import type { Param } from '../db/journal.ts';
import { EntityValidationError, ValidationError } from '../errors.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import { inList, q } from '../query/sql/fragment.ts';
import { linkRows } from '../query/sql/link.ts';
import { FILE_UID } from '../plugins/upload/models.ts';
import { linkScope, MEDIA_LINKS } from '../schema/storage-layout.ts';
import type { LinkTable, Model, RelationAttribute, ScalarAttribute } from '../schema/types.ts';
import { applyChange, parseRelationInput, referencedIds } from './relation-input.ts';
import type { WritePlan } from './validate-input.ts';
import { ComponentWriter } from './write-components.ts';

/** The distinct file ids a media attribute's input names, in order. */
function mediaIds(field: string, value: unknown): number[] {
  const list = value === null ? [] : Array.isArray(value) ? value : [value];
  const ids = list.map((v) => {
    const raw = v !== null && typeof v === 'object' ? (v as Record<string, unknown>).id : v;
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(n)) throw new ValidationError(`Invalid media id ${JSON.stringify(raw)} for ${field}`);
    return n;
  });
  return [...new Set(ids)];
}

/** One row's links of one media or component attribute. */
function ownLinks(link: LinkTable, id: number): { sql: string; params: Param[] } {
  return linkRows(link, null, { sql: '= ?', params: [id] });
}

export class EntryWriter {
  constructor(
    private readonly db: Queries,
    private readonly registry: SchemaRegistry,
  ) {}

  /**
   * Inserts a row with its relations and media, and its components unless `writeComponents` is false.
   * `onRowRefused` hears when the engine refuses the row itself (a value its column cannot hold).
   */
  async insert(
    model: Model,
    plan: WritePlan,
    extra: Record<string, Param> = {},
    writeComponents = true,
    onRowRefused?: () => void,
  ): Promise<number> {
    const cols: string[] = [];
    const vals: Param[] = [];
    for (const [attr, v] of plan.scalars) {
      cols.push(attr.column);
      vals.push(this.db.dialect.param(attr.type, v));
    }
    for (const [c, v] of Object.entries(extra)) {
      cols.push(c);
      vals.push(v);
    }
    const sql = cols.length
      ? `INSERT INTO ${q(model.tableName)} (${cols.map(q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`
      : `INSERT INTO ${q(model.tableName)} DEFAULT VALUES`;
    let id: number;
    try {
      id = (await this.db.run(sql, vals)).lastId;
    } catch (e) {
      onRowRefused?.();
      throw e;
    }
    // Components (and theirs, depth first) before the row's own links, as Strapi writes them: a
    // file's `related` lists its links in the order they were made.
    if (writeComponents) await new ComponentWriter(this.db, this.registry, this).write(model, id, plan, 'create');
    await this.writeLinks(model, id, plan);
    return id;
  }

  async update(
    model: Model,
    id: number,
    plan: WritePlan,
    extra: Record<string, Param> = {},
    writeComponents = true,
  ): Promise<void> {
    const sets: string[] = [];
    const vals: Param[] = [];
    for (const [attr, v] of plan.scalars) {
      sets.push(`${q(attr.column)} = ?`);
      vals.push(this.db.dialect.param(attr.type, v));
    }
    for (const [c, v] of Object.entries(extra)) {
      sets.push(`${q(c)} = ?`);
      vals.push(v);
    }
    if (sets.length)
      await this.db.run(`UPDATE ${q(model.tableName)} SET ${sets.join(', ')} WHERE id = ?`, [...vals, id]);
    if (writeComponents) await new ComponentWriter(this.db, this.registry, this).write(model, id, plan, 'update');
    await this.writeLinks(model, id, plan);
  }

  /** Whether another row holds `value` of a unique attribute or uid, across all locales (as Strapi 4.26, whose unique index on a uid spans them). */
  async isTaken(model: Model, attr: ScalarAttribute, value: Param, id: number | null): Promise<boolean> {
    let sql = `SELECT id FROM ${q(model.tableName)} WHERE ${q(attr.column)} = ?`;
    const params: Param[] = [this.db.dialect.param(attr.type, value)];
    if (id !== null) {
      sql += ' AND id <> ?';
      params.push(id);
    }
    return (await this.db.get(`${sql} LIMIT 1`, params)) !== undefined;
  }

  /**
   * Refuses a plan naming a relation target or media file that does not exist (its components' too),
   * before anything is written, as Strapi's validator does: a PostgreSQL sequence is not rolled back
   * with its transaction, so a row inserted before this check would use up an id.
   */
  async checkReferences(model: Model, plan: WritePlan): Promise<void> {
    for (const [name, value] of plan.relations) {
      const attr = model.attributes[name] as RelationAttribute;
      if (!attr.morph) await this.checkExist(attr.target, referencedIds(parseRelationInput(value, name)));
    }
    for (const [name, value] of plan.media) {
      const attr = model.attributes[name];
      if (attr.kind !== 'media') continue;
      const ids = mediaIds(name, value);
      await this.checkExist(FILE_UID, ids);
      if (attr.allowedTypes && ids.length) await this.checkAllowedTypes(name, attr.allowedTypes, ids);
    }
    for (const items of plan.components.values())
      for (const item of items ?? []) await this.checkReferences(this.registry.get(item.uid), item.plan);
  }

  private async writeLinks(model: Model, id: number, plan: WritePlan): Promise<void> {
    for (const [name, value] of plan.relations)
      await this.writeRelation(model, model.attributes[name] as RelationAttribute, id, value);
    for (const [name, value] of plan.media) await this.writeMedia(model, name, id, value);
  }

  private async checkExist(uid: string, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const table = this.registry.get(uid).tableName;
    const listed = inList(ids);
    const found = (await this.db.all(`SELECT id FROM ${q(table)} WHERE id ${listed.sql}`, listed.params)).length;
    const missing = ids.length - found;
    if (missing > 0) {
      const message = `${missing} relation(s) of type ${uid} associated with this entity do not exist`;
      throw new EntityValidationError([{ path: [], message, name: 'ValidationError' }]);
    }
  }

  private async writeRelation(model: Model, attr: RelationAttribute, id: number, value: unknown): Promise<void> {
    if (attr.morph) return;
    const change = parseRelationInput(value, attr.name);
    const l = attr.link;
    const orderBy = l.orderColumn ? `${q(l.orderColumn)}, id` : 'id';
    const current = (
      await this.db.all(
        `SELECT ${q(l.targetColumn)} AS t FROM ${q(l.name)} WHERE ${q(l.ownColumn)} = ? ORDER BY ${orderBy}`,
        [id],
      )
    ).map((r) => Number(r.t));
    let next = applyChange(current, change);
    if (!attr.toMany && next.length > 1) next = [next[next.length - 1]];
    await this.setLinks(attr, id, current, next);
  }

  /** Replaces the ordered list of targets of one row, keeping both sides' order columns. */
  async setLinks(attr: RelationAttribute, id: number, current: number[], next: number[]): Promise<void> {
    const l = attr.link;
    const removed = current.filter((t) => !next.includes(t));
    if (removed.length) {
      const listed = inList(removed);
      await this.db.run(`DELETE FROM ${q(l.name)} WHERE ${q(l.ownColumn)} = ? AND ${q(l.targetColumn)} ${listed.sql}`, [
        id,
        ...listed.params,
      ]);
      if (l.inverseOrderColumn) await this.renumberInverseOrder(l, removed);
    }
    const target = this.registry.get(attr.target);
    const inverse = attr.inverse ? target.attributes[attr.inverse] : undefined;
    const targetHoldsOne =
      (inverse?.kind === 'relation' && !inverse.toMany) || (attr.relation === 'oneToOne' && attr.inverse !== null);
    for (const [i, t] of next.entries()) {
      if (current.includes(t)) {
        if (l.orderColumn)
          await this.db.run(
            `UPDATE ${q(l.name)} SET ${q(l.orderColumn)} = ? WHERE ${q(l.ownColumn)} = ? AND ${q(l.targetColumn)} = ?`,
            [i + 1, id, t],
          );
        continue;
      }
      // A target that can point back at one row only is first taken from its previous owner.
      if (targetHoldsOne)
        await this.db.run(`DELETE FROM ${q(l.name)} WHERE ${q(l.targetColumn)} = ? AND ${q(l.ownColumn)} <> ?`, [
          t,
          id,
        ]);
      const cols = [l.ownColumn, l.targetColumn];
      const vals: Param[] = [id, t];
      if (l.orderColumn) {
        cols.push(l.orderColumn);
        vals.push(i + 1);
      }
      if (l.inverseOrderColumn) {
        const max = await this.db.get(
          `SELECT MAX(${q(l.inverseOrderColumn)}) AS m FROM ${q(l.name)} WHERE ${q(l.targetColumn)} = ?`,
          [t],
        );
        cols.push(l.inverseOrderColumn);
        vals.push(Number(max?.m ?? 0) + 1);
      }
      await this.db.run(
        `INSERT INTO ${q(l.name)} (${cols.map(q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
        vals,
      );
    }
  }

  /**
   * Closes the gaps that removed links leave in their targets' lists, as Strapi does: each target's
   * owners are numbered 1, 2, … again in their stored order. Without it, the next owner a target gets
   * would follow the old maximum, and a window across owners would tie differently from Strapi's.
   */
  private async renumberInverseOrder(l: LinkTable, targets: number[]): Promise<void> {
    const order = q(l.inverseOrderColumn!);
    const target = q(l.targetColumn);
    const listed = inList(targets);
    await this.db.run(
      `UPDATE ${q(l.name)} SET ${order} = r.position FROM (` +
        `SELECT id, ROW_NUMBER() OVER (PARTITION BY ${target} ORDER BY ${order}, id) AS position ` +
        `FROM ${q(l.name)} WHERE ${target} ${listed.sql}` +
        `) AS r WHERE ${q(l.name)}.id = r.id`,
      listed.params,
    );
  }

  private async writeMedia(model: Model, field: string, id: number, value: unknown): Promise<void> {
    const attr = model.attributes[field];
    if (attr.kind !== 'media') return;
    const unique = mediaIds(field, value);
    const kept = attr.multiple ? unique : unique.slice(-1);
    await this.replaceLinks(
      attr.link,
      id,
      kept.map((fileId) => ({ id: fileId })),
    );
  }

  private async checkAllowedTypes(field: string, allowed: string[], ids: number[]): Promise<void> {
    const files = this.registry.get(FILE_UID).tableName;
    const listed = inList(ids);
    const rows = await this.db.all(`SELECT id, mime FROM ${q(files)} WHERE id ${listed.sql}`, listed.params);
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
  skipComponentIds(model: Model, plan: WritePlan): Promise<void> {
    return new ComponentWriter(this.db, this.registry, this).skipIds(model, plan);
  }

  /** Replaces one row's links of a media or component attribute, in the order given. */
  async replaceLinks(link: LinkTable, id: number, targets: Array<{ id: number; uid?: string }>): Promise<void> {
    const own = ownLinks(link, id);
    await this.db.run(`DELETE FROM ${q(link.name)} WHERE ${own.sql}`, own.params);
    const scope = linkScope(link);
    for (const [i, t] of targets.entries()) {
      const row: Array<[string, Param]> = [
        [link.ownColumn, id],
        [link.targetColumn, t.id],
        ...(link.targetTypeColumn && t.uid !== undefined ? [[link.targetTypeColumn, t.uid] as [string, Param]] : []),
        ...scope.map((s): [string, Param] => [s.column, s.value]),
        [link.orderColumn!, i + 1],
      ];
      await this.db.run(
        `INSERT INTO ${q(link.name)} (${row.map(([c]) => q(c)).join(', ')}) VALUES (${row.map(() => '?').join(', ')})`,
        row.map(([, v]) => v),
      );
    }
  }

  /** Deletes a row with its links, media links and (recursively) its components. */
  async deleteRow(model: Model, id: number): Promise<void> {
    const hasComponents = Object.values(model.attributes).some(
      (a) => a.kind === 'component' || a.kind === 'dynamiczone',
    );
    if (hasComponents) {
      const c = model.componentLinks;
      const comps = await this.db.all(
        `SELECT ${q(c.targetColumn)} AS cid, ${q(c.targetTypeColumn!)} AS uid FROM ${q(c.name)} WHERE ${q(c.ownColumn)} = ?`,
        [id],
      );
      for (const row of comps)
        if (this.registry.has(String(row.uid)))
          await this.deleteRow(this.registry.get(String(row.uid)), Number(row.cid));
      await this.db.run(`DELETE FROM ${q(c.name)} WHERE ${q(c.ownColumn)} = ?`, [id]);
    }
    for (const other of this.registry.models.values()) {
      for (const a of Object.values(other.attributes)) {
        if (a.kind !== 'relation' || !a.owner || !a.link.name) continue;
        if (other.uid === model.uid)
          await this.db.run(`DELETE FROM ${q(a.link.name)} WHERE ${q(a.link.ownColumn)} = ?`, [id]);
        if (a.target === model.uid)
          await this.db.run(`DELETE FROM ${q(a.link.name)} WHERE ${q(a.link.targetColumn)} = ?`, [id]);
      }
    }
    const m = MEDIA_LINKS;
    await this.db.run(`DELETE FROM ${q(m.name)} WHERE ${q(m.ownColumn)} = ? AND ${q(m.ownTypeColumn!)} = ?`, [
      id,
      model.uid,
    ]);
    if (model.uid === FILE_UID) await this.db.run(`DELETE FROM ${q(m.name)} WHERE ${q(m.targetColumn)} = ?`, [id]);
    await this.db.run(`DELETE FROM ${q(model.tableName)} WHERE id = ?`, [id]);
  }
}

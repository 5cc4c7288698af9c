// Writes the components of one row as Strapi 4.26 does, down to the ids it gives new component rows.
// Strapi creates the items of a repeatable component or a dynamic zone concurrently, each one after
// its own nested components, so an item with less nested work is inserted (and numbered) first;
// attributes are handled one after another, and an update first deletes the items not kept. Each
// step is timed here in database round trips, and new rows are inserted in the order of those times
// (ties in the order the items were sent), which gives Strapi's ids.
import type { Database } from '../db/database.ts';
import { ApplicationError } from '../errors.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';
import type { ComponentInput, WritePlan } from './validate-input.ts';

const q = (id: string) => `"${id}"`;

export interface RowWriter {
  /** Inserts a row with its scalars, relations and media (not its components); returns its id. */
  insertRow(model: Model, plan: WritePlan): number;
  updateRow(model: Model, id: number, plan: WritePlan): void;
  deleteRow(model: Model, id: number): void;
}

interface Insert { time: number; seq: number; run: () => void }

export class ComponentWriter {
  private inserts: Insert[] = [];
  private seq = 0;
  /** Component links to write once every new row has its id. */
  private links: Array<() => void> = [];

  constructor(private readonly db: Database, private readonly registry: SchemaRegistry, private readonly rows: RowWriter) {}

  /** Writes the components of a row that exists (create: none before; update: replaces what is sent). */
  write(model: Model, id: number, plan: WritePlan, mode: 'create' | 'update'): void {
    this.writeAttributes(model, id, plan, mode, 0);
    const ordered = this.inserts.sort((a, b) => a.time - b.time || a.seq - b.seq);
    const links = this.links;
    this.inserts = [];
    this.links = [];
    for (const i of ordered) i.run();
    for (const link of links) link();
  }

  /** Handles each component attribute of a row in model order from `start`; returns when it is done. */
  private writeAttributes(model: Model, id: number | (() => number), plan: WritePlan, mode: 'create' | 'update', start: number): number {
    let t = start;
    for (const attr of Object.values(model.attributes)) {
      if (attr.kind !== 'component' && attr.kind !== 'dynamiczone') continue;
      if (!plan.components.has(attr.name)) continue;
      const items = plan.components.get(attr.name) ?? null;
      const ownId = () => (typeof id === 'number' ? id : id());
      let existing: Array<{ id: number; uid: string }> = [];
      if (mode === 'update') {
        existing = this.db.all(
          `SELECT component_id AS cid, component_type AS uid FROM ${q(model.componentsTable)} WHERE entity_id = ? AND field = ? ORDER BY "order", id`, [ownId(), attr.name],
        ).map((r) => ({ id: Number(r.cid), uid: String(r.uid) }));
        for (const item of items ?? []) {
          if (item.id !== undefined && !existing.some((e) => e.id === item.id && e.uid === item.uid)) {
            throw new ApplicationError(`Some of the provided components in ${attr.name} are not related to the entity`);
          }
        }
        t += 1;
        for (const e of existing) {
          if ((items ?? []).some((i) => i.id === e.id && i.uid === e.uid)) continue;
          const comp = this.registry.has(e.uid) ? this.registry.get(e.uid) : null;
          if (comp) t += this.deleteCost(comp);
          if (comp) this.rows.deleteRow(comp, e.id);
        }
      } else if (items === null) {
        continue;
      }
      const list = items ?? [];
      const concurrent = attr.kind === 'dynamiczone' || (attr.kind === 'component' && attr.repeatable);
      const done: Array<{ end: number; id: () => number; uid: string }> = [];
      let end = t;
      for (const item of list) {
        const r = this.writeItem(item, concurrent ? t : end, mode);
        done.push({ ...r, uid: item.uid });
        end = Math.max(end, r.end);
      }
      t = end;
      this.links.push(() => {
        this.db.run(`DELETE FROM ${q(model.componentsTable)} WHERE entity_id = ? AND field = ?`, [ownId(), attr.name]);
        done.forEach((c, i) => this.db.run(
          `INSERT INTO ${q(model.componentsTable)} (entity_id, component_id, component_type, field, "order") VALUES (?, ?, ?, ?, ?)`,
          [ownId(), c.id(), c.uid, attr.name, i + 1],
        ));
      });
    }
    return t;
  }

  /** One item: updated in place when it has an id (of this row, checked above), created otherwise. */
  private writeItem(item: ComponentInput, start: number, mode: 'create' | 'update'): { end: number; id: () => number } {
    const comp = this.registry.get(item.uid);
    if (item.id !== undefined && mode === 'update') {
      const id = item.id;
      const t = this.writeAttributes(comp, id, item.plan, 'update', start);
      this.rows.updateRow(comp, id, item.plan);
      return { end: t + 3 + linkCount(item.plan), id: () => id };
    }
    let id = 0;
    const t = this.writeAttributes(comp, () => id, item.plan, 'create', start);
    this.inserts.push({ time: t, seq: this.seq++, run: () => { id = this.rows.insertRow(comp, item.plan); } });
    return { end: t + 2 + linkCount(item.plan), id: () => id };
  }

  /** Round trips Strapi spends deleting a component row and, first, its own components. */
  private deleteCost(comp: Model): number {
    let t = 0;
    for (const attr of Object.values(comp.attributes)) if (attr.kind === 'component' || attr.kind === 'dynamiczone') t += 1;
    const relations = Object.values(comp.attributes).filter((a) => a.kind !== 'scalar').length;
    return t + 2 + relations;
  }
}

/** The link queries Strapi runs after inserting a row: one per relation, media or component set. */
function linkCount(plan: WritePlan): number {
  let n = plan.relations.size + plan.media.size;
  for (const items of plan.components.values()) if (items && items.length) n += 1;
  return n;
}

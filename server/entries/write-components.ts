// Writes the component and dynamic-zone attributes of one row, nested ones included. The operations
// are planned first (which items are updated, created or dropped; items that name another row's
// component are refused before anything is written), then new rows are inserted in the order
// Strapi 4.26 inserts them (component-order.ts), so that they get the ids Strapi gives.
import type { Queries } from '../db/engine.ts';
import { ApplicationError, createError } from '../errors.ts';
import { q } from '../query/sql/fragment.ts';
import { linkRows } from '../query/sql/link.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { LinkTable, Model } from '../schema/types.ts';
import { insertOrder, type ComponentOp, type DeletedRow, type FieldOp } from './component-order.ts';
import type { WritePlan } from './validate-input.ts';

/** The row operations the component writer needs; components are never written through them. */
export interface RowWriter {
  insert(model: Model, plan: WritePlan, extra: Record<string, never>, writeComponents: false): Promise<number>;
  update(
    model: Model,
    id: number,
    plan: WritePlan,
    extra: Record<string, never>,
    writeComponents: false,
  ): Promise<void>;
  deleteRow(model: Model, id: number): Promise<void>;
  replaceLinks(link: LinkTable, id: number, targets: Array<{ id: number; uid?: string }>): Promise<void>;
}

interface Row {
  model: Model;
  plan: WritePlan;
  id: number;
  /** Component attributes whose links this write replaces, with their items. */
  links: Array<{ field: string; items: Array<{ op: ComponentOp; uid: string }> }>;
  dropped: Array<{ model: Model; id: number }>;
}

interface StoredComponent {
  id: number;
  uid: string;
}

export class ComponentWriter {
  private readonly rows = new Map<ComponentOp, Row>();

  constructor(
    private readonly db: Queries,
    private readonly registry: SchemaRegistry,
    private readonly writer: RowWriter,
  ) {}

  async write(model: Model, id: number, plan: WritePlan, mode: 'create' | 'update'): Promise<void> {
    if (plan.components.size === 0) return;
    const root: ComponentOp = { kind: mode, fields: [] };
    root.fields = await this.planFields(root, model, mode === 'update' ? id : null, plan);
    this.rows.get(root)!.id = id;
    const order = insertOrder(mode, root.fields, this.db.dialect.concurrentQueries ? 'concurrent' : 'one-connection');
    const rows = [...this.rows.values()];
    for (const row of rows) for (const d of row.dropped) await this.writer.deleteRow(d.model, d.id);
    for (const [op, row] of this.rows)
      if (op !== root && op.kind === 'update') await this.writer.update(row.model, row.id, row.plan, {}, false);
    for (const op of order) {
      const row = this.rows.get(op)!;
      row.id = await this.writer.insert(row.model, row.plan, {}, false);
    }
    for (const row of rows) await this.writeLinks(row);
  }

  /** Advances the id sequences of component tables past the rows creating `plan`'s components would insert. */
  async skipIds(model: Model, plan: WritePlan): Promise<void> {
    const counts = new Map<string, number>();
    const count = (m: Model, p: WritePlan) => {
      for (const items of p.components.values())
        for (const item of items ?? []) {
          const comp = this.registry.get(item.uid);
          counts.set(comp.tableName, (counts.get(comp.tableName) ?? 0) + 1);
          count(comp, item.plan);
        }
    };
    count(model, plan);
    for (const [table, n] of counts)
      for (const step of this.db.dialect.skipIds(table, n)) await this.db.run(step.sql, step.params);
  }

  private async planFields(op: ComponentOp, model: Model, id: number | null, plan: WritePlan): Promise<FieldOp[]> {
    const row: Row = { model, plan, id: id ?? 0, links: [], dropped: [] };
    this.rows.set(op, row);
    const fields: FieldOp[] = [];
    for (const attr of Object.values(model.attributes)) {
      if ((attr.kind !== 'component' && attr.kind !== 'dynamiczone') || !plan.components.has(attr.name)) continue;
      const input = plan.components.get(attr.name) ?? [];
      const existing = id === null ? [] : await this.stored(model, id, attr.name);
      const items: ComponentOp[] = [];
      const linked: Array<{ op: ComponentOp; uid: string }> = [];
      for (const item of input) {
        if (item.id !== undefined && !existing.some((e) => e.id === item.id && e.uid === item.uid)) {
          const message = `Some of the provided components in ${attr.name} are not related to the entity`;
          // Strapi 4.26 throws a plain Error with status 400 for a zone (no details in the answer).
          if (attr.kind === 'dynamiczone') throw createError('Error', 400, message);
          throw new ApplicationError(message);
        }
        const comp = this.registry.get(item.uid);
        const child: ComponentOp =
          item.id === undefined
            ? { kind: 'create', fields: [], linkWrites: linkWrites(item.plan) }
            : { kind: 'update', fields: [], hasColumns: item.plan.scalars.size > 0 };
        child.fields = await this.planFields(child, comp, item.id ?? null, item.plan);
        items.push(child);
        linked.push({ op: child, uid: item.uid });
      }
      const dropped = existing.filter((e) => !input.some((i) => i.id === e.id && i.uid === e.uid));
      for (const d of dropped)
        if (this.registry.has(d.uid)) row.dropped.push({ model: this.registry.get(d.uid), id: d.id });
      row.links.push({ field: attr.name, items: linked });
      const many = attr.kind === 'dynamiczone' || attr.repeatable;
      const deletes: DeletedRow[] = [];
      for (const d of dropped) if (this.registry.has(d.uid)) deletes.push(await this.deletedRow(d));
      fields.push({
        many,
        items,
        deletes,
        loadQueries: 2 + (attr.kind === 'dynamiczone' ? new Set(existing.map((e) => e.uid)).size : 0),
      });
    }
    return fields;
  }

  /** A stored component row about to be deleted, with what Strapi loads and deletes under it. */
  private async deletedRow(c: StoredComponent): Promise<DeletedRow> {
    const model = this.registry.get(c.uid);
    const fields: DeletedRow['fields'] = [];
    for (const attr of Object.values(model.attributes)) {
      if (attr.kind !== 'component' && attr.kind !== 'dynamiczone') continue;
      const nested = (await this.stored(model, c.id, attr.name)).filter((n) => this.registry.has(n.uid));
      const rows: DeletedRow[] = [];
      for (const n of nested) rows.push(await this.deletedRow(n));
      fields.push({ loadQueries: 2 + new Set(nested.map((n) => n.uid)).size, rows });
    }
    return { fields };
  }

  private async stored(model: Model, id: number, field: string): Promise<StoredComponent[]> {
    const link = componentLink(model, field);
    const own = linkRows(link, null, { sql: '= ?', params: [id] });
    const rows = await this.db.all(
      `SELECT ${q(link.targetColumn)} AS cid, ${q(link.targetTypeColumn!)} AS uid FROM ${q(link.name)} WHERE ${own.sql} ORDER BY ${q(link.orderColumn!)}, ${q('id')}`,
      own.params,
    );
    return rows.map((r) => ({ id: Number(r.cid), uid: String(r.uid) }));
  }

  private async writeLinks(row: Row): Promise<void> {
    for (const { field, items } of row.links) {
      const targets = items.map((item) => ({ id: this.rows.get(item.op)!.id, uid: item.uid }));
      await this.writer.replaceLinks(componentLink(row.model, field), row.id, targets);
    }
  }
}

/** The links a new row's relation transaction writes: a relation, media or component field given a value. */
function linkWrites(plan: WritePlan): number {
  const given = (v: unknown) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0);
  const values = [...plan.relations.values(), ...plan.media.values(), ...plan.components.values()];
  return values.filter(given).length;
}

function componentLink(model: Model, field: string): LinkTable {
  const attr = model.attributes[field];
  if (attr.kind !== 'component' && attr.kind !== 'dynamiczone')
    throw new Error(`${model.uid}.${field} holds no components`);
  return attr.link;
}

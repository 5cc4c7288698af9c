// Loads a relational field for many parents at once when the look-ahead could not preload it:
// every resolver call made in the same turn of the event loop joins one batch (one findMany, whose
// populate is itself batched), so even this path costs queries per level, not per row.
import type { EntryService } from '../../entries/entry-service.ts';
import type { PopulateSpec } from '../../query/ast.ts';
import type { Entity } from '../../query/sql/select.ts';
import type { Model } from '../../schema/types.ts';

interface Batch {
  model: Model;
  attribute: string;
  spec: PopulateSpec;
  waiting: Map<number, Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }>>;
}

export class RelationLoader {
  private readonly batches = new Map<string, Batch>();

  constructor(private readonly entries: EntryService) {}

  load(model: Model, parent: Entity, attribute: string, spec: PopulateSpec): Promise<unknown> {
    const key = `${model.uid}\u0000${attribute}\u0000${JSON.stringify(spec)}`;
    let batch = this.batches.get(key);
    if (!batch) {
      batch = { model, attribute, spec, waiting: new Map() };
      this.batches.set(key, batch);
      setImmediate(() => this.dispatch(key));
    }
    const list = batch.waiting.get(parent.id) ?? [];
    batch.waiting.set(parent.id, list);
    return new Promise((resolve, reject) => list.push({ resolve, reject }));
  }

  private dispatch(key: string): void {
    const batch = this.batches.get(key)!;
    this.batches.delete(key);
    try {
      const ids = [...batch.waiting.keys()];
      // The parents were already read under their own scope; here they are only anchors.
      const rows = this.entries.findMany(batch.model, {
        where: { type: 'compare', attribute: 'id', op: '$in', value: ids },
        fields: ['id'],
        populate: { [batch.attribute]: batch.spec },
        limit: null,
      }, { publicationState: 'preview', locale: 'all' });
      const byId = new Map(rows.map((r) => [r.id, r[batch.attribute]]));
      for (const [id, list] of batch.waiting) list.forEach((w) => w.resolve(byId.get(id)));
    } catch (err) {
      for (const list of batch.waiting.values()) list.forEach((w) => w.reject(err));
    }
  }
}

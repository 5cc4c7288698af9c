// Loads a relational field for many parents at once when the look-ahead could not preload it:
// every resolver call made before the event loop turns joins one batch (one findMany, whose
// populate is itself batched), so even this path costs queries per level, not per row.
import DataLoader from 'dataloader';
import type { EntryService } from '../../entries/entry-service.ts';
import type { PopulateSpec } from '../../query/ast.ts';
import type { Entity } from '../../query/sql/select.ts';
import type { Model } from '../../schema/types.ts';

/**
 * Batches dispatched once the event loop turns (not after the current promise jobs, DataLoader's
 * default), so parents resolved at different promise depths of one level still share a batch; no
 * cache, since a mutation earlier in the same request may have changed what a parent links to.
 */
export const BATCH_OPTIONS = {
  cache: false,
  batchScheduleFn: (dispatch: () => void) => setImmediate(dispatch),
} as const;

export class RelationLoader {
  // One loader per model, attribute and populate spec: parents asking the same thing share it.
  private readonly loaders = new Map<string, DataLoader<number, unknown>>();

  constructor(private readonly entries: EntryService) {}

  load(model: Model, parent: Entity, attribute: string, spec: PopulateSpec): Promise<unknown> {
    const key = `${model.uid}\u0000${attribute}\u0000${JSON.stringify(spec)}`;
    let loader = this.loaders.get(key);
    if (!loader) {
      loader = new DataLoader((ids) => this.batch(model, attribute, spec, ids), BATCH_OPTIONS);
      this.loaders.set(key, loader);
    }
    return loader.load(parent.id);
  }

  private async batch(model: Model, attribute: string, spec: PopulateSpec, ids: readonly number[]): Promise<unknown[]> {
    // The parents were already read under their own scope; here they are only anchors.
    const rows = await this.entries.findMany(
      model,
      {
        where: { type: 'compare', attribute: 'id', op: '$in', value: [...new Set(ids)] },
        fields: ['id'],
        populate: { [attribute]: spec },
        limit: null,
      },
      { publicationState: 'preview', locale: 'all' },
    );
    const byId = new Map(rows.map((r) => [r.id, r[attribute]]));
    return ids.map((id) => byId.get(id));
  }
}

// The schema registry: every model by uid and by its REST names. SQL identifiers come only from here.
import { ProjectError } from '../errors.ts';
import { normaliseModel, type ModelSource } from './normalise-model.ts';
import { resolveRelations } from './resolve-relations.ts';
import type { Model } from './types.ts';

export class SchemaRegistry {
  readonly models = new Map<string, Model>();
  private readonly byPlural = new Map<string, Model>();
  private readonly bySingular = new Map<string, Model>();

  constructor(sources: ModelSource[]) {
    const tables = new Map<string, string>();
    for (const src of sources) {
      if (this.models.has(src.uid)) throw new ProjectError(`${src.file}: a model named ${src.uid} is defined twice`);
      const model = normaliseModel(src);
      const clash = tables.get(model.tableName);
      if (clash) throw new ProjectError(`${src.file}: collectionName "${model.tableName}" is already used by ${clash}`);
      tables.set(model.tableName, model.uid);
      this.models.set(model.uid, model);
    }
    resolveRelations(this.models);
    for (const m of this.models.values()) {
      if (m.modelType !== 'contentType' || m.plugin) continue;
      for (const [map, key] of [
        [this.byPlural, m.pluralName],
        [this.bySingular, m.singularName],
      ] as const) {
        const other = map.get(key) ?? (map === this.byPlural ? this.bySingular : this.byPlural).get(key);
        if (other && other !== m)
          throw new ProjectError(`${m.file}: the API name "${key}" is already used by ${other.uid}`);
        map.set(key, m);
      }
    }
  }

  get(uid: string): Model {
    const m = this.models.get(uid);
    if (!m) throw new Error(`unknown model ${uid}`);
    return m;
  }

  has(uid: string): boolean {
    return this.models.has(uid);
  }

  /** User content types served under /api (plugins register their own routes). */
  apiContentTypes(): Model[] {
    return [...this.models.values()].filter((m) => m.modelType === 'contentType' && !m.plugin);
  }

  contentTypes(): Model[] {
    return [...this.models.values()].filter((m) => m.modelType === 'contentType');
  }

  components(): Model[] {
    return [...this.models.values()].filter((m) => m.modelType === 'component');
  }

  byPluralName(name: string): Model | undefined {
    return this.byPlural.get(name);
  }

  bySingularName(name: string): Model | undefined {
    return this.bySingular.get(name);
  }
}

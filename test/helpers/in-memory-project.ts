// A project's registry and document service over an in-memory sql.js database, for tests of the
// query pipeline that need no HTTP.
import { Database } from '../../server/db/database.ts';
import { SqlJsEngine } from '../../server/db/engine.ts';
import { syncTables } from '../../server/db/sync-tables.ts';
import { EntryService } from '../../server/entries/entry-service.ts';
import { apiTokenModels } from '../../server/auth/api-token-models.ts';
import { i18nModels } from '../../server/plugins/i18n/models.ts';
import { uploadModels } from '../../server/plugins/upload/models.ts';
import { usersPermissionsModels } from '../../server/plugins/users-permissions/models.ts';
import type { ModelSource } from '../../server/schema/normalise-model.ts';
import { SchemaRegistry } from '../../server/schema/registry.ts';
import { ensureDefaultLocale } from '../../server/plugins/i18n/locales.ts';
import { i18nHooks } from '../../server/plugins/i18n/entry-hooks.ts';

export interface InMemoryProject {
  db: Database;
  engine: SqlJsEngine;
  registry: SchemaRegistry;
  entries: EntryService;
}

export async function inMemoryProject(models: ModelSource[]): Promise<InMemoryProject> {
  const registry = new SchemaRegistry([
    ...models,
    ...usersPermissionsModels,
    ...uploadModels,
    ...i18nModels,
    ...apiTokenModels,
  ]);
  const db = await Database.open(null);
  syncTables(db, registry);
  const engine = new SqlJsEngine(db);
  await ensureDefaultLocale(engine);
  const entries = new EntryService(engine, registry);
  entries.addHooks(i18nHooks());
  return { db, engine, registry, entries };
}

export function contentType(
  name: string,
  attributes: Record<string, unknown>,
  options: Record<string, unknown> = {},
): ModelSource {
  return {
    uid: `api::${name}.${name}`,
    modelType: 'contentType',
    file: `src/api/${name}/content-types/${name}/schema.json`,
    plugin: null,
    raw: {
      kind: 'collectionType',
      collectionName: `${name}s`,
      info: { singularName: name, pluralName: `${name}s`, displayName: name },
      options: { draftAndPublish: false, ...options },
      attributes,
    },
  };
}

export function component(uid: string, attributes: Record<string, unknown>): ModelSource {
  const [category, name] = uid.split('.');
  return {
    uid,
    modelType: 'component',
    file: `src/components/${category}/${name}.json`,
    plugin: null,
    raw: { collectionName: `components_${category}_${name}s`, info: { displayName: name }, attributes },
  };
}

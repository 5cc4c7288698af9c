// Reloads a running project's schema from its model files: a new registry, tables synced, a new
// document service, swapped into the project. Listeners (the core's route table, GraphQL) rebuild
// what they derived from the old schema.
//
// Proposed to move into the core as `project.reload()`: it repeats how openProject assembles the
// models and the entry hooks, and hooks added by a project's register/bootstrap are not re-added.
import { syncTables } from '../db/sync-tables.ts';
import { EntryService } from '../entries/entry-service.ts';
import { i18nHooks } from '../plugins/i18n/entry-hooks.ts';
import type { Project } from '../project.ts';
import { readProjectModels } from '../schema/load-project.ts';
import { SchemaRegistry } from '../schema/registry.ts';
import { PLUGIN_MODELS } from './schema-builder/model-sources.ts';

export type SchemaReloadListener = (project: Project) => void;

const listeners = new WeakMap<Project, Set<SchemaReloadListener>>();

/** Call `listener` after every schema reload of `project`; returns a function that stops it. */
export function onSchemaReload(project: Project, listener: SchemaReloadListener): () => void {
  let set = listeners.get(project);
  if (!set) listeners.set(project, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export interface ReloadResult {
  notes: string[];
  /** Whether anything rebuilt routes from the new schema. */
  listened: boolean;
}

export function reloadProjectSchema(project: Project): ReloadResult {
  const registry = new SchemaRegistry([...readProjectModels(project.dir), ...PLUGIN_MODELS]);
  const notes = syncTables(project.db, registry);
  const entries = new EntryService(project.db, registry);
  entries.addHooks(i18nHooks(project.db));
  project.registry = registry;
  project.entries = entries;
  project.notes.push(...notes);
  const set = listeners.get(project) ?? new Set();
  for (const listener of set) listener(project);
  return { notes, listened: set.size > 0 };
}

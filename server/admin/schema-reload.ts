// The studio's view of a schema reload, which the core performs (`project.reload()`): after the
// content-type builder writes model files, the running server serves the new schema at once.
import type { Project, ReloadOptions } from '../project.ts';

export type SchemaReloadListener = (project: Project) => void;

/** Call `listener` after every schema reload of `project`; returns a function that stops it. */
export function onSchemaReload(project: Project, listener: SchemaReloadListener): () => void {
  return project.onReload(listener);
}

export interface ReloadResult {
  notes: string[];
  /** Whether the routes were rebuilt from the new schema (always, since the core does it). */
  listened: boolean;
}

export async function reloadProjectSchema(project: Project, options?: ReloadOptions): Promise<ReloadResult> {
  return { notes: await project.reload(options), listened: true };
}

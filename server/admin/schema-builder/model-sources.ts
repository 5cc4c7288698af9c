// The project's model files as they are, and as they would be after a set of builder changes,
// with the built-in plugins' models: what a schema registry is built from.
import { projectModelSources } from '../../project.ts';
import type { RawModel } from '../../../shared/model.ts';
import { readProjectModels } from '../../schema/load-project.ts';
import type { ModelSource } from '../../schema/normalise-model.ts';
import type { ModelFile } from './draft-to-file.ts';

export function currentModelFiles(projectDir: string): Map<string, ModelFile> {
  return new Map(
    readProjectModels(projectDir).map((s) => [
      s.uid,
      { uid: s.uid, modelType: s.modelType, file: s.file, raw: structuredClone(s.raw) as RawModel },
    ]),
  );
}

export function sourcesAfter(
  projectDir: string,
  current: Map<string, ModelFile>,
  writes: Map<string, ModelFile>,
  removes: Set<string>,
): ModelSource[] {
  const merged = new Map(current);
  for (const uid of removes) merged.delete(uid);
  for (const [uid, f] of writes) merged.set(uid, f);
  const own = [...merged.values()].map((f): ModelSource => ({
    uid: f.uid,
    modelType: f.modelType,
    file: f.file,
    plugin: null,
    raw: f.raw,
  }));
  return projectModelSources(projectDir, own);
}

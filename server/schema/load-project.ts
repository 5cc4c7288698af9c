// Reads a Strapi v4 project's model files: src/api/<api>/content-types/<name>/schema.json and
// src/components/<category>/<name>.json.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ProjectError } from '../errors.ts';
import type { ModelSource } from './normalise-model.ts';

export function readProjectModels(projectDir: string): ModelSource[] {
  const sources: ModelSource[] = [];
  const apiDir = join(projectDir, 'src', 'api');
  for (const api of listDirs(apiDir)) {
    const ctDir = join(apiDir, api, 'content-types');
    for (const name of listDirs(ctDir)) {
      const file = join(ctDir, name, 'schema.json');
      if (!existsSync(file)) continue;
      sources.push({
        uid: `api::${api}.${name}`,
        modelType: 'contentType',
        file: relative(projectDir, file),
        plugin: null,
        raw: readJson(projectDir, file),
      });
    }
  }
  const compDir = join(projectDir, 'src', 'components');
  for (const category of listDirs(compDir)) {
    for (const f of readdirSync(join(compDir, category)).sort()) {
      if (!f.endsWith('.json')) continue;
      const file = join(compDir, category, f);
      sources.push({
        uid: `${category}.${f.slice(0, -5)}`,
        modelType: 'component',
        file: relative(projectDir, file),
        plugin: null,
        raw: readJson(projectDir, file),
      });
    }
  }
  return sources;
}

export function listDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => statSync(join(dir, n)).isDirectory())
    .sort();
}

export function readJson(projectDir: string, file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ProjectError(`${relative(projectDir, file)}: invalid JSON: ${(err as Error).message}`);
  }
}

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
      sources.push({ uid: `api::${api}.${name}`, modelType: 'contentType', file: relative(projectDir, file), plugin: null, raw: readJson(projectDir, file) });
    }
  }
  const compDir = join(projectDir, 'src', 'components');
  for (const category of listDirs(compDir)) {
    for (const f of readdirSync(join(compDir, category)).sort()) {
      if (!f.endsWith('.json')) continue;
      const file = join(compDir, category, f);
      sources.push({ uid: `${category}.${f.slice(0, -5)}`, modelType: 'component', file: relative(projectDir, file), plugin: null, raw: readJson(projectDir, file) });
    }
  }
  return sources;
}

/**
 * src/extensions/<plugin>/content-types/<name>/schema.json: a project's own schema for a plugin's
 * content type (the extended user model, most often), which replaces the plugin's as in Strapi.
 */
export function readModelExtensions(projectDir: string): Map<string, Pick<ModelSource, 'file' | 'raw'>> {
  const out = new Map<string, Pick<ModelSource, 'file' | 'raw'>>();
  const extDir = join(projectDir, 'src', 'extensions');
  for (const plugin of listDirs(extDir)) {
    const ctDir = join(extDir, plugin, 'content-types');
    for (const name of listDirs(ctDir)) {
      const file = join(ctDir, name, 'schema.json');
      if (existsSync(file)) out.set(`plugin::${plugin}.${name}`, { file: relative(projectDir, file), raw: readJson(projectDir, file) });
    }
  }
  return out;
}

/** The plugins' models with the project's extensions applied; an extension keeps what it leaves out (table, names). */
export function extendPluginModels(pluginModels: ModelSource[], extensions: Map<string, Pick<ModelSource, 'file' | 'raw'>>): ModelSource[] {
  return pluginModels.map((source) => {
    const ext = extensions.get(source.uid);
    if (!ext || !ext.raw || typeof ext.raw !== 'object' || Array.isArray(ext.raw)) return source;
    const raw = ext.raw as Record<string, unknown>;
    const base = source.raw as Record<string, unknown>;
    const info = { ...(base.info as object), ...(raw.info as object | undefined) };
    return { ...source, file: ext.file, raw: { ...base, ...raw, info } };
  });
}

function listDirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((n) => statSync(join(dir, n)).isDirectory()).sort();
}

function readJson(projectDir: string, file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ProjectError(`${relative(projectDir, file)}: invalid JSON: ${(err as Error).message}`);
  }
}

// A project's extensions of the plugins' content types, read as Strapi 4 reads them:
//   src/extensions/<plugin>/content-types/<name>/schema.json   replaces the plugin's schema;
//   src/extensions/<plugin>/strapi-server.js                   `(plugin) => plugin`, which may change
//                                                               `plugin.contentTypes.<name>.schema`.
// Only the schemas are taken from strapi-server.js: the controllers, routes, services and policies it
// may add are plugin code Tessera does not run (start-up says so).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { ProjectError } from '../errors.ts';
import { listDirs, readJson } from './load-project.ts';
import type { ModelSource } from './normalise-model.ts';

const SERVER_FILES = ['strapi-server.js', 'strapi-server.cjs'];

/** The plugins' models with the project's extensions applied. */
export function extendPluginModels(projectDir: string, pluginModels: ModelSource[]): ModelSource[] {
  const extDir = join(projectDir, 'src', 'extensions');
  let models = pluginModels;
  for (const plugin of listDirs(extDir)) {
    models = models.map((source) => (source.plugin === plugin ? withSchemaFile(projectDir, extDir, source) : source));
    const server = serverFile(extDir, plugin);
    if (server) models = withServerExtension(projectDir, server, plugin, models);
  }
  return models;
}

/** What start-up reports about the extensions it reads only in part. */
export function pluginExtensionNotes(projectDir: string): string[] {
  const extDir = join(projectDir, 'src', 'extensions');
  return listDirs(extDir).flatMap((plugin) => {
    const server = serverFile(extDir, plugin);
    return server
      ? [
          `${relative(projectDir, server)}: read for the content-type schemas it changes; its controllers, routes, services and policies are not run`,
        ]
      : [];
  });
}

function serverFile(extDir: string, plugin: string): string | null {
  return SERVER_FILES.map((f) => join(extDir, plugin, f)).find((f) => existsSync(f)) ?? null;
}

/** `plugin.controllers.user.x = …` and the like work on any name (the code they set is never run here). */
function byName(): Record<string, Record<string, unknown>> {
  return new Proxy({} as Record<string, Record<string, unknown>>, {
    get: (target, key) => (typeof key === 'string' ? (target[key] ??= {}) : undefined),
  });
}

/** An extension keeps what it leaves out of the plugin's schema (its table, its names). */
function merged(base: unknown, ext: unknown): ModelSource['raw'] {
  if (!ext || typeof ext !== 'object' || Array.isArray(ext)) return base as ModelSource['raw'];
  const b = base as Record<string, unknown>;
  const e = ext as Record<string, unknown>;
  return { ...b, ...e, info: { ...(b.info as object), ...(e.info as object | undefined) } } as ModelSource['raw'];
}

function withSchemaFile(projectDir: string, extDir: string, source: ModelSource): ModelSource {
  const name = source.uid.slice(source.uid.indexOf('.') + 1);
  const file = join(extDir, source.plugin!, 'content-types', name, 'schema.json');
  if (!existsSync(file)) return source;
  return { ...source, file: relative(projectDir, file), raw: merged(source.raw, readJson(projectDir, file)) };
}

function withServerExtension(projectDir: string, file: string, plugin: string, models: ModelSource[]): ModelSource[] {
  const label = relative(projectDir, file);
  const own = models.filter((m) => m.plugin === plugin);
  const contentTypes: Record<string, { schema: unknown }> = {};
  for (const m of own) contentTypes[m.uid.slice(m.uid.indexOf('.') + 1)] = { schema: structuredClone(m.raw) };
  const pluginObject = {
    contentTypes,
    controllers: byName(),
    services: byName(),
    policies: byName(),
    middlewares: byName(),
    config: {},
    routes: { 'content-api': { type: 'content-api', routes: [] }, admin: { type: 'admin', routes: [] } },
    register() {},
    bootstrap() {},
    destroy() {},
  };
  let result: unknown;
  try {
    const require = createRequire(file);
    delete require.cache[require.resolve(file)];
    const exported = require(file);
    const extend = typeof exported === 'function' ? exported : exported?.default;
    if (typeof extend !== 'function') throw new Error('must export a function (plugin) => plugin');
    result = extend(pluginObject) ?? pluginObject;
  } catch (err) {
    throw new ProjectError(`${label}: ${(err as Error).message.split('\n')[0]}`);
  }
  const changed = (result as { contentTypes?: Record<string, { schema?: unknown }> }).contentTypes ?? {};
  return models.map((m) => {
    if (m.plugin !== plugin) return m;
    const schema = changed[m.uid.slice(m.uid.indexOf('.') + 1)]?.schema;
    return schema ? { ...m, raw: merged(m.raw, schema) } : m;
  });
}

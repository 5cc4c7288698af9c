// Reads a project's `config/` folder the way Strapi v4 does: one file per top-level key, each an
// object or a `({ env }) => object` function, with `config/env/<NODE_ENV>/` deep-merged on top.

import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { buildEnv, createEnv, type EnvHelper } from './env.ts';

export { createEnv, parseDotenv, buildEnv, type EnvHelper, type EnvSource } from './env.ts';

export interface ProjectConfig {
  server: Record<string, any>;
  api: Record<string, any>;
  admin: Record<string, any>;
  plugins: Record<string, any>;
  database: Record<string, any>;
  middlewares: any;
  [name: string]: any;
}

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  nodeEnv?: string;
}

export const DEFAULT_API_REST = { prefix: '/api', defaultLimit: 25, maxLimit: 100, withCount: true };

/** When one name exists with several extensions, the earliest here wins and the rest are ignored. */
const EXTENSION_PRIORITY = ['.ts', '.js', '.cjs', '.mjs', '.json'] as const;

const REQUIRED_KEYS = ['server', 'api', 'admin', 'plugins', 'database', 'middlewares'] as const;

export async function loadProjectConfig(projectDir: string, opts: LoadConfigOptions = {}): Promise<ProjectConfig> {
  const root = path.resolve(projectDir);
  const envSource = buildEnv(root, opts.env ?? process.env);
  const env = createEnv(envSource);
  const nodeEnv = opts.nodeEnv ?? envSource.NODE_ENV ?? 'development';

  const configDir = path.join(root, 'config');
  const base = await loadConfigDir(root, configDir, env);
  const overrides = await loadConfigDir(root, path.join(configDir, 'env', nodeEnv), env);

  const merged = deepMerge(base, overrides) as Record<string, any>;
  const config: Record<string, any> = {};
  for (const key of REQUIRED_KEYS) config[key] = {};
  Object.assign(config, merged);
  // The REST layer reads these limits unconditionally, so they must always be present.
  config.api = deepMerge({ rest: { ...DEFAULT_API_REST } }, isPlainObject(config.api) ? config.api : {});
  return config as ProjectConfig;
}

/** The `config` of one of Strapi's middlewares, as config/middlewares lists it (`{ name: 'strapi::body', config }`). */
export function middlewareConfig(config: Record<string, any>, name: string): Record<string, unknown> | undefined {
  const list: unknown = config.middlewares;
  if (!Array.isArray(list)) return undefined;
  const entry = list.find((m) => m && typeof m === 'object' && (m as { name?: unknown }).name === name) as
    { config?: unknown } | undefined;
  return isPlainObject(entry?.config) ? (entry.config as Record<string, unknown>) : undefined;
}

/**
 * Whether Strapi would run one of its middlewares: config/middlewares lists it (by name or as
 * `{ name }`), or the project has no list and gets Strapi's default one, which has them all.
 */
export function listsMiddleware(config: Record<string, any>, name: string): boolean {
  const list: unknown = config.middlewares;
  if (!Array.isArray(list)) return true;
  return list.some(
    (m) => m === name || (m !== null && typeof m === 'object' && (m as { name?: unknown }).name === name),
  );
}

/** Reads `config.a.b.c` without throwing on missing links; `fallback` when the value is undefined. */
export function getConfig<T = any>(config: Record<string, any>, keyPath: string | readonly string[], fallback?: T): T {
  const parts = typeof keyPath === 'string' ? keyPath.split('.').filter(Boolean) : keyPath;
  let current: any = config;
  for (const part of parts) {
    if (current === null || current === undefined) return fallback as T;
    current = current[part];
  }
  return (current === undefined ? fallback : current) as T;
}

async function loadConfigDir(root: string, dir: string, env: EnvHelper): Promise<Record<string, unknown>> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return {};
    throw error;
  }

  const chosen = new Map<string, { file: string; rank: number }>();
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (!entry.isFile() && !(entry.isSymbolicLink() && isFile(file))) continue;
    const ext = path.extname(entry.name);
    const rank = EXTENSION_PRIORITY.indexOf(ext as (typeof EXTENSION_PRIORITY)[number]);
    if (rank === -1) continue;
    const name = entry.name.slice(0, -ext.length);
    // Type declarations sit next to TS configs in some projects; they carry no values.
    if (!name || (ext === '.ts' && name.endsWith('.d'))) continue;
    const previous = chosen.get(name);
    if (!previous || rank < previous.rank) chosen.set(name, { file, rank });
  }

  const result: Record<string, unknown> = {};
  // Sorted so that which file fails first (and so the error a user sees) is deterministic.
  for (const name of [...chosen.keys()].sort()) {
    const { file } = chosen.get(name)!;
    result[name] = await loadConfigFile(root, file, env);
  }
  return result;
}

async function loadConfigFile(root: string, file: string, env: EnvHelper): Promise<unknown> {
  const label = path.relative(root, file).split(path.sep).join('/');
  try {
    const exported = interopDefault(await importFile(file));
    const value = typeof exported === 'function' ? await exported({ env }) : exported;
    if (value === null || typeof value !== 'object') {
      throw new Error(
        `must export an object or a function returning one (got ${value === null ? 'null' : typeof value})`,
      );
    }
    return value;
  } catch (error) {
    throw new Error(`${label}: ${describeError(error, file)}`, { cause: error });
  }
}

let importCounter = 0;

async function importFile(file: string): Promise<unknown> {
  const ext = path.extname(file);
  if (ext === '.json') return JSON.parse(fs.readFileSync(file, 'utf8'));
  // tsImport registers a fresh namespace per call, so edits are picked up on reload. tsx (and the
  // esbuild it carries) is loaded only for a project that has .ts configs, not by every start.
  if (ext === '.ts') {
    const { tsImport } = await import('tsx/esm/api');
    return tsImport(pathToFileURL(file).href, import.meta.url);
  }
  if (ext === '.cjs' || (ext === '.js' && !isEsmPackage(file))) {
    const require = createRequire(file);
    const resolved = require.resolve(file);
    delete require.cache[resolved];
    return require(resolved);
  }
  return import(`${pathToFileURL(file).href}?t=${Date.now()}-${++importCounter}`);
}

/** `.js` follows the nearest package.json's "type", as Node itself decides. */
function isEsmPackage(file: string): boolean {
  let dir = path.dirname(file);
  for (;;) {
    const pkgPath = path.join(dir, 'package.json');
    if (isFile(pkgPath)) {
      try {
        return JSON.parse(fs.readFileSync(pkgPath, 'utf8')).type === 'module';
      } catch {
        return false;
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return false;
    dir = parent;
  }
}

/** Unwraps `export default` whether it arrives as an ESM namespace or as CJS-compiled `__esModule`. */
function interopDefault(mod: unknown): unknown {
  let value = mod;
  for (let i = 0; i < 2; i++) {
    if (value === null || typeof value !== 'object') break;
    const obj = value as Record<string | symbol, unknown>;
    const isNamespace = obj[Symbol.toStringTag] === 'Module';
    if ((isNamespace || obj.__esModule) && 'default' in obj) value = obj.default;
    else if (isNamespace)
      value = { ...obj }; // named exports only: treat them as the object
    else break;
  }
  return value;
}

/**
 * One line, no stack: loaders (esbuild, Node's CJS compiler, require) bury the useful part in
 * multi-line text with absolute paths, so pull out the reason and the line number.
 */
function describeError(error: unknown, file: string): string {
  if (!(error instanceof Error)) return String(error);
  const message = error.message;
  const esbuild = /^.*?:(\d+):(\d+): ERROR: (.*)$/m.exec(message);
  if (esbuild) return `${esbuild[3]} (line ${esbuild[1]}, column ${esbuild[2]})`;

  let reason =
    message
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? error.name;
  reason = reason.split(file).join(path.basename(file));
  if (error.name === 'SyntaxError') {
    // Node puts "<file>:<line>" as the first stack line for CJS/ESM compile errors.
    const firstLine = error.stack?.split('\n')[0] ?? '';
    const where = /:(\d+)$/.exec(firstLine);
    if (where && firstLine.includes(path.basename(file))) reason += ` (line ${where[1]})`;
    if (!/syntax/i.test(reason)) reason = `SyntaxError: ${reason}`;
  }
  return reason;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * lodash `_.merge` semantics, which Strapi uses for env overrides: plain objects recurse, arrays
 * merge index by index, `undefined` never overwrites, anything else replaces. Inputs are not mutated.
 */
function deepMerge(target: unknown, source: unknown): unknown {
  if (source === undefined) return target;
  const bothArrays = Array.isArray(target) && Array.isArray(source);
  const bothObjects = isPlainObject(target) && isPlainObject(source);
  if (!bothArrays && !bothObjects) return source;
  const out: any = bothArrays ? [...(target as unknown[])] : { ...(target as object) };
  for (const key of Object.keys(source as object)) {
    out[key] = deepMerge(out[key], (source as any)[key]);
  }
  return out;
}

/** A size as Strapi's settings write it: bytes, or '1mb', '512kb', '2gb'. */
export function parseSize(v: unknown): number | undefined {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return undefined;
  const m = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(v.trim());
  if (!m) return undefined;
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[(m[2] ?? 'b').toLowerCase() as 'b'];
  return Math.floor(Number(m[1]) * unit);
}

// Opens a project: its config, its models (with the plugins' built-in ones), and its database
// with tables in Strapi v4's layout. The CLI and the HTTP server both start from here.
import { join, resolve } from 'node:path';
import { AccessControl } from './auth/access-control.ts';
import { apiTokenModels } from './auth/api-token-models.ts';
import { ensureDefaultRoles } from './auth/roles.ts';
import { projectSecret } from './auth/secrets.ts';
import { getConfig, loadProjectConfig, type ProjectConfig } from './config/load-config.ts';
import { Database } from './db/database.ts';
import { syncTables } from './db/sync-tables.ts';
import { EntryService } from './entries/entry-service.ts';
import { i18nHooks } from './plugins/i18n/entry-hooks.ts';
import { ensureDefaultLocale } from './plugins/i18n/locales.ts';
import { i18nModels } from './plugins/i18n/models.ts';
import { uploadModels } from './plugins/upload/models.ts';
import { usersPermissionsModels } from './plugins/users-permissions/models.ts';
import { readProjectModels } from './schema/load-project.ts';
import { SchemaRegistry } from './schema/registry.ts';
import { ProjectError } from './errors.ts';

export interface OpenProjectOptions {
  projectDir: string;
  dbFile?: string;
  nodeEnv?: string;
  /** false for commands that only read (export). */
  lock?: boolean;
  fsync?: boolean;
}

export interface Project {
  dir: string;
  dbFile: string;
  /** development, staging, production…: what `serve --env` or NODE_ENV said (the GraphQL playground depends on it). */
  nodeEnv: string;
  config: ProjectConfig;
  registry: SchemaRegistry;
  db: Database;
  entries: EntryService;
  access: AccessControl;
  notes: string[];
  close(): void;
}

export function defaultDbFile(projectDir: string): string {
  return join(resolve(projectDir), '.tmp', 'data.db');
}

export async function openProject(options: OpenProjectOptions): Promise<Project> {
  const dir = resolve(options.projectDir);
  const config = await loadProjectConfig(dir, { nodeEnv: options.nodeEnv }).catch((err: Error) => {
    throw new ProjectError(err.message);
  });
  const registry = new SchemaRegistry([
    ...readProjectModels(dir), ...usersPermissionsModels, ...uploadModels, ...i18nModels, ...apiTokenModels,
  ]);
  const dbFile = resolve(options.dbFile ?? defaultDbFile(dir));
  const db = await Database.open(dbFile, { lock: options.lock !== false, fsync: options.fsync });
  try {
    const notes = syncTables(db, registry);
    ensureDefaultRoles(db);
    ensureDefaultLocale(db);
    const salt = projectSecret(db, 'api_token_salt', getConfig(config, 'admin.apiToken.salt', undefined));
    const jwtSecret = projectSecret(db, 'jwt', getConfig(config, 'plugins.users-permissions.config.jwtSecret', undefined));
    const entries = new EntryService(db, registry);
    entries.addHooks(i18nHooks(db));
    const access = new AccessControl(db, salt, jwtSecret);
    const nodeEnv = options.nodeEnv ?? process.env.NODE_ENV ?? 'development';
    return { dir, dbFile, nodeEnv, config, registry, db, entries, access, notes, close: () => db.close() };
  } catch (err) {
    db.close();
    throw err;
  }
}

// Opens a project: its config, its models (with the plugins' built-in ones), and its database
// with tables in Strapi v4's layout. The CLI and the HTTP server both start from here.
import { join, resolve } from 'node:path';
import { AccessControl } from './auth/access-control.ts';
import { apiTokenModels } from './auth/api-token-models.ts';
import { ensureDefaultRoles } from './auth/roles.ts';
import { projectSecrets, storedProjectSecrets } from './auth/secrets.ts';
import { getConfig, loadProjectConfig, type ProjectConfig } from './config/load-config.ts';
import { chooseDatabase } from './config/database-choice.ts';
import { SingleInstanceFeed, type ChangeFeed } from './db/change-feed.ts';
import { Database } from './db/database.ts';
import { SqlJsEngine, type Engine, type Queries } from './db/engine.ts';
import { PgEngine } from './db/postgres/pg-engine.ts';
import { syncPostgresTables } from './db/postgres/sync-tables.ts';
import { syncTables } from './db/sync-tables.ts';
import { EntryService } from './entries/entry-service.ts';
import { DEFAULT_MAX_POPULATED_ENTRIES } from './query/populate.ts';
import { i18nHooks } from './plugins/i18n/entry-hooks.ts';
import { ensureDefaultLocale } from './plugins/i18n/locales.ts';
import { i18nModels } from './plugins/i18n/models.ts';
import { uploadModels } from './plugins/upload/models.ts';
import { usersPermissionsModels } from './plugins/users-permissions/models.ts';
import { readProjectModels } from './schema/load-project.ts';
import { extendPluginModels, pluginExtensionNotes } from './schema/plugin-extensions.ts';
import { SchemaRegistry } from './schema/registry.ts';
import type { ModelSource } from './schema/normalise-model.ts';
import { ApplicationError, ProjectError } from './errors.ts';

export interface OpenProjectOptions {
  projectDir: string;
  dbFile?: string;
  /** `serve --database postgres://…`; otherwise DATABASE_URL, then the project's config/database.js. */
  database?: string;
  nodeEnv?: string;
  /** Where media files are written and served from (`serve --uploads`); PROJECT/public/uploads by default. */
  uploadsDir?: string;
  /** false for commands that only read (export). */
  lock?: boolean;
  fsync?: boolean;
}

export interface ReloadOptions {
  /**
   * A schema change made on this instance (the content-type builder): the data steps that carry
   * stored entries over to the new schema. They run with the table changes, in the same transaction
   * on PostgreSQL (its DDL is transactional), where changed field types are converted too.
   */
  migrate?: (tx: Queries, next: SchemaRegistry) => Promise<void>;
}

export interface Project {
  dir: string;
  dbFile: string;
  /** Where media files live: a folder every instance on the same database shares. */
  uploadsDir: string;
  /** What the other instances on the same database tell this one, and this one them. */
  feed: ChangeFeed;
  /** development, staging, production…: what `serve --env` or NODE_ENV said (the GraphQL playground depends on it). */
  nodeEnv: string;
  config: ProjectConfig;
  registry: SchemaRegistry;
  /** The data path's database, whichever engine holds it. */
  engine: Engine;
  /** The sql.js database under the engine (snapshots, export, the admin's download); null on PostgreSQL. */
  db: Database | null;
  entries: EntryService;
  access: AccessControl;
  notes: string[];
  /**
   * Reads the model files again (after the content-type builder wrote them): a new registry, tables
   * synced, a new document service; then tells every listener, which rebuild what they derived,
   * and the other instances, which do the same.
   */
  reload(options?: ReloadOptions): Promise<string[]>;
  onReload(listener: (project: Project) => void): () => void;
  close(): Promise<void>;
}

/** The project's models and the built-in plugins' ones (as the project's extensions change them), in registration order. */
export function projectModelSources(dir: string, own: ModelSource[] = readProjectModels(dir)): ModelSource[] {
  const plugins = extendPluginModels(dir, [
    ...usersPermissionsModels,
    ...uploadModels,
    ...i18nModels,
    ...apiTokenModels,
  ]);
  return [...own, ...plugins];
}

/** Custom fields are served without their plugin's code: say once what that means. */
function customFieldNotes(registry: SchemaRegistry): string[] {
  const notes: string[] = [];
  for (const model of registry.models.values()) {
    for (const attr of Object.values(model.attributes)) {
      if (attr.kind === 'scalar' && attr.raw.type === 'customField') {
        notes.push(
          `${model.file}: attribute "${attr.name}" is the custom field ${String(attr.raw.customField)}; without its plugin it is stored, filtered and returned as a string`,
        );
      }
    }
  }
  return notes;
}

function createEntryService(db: Engine, registry: SchemaRegistry, config: ProjectConfig): EntryService {
  const maxEntries = Number(getConfig(config, 'api.populate.maxEntries', DEFAULT_MAX_POPULATED_ENTRIES));
  const entries = new EntryService(
    db,
    registry,
    Number.isFinite(maxEntries) ? maxEntries : DEFAULT_MAX_POPULATED_ENTRIES,
  );
  entries.addHooks(i18nHooks());
  return entries;
}

/**
 * The sql.js database, for what only the embedded engine does (snapshots, the archive import);
 * `what` says what needs it and why, for the 400 answered on PostgreSQL.
 */
export function embeddedDatabase(project: Project, what: string): Database {
  if (!project.db) throw new ApplicationError(`${what}: this project is served from PostgreSQL`);
  return project.db;
}

export function defaultDbFile(projectDir: string): string {
  return join(resolve(projectDir), '.tmp', 'data.db');
}

export function defaultUploadsDir(projectDir: string): string {
  return join(resolve(projectDir), 'public', 'uploads');
}

/** `serve --uploads DIR`, else config/tessera.js's `uploads` (relative to the project), else PROJECT/public/uploads. */
function chooseUploadsDir(dir: string, config: ProjectConfig, given: string | undefined): string {
  if (given !== undefined) return resolve(given);
  const configured = getConfig<unknown>(config, 'tessera.uploads', undefined);
  if (configured === undefined) return defaultUploadsDir(dir);
  if (typeof configured !== 'string' || !configured)
    throw new ProjectError('config/tessera.js: uploads must be the path of a folder');
  return resolve(dir, configured);
}

const CORE_STORE = 'strapi_core_store_settings';

const touches = (tables: string[] | '*', table: string): boolean => tables === '*' || tables.includes(table);

/**
 * What a change made by another instance on the same database does here: its writes may have
 * changed role permissions (the token and Public-role lookups follow the database generation, which
 * the engine moves) or the project's secrets, and a schema reload there is one here. After a gap in
 * listening, all of it.
 */
function followOtherInstances(project: Project, readSchemaAgain: () => Promise<unknown>): void {
  project.feed.subscribe((change) => {
    if (change.kind === 'data' || change.kind === 'missed') project.access.invalidate();
    // A database import there brings the file's token salt and JWT secret, kept in the core store.
    if (change.kind === 'missed' || (change.kind === 'data' && touches(change.tables, CORE_STORE))) {
      storedProjectSecrets(project.engine, project.config)
        .then((secrets) => secrets && project.access.useSecrets(secrets))
        .catch(() => {}); // unreachable now: read again at the next change or `missed`
    }
    if (change.kind === 'schema' || change.kind === 'missed') {
      readSchemaAgain().catch((err: Error) => {
        // The files another instance wrote do not load here: keep serving the schema this one has.
        project.notes.push(`schema: not reloaded after another instance's change: ${err.message}`);
      });
    }
  });
}

export async function openProject(options: OpenProjectOptions): Promise<Project> {
  const dir = resolve(options.projectDir);
  const config = await loadProjectConfig(dir, { nodeEnv: options.nodeEnv }).catch((err: Error) => {
    throw new ProjectError(err.message);
  });
  const registry = new SchemaRegistry(projectModelSources(dir));
  const choice = chooseDatabase({ flag: options.database, dbFile: options.dbFile, config });
  const dbFile = resolve(options.dbFile ?? defaultDbFile(dir));
  let db: Database | null = null;
  let engine: Engine;
  // A server hears the other instances on its database (the change feed); a command that only reads does not.
  if (choice.engine === 'postgres') engine = await PgEngine.open(choice.target, { listen: options.lock !== false });
  else {
    db = await Database.open(dbFile, { lock: options.lock !== false, fsync: options.fsync });
    engine = new SqlJsEngine(db);
  }
  // The tables in Strapi's layout for the engine: PostgreSQL's DDL is transactional, all or nothing,
  // so there a builder change's data steps share the transaction of its table changes.
  const sync = async (next: SchemaRegistry, { migrate }: ReloadOptions = {}): Promise<string[]> => {
    if (!db) {
      return engine.transaction(async (tx) => {
        const changes = await syncPostgresTables(tx, next, { convertTypes: migrate !== undefined });
        await migrate?.(tx, next);
        return changes;
      });
    }
    const changes = syncTables(db, next);
    if (migrate) await engine.transaction((tx) => migrate(tx, next));
    return changes;
  };
  try {
    const notes = [
      ...choice.notes,
      ...customFieldNotes(registry),
      ...pluginExtensionNotes(dir),
      ...(await sync(registry)),
    ];
    await ensureDefaultRoles(engine);
    await ensureDefaultLocale(engine);
    const access = new AccessControl(engine, await projectSecrets(engine, config));
    const nodeEnv = options.nodeEnv ?? process.env.NODE_ENV ?? 'development';
    const listeners = new Set<(project: Project) => void>();
    const readSchemaAgain = async (options?: ReloadOptions): Promise<string[]> => {
      const next = new SchemaRegistry(projectModelSources(dir));
      const changes = await sync(next, options);
      project.registry = next;
      project.entries = createEntryService(engine, next, config);
      project.notes.push(...changes);
      for (const listener of listeners) listener(project);
      return changes;
    };
    const project: Project = {
      dir,
      dbFile,
      uploadsDir: chooseUploadsDir(dir, config, options.uploadsDir),
      // A database file is served by one process at a time (its lock): there is nobody to tell.
      feed: engine instanceof PgEngine && engine.feed ? engine.feed : new SingleInstanceFeed(),
      nodeEnv,
      config,
      registry,
      engine,
      db,
      entries: createEntryService(engine, registry, config),
      access,
      notes,
      async reload(options) {
        const changes = await readSchemaAgain(options);
        // Not awaited: if it cannot be sent, the database is unreachable, and every other instance
        // has lost its listening connection too; it reloads when it hears again (`missed`).
        project.feed.announce({ kind: 'schema' }).catch(() => {});
        return changes;
      },
      onReload(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: async () => {
        await project.feed.close();
        await engine.close();
      },
    };
    followOtherInstances(project, readSchemaAgain);
    return project;
  } catch (err) {
    await engine.close();
    throw err;
  }
}

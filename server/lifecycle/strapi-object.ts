// The part of Strapi's `strapi` object a project's src/index.{js,ts} may use in register() and
// bootstrap(): entity access for seeding, the query engine, logging, and plugin services that
// plugins add. Anything else answers with a clear message instead of `undefined is not a function`.
import { ProjectError } from '../errors.ts';
import type { Project } from '../project.ts';
import type { FindQuery } from '../query/ast.ts';
import { parseFilters } from '../query/params/parse-filters.ts';
import { parsePopulate } from '../query/params/parse-populate.ts';
import { parseSort } from '../query/params/parse-sort.ts';

export type PluginServices = Record<string, Record<string, unknown>>;

export interface StrapiObjectOptions {
  project: Project;
  log: (line: string) => void;
  /** plugin name → service name → service. */
  services: PluginServices;
}

const ALL = { canRead: () => true };

export function createStrapiObject({ project, log, services }: StrapiObjectOptions): Record<string, unknown> {
  const { registry, entries } = project;
  const model = (uid: string) => {
    if (!registry.has(uid)) throw new ProjectError(`src/index: unknown content type "${uid}"`);
    return registry.get(uid);
  };
  const toQuery = (uid: string, params: Record<string, unknown> = {}): FindQuery => {
    const m = model(uid);
    return {
      where: parseFilters(registry, m, params.filters ?? params.where, ALL),
      sort: parseSort(registry, m, params.sort ?? params.orderBy, ALL),
      populate: parsePopulate(registry, m, params.populate, ALL),
      fields: Array.isArray(params.fields) ? (params.fields as string[]) : null,
      offset:
        typeof params.start === 'number' ? params.start : typeof params.offset === 'number' ? params.offset : undefined,
      limit: typeof params.limit === 'number' ? params.limit : null,
    };
  };
  const scope = (params: Record<string, unknown> = {}) => ({
    publicationState: (params.publicationState as 'live' | 'preview' | undefined) ?? 'preview',
    locale: (params.locale as string | undefined) ?? 'all',
  });
  const entityService = {
    findMany: async (uid: string, params: Record<string, unknown> = {}) => {
      const m = model(uid);
      const rows = await entries.findMany(m, toQuery(uid, params), scope(params));
      return m.kind === 'singleType' ? (rows[0] ?? null) : rows;
    },
    findOne: async (uid: string, id: number, params: Record<string, unknown> = {}) => {
      const q = toQuery(uid, params);
      return entries.findOne(model(uid), Number(id), { fields: q.fields, populate: q.populate });
    },
    count: async (uid: string, params: Record<string, unknown> = {}) =>
      entries.count(model(uid), toQuery(uid, params).where, scope(params)),
    create: async (uid: string, params: { data?: Record<string, unknown> } = {}) =>
      entries.create(model(uid), params.data ?? {}),
    update: async (uid: string, id: number, params: { data?: Record<string, unknown> } = {}) =>
      entries.update(model(uid), Number(id), params.data ?? {}),
    delete: async (uid: string, id: number) => entries.delete(model(uid), Number(id)),
  };
  const query = (uid: string) => ({
    findMany: (params: Record<string, unknown> = {}) => entityService.findMany(uid, params),
    findOne: async (params: Record<string, unknown> = {}) =>
      ((await entityService.findMany(uid, { ...params, limit: 1 })) as unknown[])[0] ?? null,
    count: (params: Record<string, unknown> = {}) => entityService.count(uid, params),
    create: (params: { data?: Record<string, unknown> } = {}) => entityService.create(uid, params),
    update: async (params: { where?: { id?: number }; data?: Record<string, unknown> } = {}) =>
      entityService.update(uid, Number(params.where?.id), params),
    delete: async (params: { where?: { id?: number } } = {}) => entityService.delete(uid, Number(params.where?.id)),
  });
  const logger = {
    info: (m: unknown) => log(`[info] ${String(m)}`),
    warn: (m: unknown) => log(`[warn] ${String(m)}`),
    error: (m: unknown) => log(`[error] ${String(m)}`),
    debug: () => {},
  };
  const plugin = (name: string) => ({
    service: (service: string) => {
      const s = services[name]?.[service];
      if (!s)
        throw new ProjectError(`src/index: strapi.plugin('${name}').service('${service}') is not provided by Tessera`);
      return s;
    },
  });
  const provided: Record<string, unknown> = {
    entityService,
    query,
    db: { query },
    log: logger,
    plugin,
    config: {
      get: (path: string, fallback?: unknown) =>
        path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], project.config) ??
        fallback,
    },
    contentTypes: Object.fromEntries(registry.contentTypes().map((m) => [m.uid, m.raw])),
    components: Object.fromEntries(registry.components().map((m) => [m.uid, m.raw])),
    dirs: { app: { root: project.dir } },
  };
  return new Proxy(provided, {
    get(target, key) {
      if (typeof key === 'symbol' || key in target || key === 'then') return target[key as string];
      throw new ProjectError(
        `src/index: strapi.${String(key)} is not provided by Tessera (available: ${Object.keys(target).join(', ')})`,
      );
    },
  });
}

// The generated REST endpoints of every content type (spec §4.1).
import type { AccessControl, Credentials } from '../auth/access-control.ts';
import { populateInState } from '../entries/draft-publish.ts';
import type { EntryService, ScopeOptions } from '../entries/entry-service.ts';
import { createSingle, currentSingle } from '../entries/single-type.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { withoutUnreadableRelations } from '../entries/unreadable-relations.ts';
import type { BodyParser } from '../http/read-body.ts';
import type { Reply, RequestContext, Router } from '../http/router.ts';
import type { ParamContext } from '../query/params/invalid.ts';
import { parsePagination, paginationMeta, type RestLimits } from '../query/params/parse-pagination.ts';
import type { Entity } from '../query/sql/select.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model } from '../schema/types.ts';
import { parseReadParams } from './read-params.ts';
import { toRestEntries, type RestEntry } from './transform-response.ts';
import { parseRowId } from '../input/row-id.ts';

export interface ContentApiDeps {
  registry: SchemaRegistry;
  entries: EntryService;
  access: AccessControl;
  limits: RestLimits;
  prefix: string;
  /** The request's body, as Strapi's own body parser reads it unless another is named (GraphQL's). */
  readBody: (ctx: RequestContext, parser?: BodyParser) => Promise<unknown>;
  /** Per-entry `meta` that plugins add (i18n's optional availableLocales), by entry id. */
  entryMeta?: (model: Model, ids: number[]) => Promise<Map<number, Record<string, unknown>> | null>;
}

/** The entries as REST answers them; at once unless a plugin adds per-entry `meta`, which it reads first. */
function restEntries(deps: ContentApiDeps, model: Model, rows: Entity[]): RestEntry[] | Promise<RestEntry[]> {
  if (!deps.entryMeta) return toRestEntries(deps.registry, model, rows);
  return withEntryMeta(deps.entryMeta, toRestEntries(deps.registry, model, rows), model);
}

async function withEntryMeta(
  entryMeta: NonNullable<ContentApiDeps['entryMeta']>,
  entries: RestEntry[],
  model: Model,
): Promise<RestEntry[]> {
  const metas = await entryMeta(
    model,
    entries.map((e) => e.id),
  );
  if (!metas) return entries;
  return entries.map((entry) => {
    const meta = metas.get(entry.id);
    return meta ? { ...entry, meta } : entry;
  });
}

export function credentials(ctx: RequestContext): Credentials {
  return ctx.state.credentials as Credentials;
}

export function registerContentApi(router: Router, deps: ContentApiDeps): void {
  for (const model of deps.registry.apiContentTypes()) {
    if (model.kind === 'singleType') registerSingleType(router, deps, model);
    else registerCollectionType(router, deps, model);
  }
}

/** The entry the path names; one that is not an id is looked up after the query and body are checked, as Strapi does, and is not there. */
function entryId(ctx: RequestContext): number {
  const id = parseRowId(ctx.params.id);
  if (id === null) throw new NotFoundError();
  return id;
}

/** The body's `data`, without the relations the caller may not read (Strapi's input sanitizing). */
async function dataOf(deps: ContentApiDeps, ctx: RequestContext, model: Model): Promise<Record<string, unknown>> {
  const body = (await deps.readBody(ctx)) as Record<string, unknown> | undefined;
  const data = body && typeof body === 'object' && !Array.isArray(body) ? body.data : undefined;
  if (data === undefined || data === null || typeof data !== 'object')
    throw new ValidationError('Missing "data" payload in the request body');
  if (Array.isArray(data)) return data as unknown as Record<string, unknown>;
  return withoutUnreadableRelations(
    deps.registry,
    model,
    data as Record<string, unknown>,
    deps.access.reader(credentials(ctx)),
  );
}

/**
 * What a read's parameters are parsed with: who may read what, and for the routes of one entry
 * (`valuesUnused`) that filter and sort values are checked but never run. One shape for every route.
 */
function paramContext(deps: ContentApiDeps, ctx: RequestContext, valuesUnused: boolean): ParamContext {
  return { canRead: deps.access.reader(credentials(ctx)), valuesUnused };
}

async function one(deps: ContentApiDeps, model: Model, found: Entity | null | Promise<Entity | null>): Promise<Reply> {
  const e = await found;
  if (!e) throw new NotFoundError();
  return { status: 200, body: { data: (await restEntries(deps, model, [e]))[0], meta: {} } };
}

function registerCollectionType(router: Router, deps: ContentApiDeps, model: Model): void {
  const { registry, entries, access } = deps;
  const base = `${deps.prefix}/${model.pluralName}`;
  const action = (a: string) => `${model.uid}.${a}`;

  router.add('GET', base, async (ctx) => {
    access.ensure(credentials(ctx), action('find'));
    const p = parseReadParams(registry, model, ctx.query, paramContext(deps, ctx, false));
    const pagination = parsePagination(ctx.query.pagination, deps.limits);
    const populate = populateInState(p.populate, p.scope.publicationState);
    const { rows, total } = await entries.findPage(
      model,
      { where: p.where, sort: p.sort, fields: p.fields, populate, offset: pagination.offset, limit: pagination.limit },
      p.scope,
      pagination.withCount,
    );
    return {
      status: 200,
      body: { data: await restEntries(deps, model, rows), meta: { pagination: paginationMeta(pagination, total) } },
    };
  });

  router.add('GET', `${base}/:id`, (ctx) => {
    access.ensure(credentials(ctx), action('findOne'));
    const p = parseReadParams(registry, model, ctx.query, paramContext(deps, ctx, true));
    return one(deps, model, entries.findOne(model, entryId(ctx), { fields: p.fields, populate: p.populate }));
  });

  router.add('POST', base, async (ctx) => {
    access.ensure(credentials(ctx), action('create'));
    const p = parseReadParams(registry, model, ctx.query, paramContext(deps, ctx, true));
    const data = await dataOf(deps, ctx, model);
    return one(
      deps,
      model,
      entries.create(model, data, { fields: p.fields, populate: p.populate, publishByDefault: true }),
    );
  });

  router.add('PUT', `${base}/:id`, async (ctx) => {
    access.ensure(credentials(ctx), action('update'));
    const p = parseReadParams(registry, model, ctx.query, paramContext(deps, ctx, true));
    const data = await dataOf(deps, ctx, model);
    return one(deps, model, entries.update(model, entryId(ctx), data, { fields: p.fields, populate: p.populate }));
  });

  router.add('DELETE', `${base}/:id`, (ctx) => {
    access.ensure(credentials(ctx), action('delete'));
    const p = parseReadParams(registry, model, ctx.query, paramContext(deps, ctx, true));
    return one(deps, model, entries.delete(model, entryId(ctx), { fields: p.fields, populate: p.populate }));
  });
}

function registerSingleType(router: Router, deps: ContentApiDeps, model: Model): void {
  const { registry, entries, access } = deps;
  const path = `${deps.prefix}/${model.singularName}`;
  const action = (a: string) => `${model.uid}.${a}`;
  // Writes name one entry: `locale=all` (a 500 in Strapi) or a list of locales names none.
  const writeScope = (scope: ScopeOptions): ScopeOptions => {
    if (scope.locale === 'all' || Array.isArray(scope.locale)) throw new ValidationError('Invalid parameter locale');
    return scope;
  };

  router.add('GET', path, async (ctx) => {
    access.ensure(credentials(ctx), action('find'));
    const p = parseReadParams(registry, model, ctx.query, paramContext(deps, ctx, false));
    const read = { fields: p.fields, populate: populateInState(p.populate, p.scope.publicationState) };
    // `locale=all` lists every localization, as Strapi's find does (a locale filter finds one).
    if (model.localized && ctx.query.locale === 'all') {
      const rows = await entries.findMany(model, { ...read, where: p.where }, p.scope);
      return { status: 200, body: { data: await restEntries(deps, model, rows), meta: {} } };
    }
    // Strapi's find of a single type: its filters (and `_q`) may leave no entry, a 404.
    const row = await currentSingle(entries, model, p.scope, p.where);
    return one(deps, model, row && entries.findOne(model, row.id, read));
  });

  router.add('PUT', path, async (ctx) => {
    access.ensure(credentials(ctx), action('update'));
    const p = parseReadParams(registry, model, ctx.query, paramContext(deps, ctx, false));
    const scope = writeScope(p.scope);
    const data = await dataOf(deps, ctx, model);
    const row = await currentSingle(entries, model, { ...scope, publicationState: 'preview' });
    const read = { fields: p.fields, populate: p.populate };
    return one(
      deps,
      model,
      row
        ? entries.update(model, row.id, data, read)
        : createSingle(entries, model, data, { ...read, publishByDefault: true }),
    );
  });

  router.add('DELETE', path, async (ctx) => {
    access.ensure(credentials(ctx), action('delete'));
    const p = parseReadParams(registry, model, ctx.query, paramContext(deps, ctx, false));
    // Strapi looks the entry up in the publication state asked for (live by default): a draft
    // is deleted only with publicationState=preview.
    const row = await currentSingle(entries, model, writeScope(p.scope));
    return one(deps, model, row && entries.delete(model, row.id, { fields: p.fields, populate: p.populate }));
  });
}

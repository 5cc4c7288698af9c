// The Content Manager's API: list, read, create, update, delete, publish and localize entries of
// collection types, and read or save single types. Entries are answered flat, private fields included.
import { NotFoundError } from '../../errors.ts';
import type { RequestContext } from '../../http/router.ts';
import { publishedAtAfter } from '../../entries/draft-publish.ts';
import { validateInput } from '../../entries/validate-input.ts';
import { createLocalization } from '../../plugins/i18n/create-localization.ts';
import { copySharedScalars, localizationIds } from '../../plugins/i18n/non-localized.ts';
import { contentManagerUserWrites } from '../../plugins/users-permissions/content-manager-user.ts';
import { USER_UID } from '../../plugins/users-permissions/models.ts';
import type { Project } from '../../project.ts';
import type { Model } from '../../schema/types.ts';
import type { AdminApi } from '../admin-api.ts';
import { editPopulate, listPopulate, parseListQuery } from '../entry-reads.ts';
import type { EntryList, StudioEntry } from '../studio-contract.ts';
import { dataOf, entryIdParam, studioContentType } from './studio-model.ts';

export interface EntriesApiDeps {
  project: Project;
  readBody: (ctx: RequestContext) => Promise<unknown>;
}

export function registerEntriesApi(api: AdminApi, { project, readBody }: EntriesApiDeps): void {
  const model = (ctx: RequestContext) => studioContentType(project, ctx.params.uid);
  const scopeOf = (m: Model, locale: unknown) => ({
    publicationState: 'preview' as const,
    locale: m.localized && typeof locale === 'string' && locale ? locale : undefined,
  });
  const read = (m: Model, id: number): Promise<StudioEntry | null> =>
    project.entries.findOne(m, id, { populate: editPopulate(project.registry, m) }, true);
  // Plugins whose content types the Content Manager writes by the plugin's own rules, as Strapi routes them.
  const pluginWrites = new Map([[USER_UID, contentManagerUserWrites(project)]]);
  const found = async (pending: StudioEntry | null | Promise<StudioEntry | null>): Promise<StudioEntry> => {
    const e = await pending;
    if (!e) throw new NotFoundError();
    return e;
  };

  api.get('/entries/:uid', async (ctx) => {
    const m = model(ctx);
    const q = parseListQuery(project.registry, m, ctx.query);
    const scope = scopeOf(m, q.locale);
    const results = await project.entries.findMany(
      m,
      {
        where: q.where,
        sort: q.sort,
        populate: listPopulate(m),
        offset: (q.page - 1) * q.pageSize,
        limit: q.pageSize,
      },
      scope,
      true,
    );
    const total = await project.entries.count(m, q.where, scope);
    const body: EntryList = {
      results,
      pagination: { page: q.page, pageSize: q.pageSize, pageCount: Math.ceil(total / q.pageSize), total },
    };
    return { status: 200, body };
  });

  api.get('/entries/:uid/:id', async (ctx) => ({
    status: 200,
    body: await found(read(model(ctx), entryIdParam(ctx.params.id))),
  }));

  api.post('/entries/:uid', async (ctx) => {
    const m = model(ctx);
    const sent = dataOf(await readBody(ctx));
    const data = (await pluginWrites.get(m.uid)?.create(sent)) ?? sent;
    const created = await project.entries.create(m, data, { fields: ['*'] });
    return { status: 201, body: await read(m, created.id) };
  });

  api.put('/entries/:uid/:id', async (ctx) => {
    const m = model(ctx);
    const id = entryIdParam(ctx.params.id);
    const sent = dataOf(await readBody(ctx));
    await found(read(m, id));
    const data = (await pluginWrites.get(m.uid)?.update(id, sent)) ?? sent;
    await project.entries.transaction(async (entries) => {
      await found(entries.update(m, id, data, { fields: ['*'] }));
      // As in Strapi's admin, saving an entry shares its non-localized fields with its localizations.
      if (m.localized) await copySharedScalars(entries.db, m, id, await localizationIds(entries.db, m, id));
    });
    return { status: 200, body: await read(m, id) };
  });

  api.delete('/entries/:uid/:id', async (ctx) => {
    const m = model(ctx);
    const id = entryIdParam(ctx.params.id);
    const existing = await found(read(m, id));
    await project.entries.delete(m, id);
    return { status: 200, body: existing };
  });

  for (const action of ['publish', 'unpublish'] as const) {
    api.post(`/entries/:uid/:id/${action}`, async (ctx) => {
      const m = model(ctx);
      const id = entryIdParam(ctx.params.id);
      if (!m.draftAndPublish) throw new NotFoundError(`${m.displayName} has no draft & publish`);
      // Drafts are saved without their required fields and minimums; publishing checks the whole
      // entry as a published one, as Strapi's admin does, so the API never serves a missing title.
      if (action === 'publish')
        validateInput(project.registry, m, await found(read(m, id)), { mode: 'create', isDraft: false });
      await found(project.entries.update(m, id, { publishedAt: publishedAtAfter(action) }, { fields: ['*'] }));
      return { status: 200, body: await read(m, id) };
    });
  }

  api.post('/entries/:uid/:id/localizations', async (ctx) => {
    const m = model(ctx);
    const created = await createLocalization(project.entries, m, entryIdParam(ctx.params.id), await readBody(ctx));
    return { status: 201, body: await read(m, created.id) };
  });

  api.get('/single/:uid', async (ctx) => {
    const m = model(ctx);
    const [current] = await project.entries.findMany(
      m,
      { fields: ['*'], limit: 1 },
      scopeOf(m, ctx.query.locale),
      true,
    );
    return { status: 200, body: { entry: current ? await read(m, current.id) : null } };
  });

  api.put('/single/:uid', async (ctx) => {
    const m = model(ctx);
    const locale = ctx.query.locale;
    const data = dataOf(await readBody(ctx));
    const [current] = await project.entries.findMany(m, { fields: ['*'], limit: 1 }, scopeOf(m, locale), true);
    const saved = current
      ? (await project.entries.update(m, current.id, data, { fields: ['*'] }))!
      : await project.entries.create(m, m.localized && typeof locale === 'string' ? { ...data, locale } : data, {
          fields: ['*'],
        });
    return { status: 200, body: { entry: await read(m, saved.id) } };
  });
}

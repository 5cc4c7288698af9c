// i18n's content API routes: the locales list and the localization creation routes.
import type { Router } from '../../http/router.ts';
import { credentials } from '../../rest/content-api.ts';
import type { PluginDeps } from '../routes.ts';
import { createLocalization, singleTypeSource } from './create-localization.ts';
import { listLocales } from './locales.ts';
import { parseRowId } from '../../input/row-id.ts';

export function registerI18nRoutes(router: Router, deps: PluginDeps): void {
  router.add('GET', `${deps.prefix}/i18n/locales`, async (ctx) => {
    deps.access.ensure(credentials(ctx), 'plugin::i18n.locales.listLocales');
    return { status: 200, body: await listLocales(deps.project.engine) };
  });
  for (const model of deps.registry.apiContentTypes()) {
    if (!model.localized) continue;
    const handler = async (ctx: Parameters<Parameters<Router['add']>[2]>[0]) => {
      deps.access.ensure(credentials(ctx), `${model.uid}.createLocalization`);
      const body = await deps.readBody(ctx);
      const id = model.kind === 'singleType' ? await singleTypeSource(deps.entries, model) : parseRowId(ctx.params.id);
      return { status: 200, body: await createLocalization(deps.entries, model, id, body) };
    };
    const path =
      model.kind === 'singleType'
        ? `${deps.prefix}/${model.singularName}/localizations`
        : `${deps.prefix}/${model.pluralName}/:id/localizations`;
    router.add('POST', path, handler);
  }
}

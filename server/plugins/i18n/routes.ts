// GET /api/i18n/locales.
import type { Router } from '../../http/router.ts';
import { credentials } from '../../rest/content-api.ts';
import type { PluginDeps } from '../routes.ts';
import { listLocales } from './locales.ts';

export function registerI18nRoutes(router: Router, deps: PluginDeps): void {
  router.add('GET', `${deps.prefix}/i18n/locales`, (ctx) => {
    deps.access.ensure(credentials(ctx), 'plugin::i18n.locales.listLocales');
    return { status: 200, body: listLocales(deps.project.db) };
  });
}

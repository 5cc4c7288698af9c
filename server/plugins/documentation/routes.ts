// `<prefix>/openapi.json`: the OpenAPI 3.1 description of the content API. Public, as the
// documentation of Strapi's documentation plugin is unless its `restrictedAccess` is set: it
// describes routes and fields, never content. With `restrictedAccess: true` (config/plugins,
// `documentation.config['x-strapi-config']`), only the studio admin or a full-access token reads it.
import { basename } from 'node:path';
import { ensureAdminCaller } from '../../admin/admin-caller.ts';
import { openApiDocument } from '../../api-description/openapi/openapi-document.ts';
import { getConfig } from '../../config/load-config.ts';
import type { Router } from '../../http/router.ts';
import type { PluginDeps } from '../routes.ts';

export function registerDocumentationRoutes(router: Router, deps: PluginDeps): void {
  const { project } = deps;
  const restricted =
    getConfig<unknown>(
      project.config,
      ['plugins', 'documentation', 'config', 'x-strapi-config', 'restrictedAccess'],
      false,
    ) === true;
  // Routes are registered again after a schema reload, so the document is built once per schema.
  let body: string | null = null;
  router.add('GET', `${deps.prefix}/openapi.json`, async (ctx) => {
    if (restricted) await ensureAdminCaller(project, ctx);
    body ??= JSON.stringify(openApiDocument(deps.registry, { prefix: deps.prefix, title: basename(project.dir) }));
    // Sent with its own headers, so the GET cache (keyed by API credentials, not by admin cookie) never keeps it.
    return { status: 200, body, headers: { 'content-type': 'application/json; charset=utf-8' } };
  });
}

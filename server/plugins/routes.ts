// Routes the built-in plugins add to the content API, registered like the core's.
import type { Router } from '../http/router.ts';
import type { ContentApiDeps } from '../rest/content-api.ts';
import type { Project } from '../project.ts';
import type { PluginServices } from '../lifecycle/strapi-object.ts';
import { registerContentTypeBuilderRoutes } from './content-type-builder/routes.ts';
import { registerDocumentationRoutes } from './documentation/routes.ts';
import { registerEmailRoutes } from './email/routes.ts';
import type { ResponseCache } from '../middleware/response-cache.ts';
import { registerI18nRoutes } from './i18n/routes.ts';
import { registerUploadRoutes } from './upload/routes.ts';
import { registerUsersPermissionsRoutes } from './users-permissions/routes.ts';
import { registerGraphqlPlugin } from '../graphql/register.ts';
import { registerSnapshotRoutes } from '../snapshots/routes.ts';

export interface PluginDeps extends ContentApiDeps {
  project: Project;
  log: (line: string) => void;
  /** plugin name → service name → service, handed to the project's src/index register/bootstrap. */
  services: PluginServices;
  /** The server's response cache (GraphQL keeps query answers in it); null when off. */
  responseCache: ResponseCache | null;
}

export function registerPluginRoutes(router: Router, deps: PluginDeps): void {
  registerContentTypeBuilderRoutes(router, deps);
  registerEmailRoutes(router, deps);
  registerI18nRoutes(router, deps);
  registerUploadRoutes(router, deps);
  registerUsersPermissionsRoutes(router, deps);
  registerGraphqlPlugin(router, deps);
  registerDocumentationRoutes(router, deps);
  registerSnapshotRoutes(router, deps);
}

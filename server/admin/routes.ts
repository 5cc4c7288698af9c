// Everything under /admin: the sign-in link, the studio's API (guarded by the admin session) and
// the built studio itself. Handlers read the project's registry and entries when they run, so a
// schema reload is seen without registering again.
import type { RequestContext, Router } from '../http/router.ts';
import type { MockControls } from '../mock-controls/mock-controls.ts';
import type { Project } from '../project.ts';
import { createAdminApi, registerAdminApiFallback } from './admin-api.ts';
import { registerDatabaseApi } from './api/database-api.ts';
import { registerEntriesApi } from './api/entries-api.ts';
import { registerLocalesApi } from './api/locales-api.ts';
import { registerMediaApi } from './api/media-api.ts';
import { registerRelationOptionsApi } from './api/relation-options-api.ts';
import { registerMockApi } from './api/mock-api.ts';
import { registerRequestLogApi } from './api/request-log-api.ts';
import { registerRolesApi } from './api/roles-api.ts';
import { registerSchemaBuilderApi } from './api/schema-builder-api.ts';
import { registerSessionApi } from './api/session-api.ts';
import { registerTokensApi } from './api/tokens-api.ts';
import { registerUsersApi } from './api/users-api.ts';
import { registerStaticStudio } from './static-studio.ts';
import { registerStudioLogin } from './studio-login.ts';

export interface AdminDeps {
  project: Project;
  readBody: (ctx: RequestContext) => Promise<unknown>;
  log: (line: string) => void;
  /** The built studio (default: dist/renderer). */
  studioDir?: string;
  /** The server's mock controls, which the studio switches. */
  mock: MockControls;
}

export function registerAdminRoutes(router: Router, deps: AdminDeps): void {
  const { project } = deps;
  registerStudioLogin(router, project);
  const api = createAdminApi(router);
  registerSessionApi(api, project);
  registerEntriesApi(api, deps);
  registerMediaApi(api, deps);
  registerRolesApi(api, deps);
  registerTokensApi(api, deps);
  registerLocalesApi(api, deps);
  registerUsersApi(api, project);
  registerRelationOptionsApi(api, project);
  registerDatabaseApi(api, project);
  registerRequestLogApi(api, project);
  registerMockApi(api, deps);
  registerSchemaBuilderApi(api, deps);
  registerAdminApiFallback(router);
  registerStaticStudio(router, deps.studioDir);
}

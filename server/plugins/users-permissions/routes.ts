// The users-permissions plugin's content API: auth, users, roles and permissions, registered the
// way the core registers its routes. Each route checks `plugin::users-permissions.<controller>.<action>`.
import type { RequestContext, Router } from '../../http/router.ts';
import { credentials } from '../../rest/content-api.ts';
import type { PluginDeps } from '../routes.ts';
import { registerAuthRoutes } from './auth-routes.ts';
import { createAuthService, type AuthService } from './auth-service.ts';
import { PgEngine } from '../../db/postgres/pg-engine.ts';
import { PgRateLimitStore } from './pg-rate-limit-store.ts';
import { RateLimiter } from './rate-limit.ts';
import { registerRoleRoutes } from './role-routes.ts';
import type { UserService } from './user-service.ts';
import { registerUserRoutes } from './user-routes.ts';

/** What the plugin's route files share. */
export interface UpContext {
  users: UserService;
  auth: AuthService;
  limiter: RateLimiter;
  /** May this request's caller read entries of `uid`? (Strapi's output sanitiser drops relations it may not.) */
  canRead(ctx: RequestContext): (uid: string) => boolean;
  action(controller: string, name: string): string;
  /**
   * The start of an auth route: the permission check, the body, then the throttle (Strapi runs
   * route middlewares such as rateLimit after authorisation, so a 403 is not counted).
   */
  authBody(ctx: RequestContext, action: string, rateLimited: boolean): Promise<unknown>;
}

export function registerUsersPermissionsRoutes(router: Router, deps: PluginDeps): void {
  const auth = createAuthService(deps);
  const up: UpContext = {
    users: auth.users,
    auth,
    // Instances sharing a PostgreSQL database share the budget; an embedded file has one instance.
    limiter: new RateLimiter(
      auth.settings.rateLimit,
      Date.now,
      deps.project.engine instanceof PgEngine ? new PgRateLimitStore(deps.project.engine) : undefined,
    ),
    canRead: (ctx) => deps.access.reader(credentials(ctx)),
    action: (controller, name) => `plugin::users-permissions.${controller}.${name}`,
    async authBody(ctx, action, rateLimited) {
      deps.access.ensure(credentials(ctx), up.action('auth', action));
      const body = await deps.readBody(ctx);
      if (rateLimited) await up.limiter.hit(ctx, body);
      return body;
    },
  };
  registerAuthRoutes(router, deps, up);
  registerUserRoutes(router, deps, up);
  registerRoleRoutes(router, deps, up);
}

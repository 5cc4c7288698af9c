// `/users-permissions/roles` and `/users-permissions/permissions`: the role and permissions
// controllers of users-permissions, answering `{ roles }`, `{ role }`, `{ permissions }` or `{ ok: true }`.
import { ValidationError } from '../../errors.ts';
import type { RequestContext, Router } from '../../http/router.ts';
import { isPlainObject } from '../../query/params/invalid.ts';
import { credentials } from '../../rest/content-api.ts';
import type { PluginDeps } from '../routes.ts';
import { allActions } from './actions.ts';
import { RoleService } from './role-service.ts';
import type { UpContext } from './routes.ts';
import { parseRowId } from '../../input/row-id.ts';

export function registerRoleRoutes(router: Router, deps: PluginDeps, up: UpContext): void {
  const roles = new RoleService(deps.project.engine, deps.registry, deps.entries, deps.access);
  const base = `${deps.prefix}/users-permissions`;
  const ensure = (ctx: RequestContext, controller: string, action: string) =>
    deps.access.ensure(credentials(ctx), up.action(controller, action));
  const nonEmptyBody = async (ctx: RequestContext) => {
    const body = await deps.readBody(ctx);
    if (!isPlainObject(body) || Object.keys(body).length === 0)
      throw new ValidationError('Request body cannot be empty');
    return body;
  };

  router.add('GET', `${base}/roles/:id`, async (ctx) => {
    ensure(ctx, 'role', 'findOne');
    return { status: 200, body: { role: await roles.findOne(parseRowId(ctx.params.id)) } };
  });

  router.add('GET', `${base}/roles`, async (ctx) => {
    ensure(ctx, 'role', 'find');
    return { status: 200, body: { roles: await roles.list() } };
  });

  router.add('POST', `${base}/roles`, async (ctx) => {
    ensure(ctx, 'role', 'createRole');
    await roles.create(await nonEmptyBody(ctx));
    return { status: 200, body: { ok: true } };
  });

  router.add('PUT', `${base}/roles/:role`, async (ctx) => {
    ensure(ctx, 'role', 'updateRole');
    await roles.update(parseRowId(ctx.params.role), await nonEmptyBody(ctx));
    return { status: 200, body: { ok: true } };
  });

  router.add('DELETE', `${base}/roles/:role`, async (ctx) => {
    ensure(ctx, 'role', 'deleteRole');
    await roles.delete(parseRowId(ctx.params.role));
    return { status: 200, body: { ok: true } };
  });

  router.add('GET', `${base}/permissions`, (ctx) => {
    ensure(ctx, 'permissions', 'getPermissions');
    return { status: 200, body: { permissions: allActions(deps.registry) } };
  });
}

// `/users`: the users controller of users-permissions. Bare objects, arrays and numbers (no
// data/meta envelope), never a private field, and `role` only for callers allowed to read roles.
import { ApplicationError, NotFoundError, UnauthorizedError } from '../../errors.ts';
import type { Reply, RequestContext, Router } from '../../http/router.ts';
import type { Entity } from '../../query/sql/select.ts';
import { credentials } from '../../rest/content-api.ts';
import { parseReadParams } from '../../rest/read-params.ts';
import type { PluginDeps } from '../routes.ts';
import { accountEdit, newLocalAccount } from './account-rules.ts';
import { listWindow } from '../../query/params/list-window.ts';
import type { UpContext } from './routes.ts';
import { ensureNoEscalation } from './user-service.ts';
import { parseRowId } from '../../input/row-id.ts';

export function registerUserRoutes(router: Router, deps: PluginDeps, up: UpContext): void {
  const { access, registry, entries } = deps;
  const { users } = up;
  const { model } = users;
  const db = deps.project.engine;
  const base = `${deps.prefix}/users`;
  const ensure = (ctx: RequestContext, action: string) => access.ensure(credentials(ctx), up.action('user', action));
  const params = (ctx: RequestContext) => parseReadParams(registry, model, ctx.query, { canRead: up.canRead(ctx) });
  const idOf = (ctx: RequestContext) => parseRowId(ctx.params.id);
  // A null body is Koa's 204 No Content: what Strapi answers for a user that does not exist.
  const bare = async (found: Promise<Entity | null> | null): Promise<Reply> => {
    const body = await found;
    return body ? { status: 200, body } : { status: 204 };
  };

  router.add('GET', `${base}/count`, async (ctx) => {
    ensure(ctx, 'count');
    return { status: 200, body: await users.count(params(ctx).where) };
  });

  router.add('GET', base, async (ctx) => {
    ensure(ctx, 'find');
    const p = params(ctx);
    const window = listWindow(ctx.query);
    return {
      status: 200,
      body: await entries.findMany(model, {
        where: p.where,
        sort: p.sort,
        fields: p.fields,
        populate: p.populate,
        ...window,
      }),
    };
  });

  router.add('GET', `${base}/me`, (ctx) => {
    ensure(ctx, 'me');
    const cred = credentials(ctx);
    // An API token passes the permission check but is nobody: Strapi's ctx.unauthorized().
    if (cred.kind !== 'user') throw new UnauthorizedError('Unauthorized');
    const p = params(ctx);
    return bare(users.findOne(cred.user.id, { fields: p.fields, populate: p.populate }));
  });

  router.add('GET', `${base}/:id`, (ctx) => {
    ensure(ctx, 'findOne');
    const p = params(ctx);
    const id = idOf(ctx);
    return bare(id === null ? null : users.findOne(id, { fields: p.fields, populate: p.populate }));
  });

  router.add('POST', base, async (ctx) => {
    ensure(ctx, 'create');
    const data = await newLocalAccount(db, users, await deps.readBody(ctx), { checkUsername: false });
    try {
      const user = await users.add(data, users.roleRead(up.canRead(ctx)));
      return { status: 201, body: user };
    } catch (err) {
      // Strapi's create wraps whatever the entity service throws (validation included) in an ApplicationError.
      throw new ApplicationError((err as Error).message);
    }
  });

  router.add('PUT', `${base}/:id`, async (ctx) => {
    ensure(ctx, 'update');
    const id = idOf(ctx);
    const existing = id === null ? null : await users.findOne(id);
    if (id === null || !existing) throw new NotFoundError('User not found');
    const data = await accountEdit(db, users, id, await deps.readBody(ctx), (d) =>
      ensureNoEscalation(credentials(ctx), id, d),
    );
    return bare(users.edit(id, data, users.roleRead(up.canRead(ctx))));
  });

  router.add('DELETE', `${base}/:id`, (ctx) => {
    ensure(ctx, 'destroy');
    const id = idOf(ctx);
    return bare(id === null ? null : users.remove(id));
  });
}

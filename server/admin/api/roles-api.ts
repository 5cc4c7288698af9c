// users-permissions roles for the studio's Settings: list, create, delete, and the permission
// matrix saved as the role's whole set of actions.
import { grantIn, revokeIn, rolePermissions } from '../../auth/roles.ts';
import { ApplicationError, NotFoundError, ValidationError } from '../../errors.ts';
import type { RequestContext } from '../../http/router.ts';
import { ROLE_UID } from '../../plugins/users-permissions/models.ts';
import type { Project } from '../../project.ts';
import type { Entity } from '../../query/sql/select.ts';
import type { AdminApi } from '../admin-api.ts';
import type { StudioRole } from '../studio-contract.ts';
import { allActions, permissionSubjects } from './permission-subjects.ts';

const BUILT_IN = new Set(['public', 'authenticated']);

export function registerRolesApi(
  api: AdminApi,
  { project, readBody }: { project: Project; readBody: (ctx: RequestContext) => Promise<unknown> },
): void {
  const roleModel = () => project.registry.get(ROLE_UID);
  const toRole = async (e: Entity | null): Promise<StudioRole> => ({
    id: e!.id,
    name: String(e!.name),
    description: String(e!.description ?? ''),
    type: String(e!.type),
    users: Array.isArray(e!.users) ? e!.users.length : 0,
    permissions: [...(await rolePermissions(project.engine, e!.id))].sort(),
  });
  const roleByType = async (type: string): Promise<Entity> => {
    const [found] = await project.entries.findMany(roleModel(), {
      where: { type: 'compare', attribute: 'type', op: '$eq', value: type },
      limit: 1,
    });
    if (!found) throw new NotFoundError(`No role ${type}`);
    return found;
  };
  const withUsers = { populate: { users: { fields: ['id'] } } };

  api.get('/permissions/subjects', async () => ({ status: 200, body: permissionSubjects(project.registry) }));

  api.get('/roles', async () => {
    const roles = await project.entries.findMany(roleModel(), { sort: [{ path: ['id'], order: 'asc' }], ...withUsers });
    const body: StudioRole[] = [];
    for (const r of roles) body.push(await toRole(r));
    return { status: 200, body };
  });

  api.post('/roles', async (ctx) => {
    const body = (await readBody(ctx)) as { name?: unknown; description?: unknown } | undefined;
    const name = typeof body?.name === 'string' ? body.name.trim() : '';
    if (name.length < 3)
      throw new ValidationError('A role name needs at least 3 characters', {
        errors: [{ path: ['name'], message: 'name must be at least 3 characters' }],
      });
    const type = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    if (
      (await project.entries.count(roleModel(), { type: 'compare', attribute: 'type', op: '$eq', value: type })) > 0
    ) {
      throw new ApplicationError(`A role of type "${type}" already exists`);
    }
    const created = await project.entries.create(roleModel(), {
      name,
      description: typeof body?.description === 'string' ? body.description : '',
      type,
    });
    return { status: 201, body: await toRole(await project.entries.findOne(roleModel(), created.id, withUsers)) };
  });

  api.put('/roles/:type/permissions', async (ctx) => {
    const role = await roleByType(ctx.params.type);
    const body = (await readBody(ctx)) as { permissions?: unknown } | undefined;
    if (!Array.isArray(body?.permissions) || !body.permissions.every((p) => typeof p === 'string'))
      throw new ValidationError('permissions must be an array of action names');
    const wanted = new Set(body.permissions as string[]);
    const known = allActions(permissionSubjects(project.registry));
    const unknown = [...wanted].filter((a) => !known.has(a));
    if (unknown.length) throw new ValidationError(`Unknown actions: ${unknown.join(', ')}`);
    const have = await rolePermissions(project.engine, role.id);
    await project.engine.transaction(async (tx) => {
      await revokeIn(
        tx,
        ctx.params.type,
        [...have].filter((a) => known.has(a) && !wanted.has(a)),
      );
      await grantIn(
        tx,
        ctx.params.type,
        [...wanted].filter((a) => !have.has(a)),
      );
    });
    project.access.invalidate();
    return { status: 200, body: await toRole(await project.entries.findOne(roleModel(), role.id, withUsers)) };
  });

  api.delete('/roles/:type', async (ctx) => {
    if (BUILT_IN.has(ctx.params.type))
      throw new ApplicationError('The Public and Authenticated roles cannot be deleted');
    const role = await roleByType(ctx.params.type);
    await project.entries.transaction(async (entries) => {
      await revokeIn(entries.db, ctx.params.type, [...(await rolePermissions(entries.db, role.id))]);
      await entries.delete(roleModel(), role.id);
    });
    project.access.invalidate();
    return { status: 200, body: { id: role.id } };
  });
}

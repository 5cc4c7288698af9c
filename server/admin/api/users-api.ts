// users-permissions users, for the REST tester's "as a logged-in user": the list, and a JWT the
// studio mints for one of them (signed as users-permissions signs its own: HS256 over { id }).
import { getConfig } from '../../config/load-config.ts';
import { ApplicationError, NotFoundError } from '../../errors.ts';
import { issueJwt } from '../../plugins/users-permissions/jwt.ts';
import { USER_UID } from '../../plugins/users-permissions/models.ts';
import type { Project } from '../../project.ts';
import type { Entity } from '../../query/sql/select.ts';
import type { AdminApi } from '../admin-api.ts';
import type { StudioUser } from '../studio-contract.ts';
import { entryIdParam } from './studio-model.ts';

export function registerUsersApi(api: AdminApi, project: Project): void {
  const userModel = () => project.registry.get(USER_UID);
  const toUser = (e: Entity): StudioUser => ({
    id: e.id,
    username: String(e.username),
    email: String(e.email),
    role: e.role && typeof e.role === 'object' ? String((e.role as Entity).name) : null,
    blocked: e.blocked === true,
    confirmed: e.confirmed === true,
  });

  api.get('/users', async () => {
    const users = await project.entries.findMany(userModel(), {
      sort: [{ path: ['id'], order: 'asc' }],
      limit: 200,
      populate: { role: { fields: ['name'] } },
    });
    return { status: 200, body: users.map(toUser) };
  });

  api.post('/users/:id/jwt', async (ctx) => {
    const user = await project.entries.findOne(userModel(), entryIdParam(ctx.params.id));
    if (!user) throw new NotFoundError('No such user');
    if (user.blocked === true) throw new ApplicationError('This user is blocked');
    const expiresIn = getConfig<string | number>(
      project.config,
      'plugins.users-permissions.config.jwt.expiresIn',
      '30d',
    );
    return { status: 200, body: { jwt: await issueJwt(user.id, project.access.jwtSecret, expiresIn) } };
  });
}

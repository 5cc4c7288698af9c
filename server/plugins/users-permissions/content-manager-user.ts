// How the admin panel's Content Manager writes users-permissions users: Strapi routes these writes
// to the plugin's own controller (content-manager-user.js), which makes every new account a local
// login with a role, refuses a username or email another account holds, and lower-cases the email.
import type { Project } from '../../project.ts';
import { accountEdit, newLocalAccount } from './account-rules.ts';
import { UserService } from './user-service.ts';

export interface ContentManagerWrites {
  create(data: Record<string, unknown>): Promise<Record<string, unknown>>;
  update(id: number, data: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export function contentManagerUserWrites(project: Project): ContentManagerWrites {
  const users = () => new UserService(project.entries, project.registry);
  return {
    create: (data) => newLocalAccount(project.engine, users(), data, { checkUsername: true }),
    update: (id, data) => accountEdit(project.engine, users(), id, data),
  };
}

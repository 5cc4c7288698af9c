// Sign-up, login and password change for the GraphQL mutations. Strapi's GraphQL resolvers run the
// REST auth controller; these follow the same steps, in the same order, on the users-permissions
// plugin's own building blocks (user lookups, body schemas, settings, JWTs).
import { roleId } from '../../auth/roles.ts';
import type { EntryService } from '../../entries/entry-service.ts';
import { ApplicationError, ValidationError } from '../../errors.ts';
import type { Project } from '../../project.ts';
import type { Entity } from '../../query/sql/select.ts';
import { SCHEMAS, validateBody } from '../../plugins/users-permissions/body-schema.ts';
import { issueJwt } from '../../plugins/users-permissions/jwt.ts';
import { advancedSettings, localProviderEnabled, pluginSettings } from '../../plugins/users-permissions/settings.ts';
import { and, eq, or, UserService, validatePassword } from '../../plugins/users-permissions/user-service.ts';

export interface AuthPayload {
  jwt: string | null;
  user: Entity;
}

export class UserAccounts {
  readonly users: UserService;
  private readonly expiresIn: string | number;

  constructor(private readonly project: Project, private readonly entries: EntryService) {
    this.users = new UserService(entries, project.registry);
    this.expiresIn = pluginSettings(project.config).jwtOptions.expiresIn;
  }

  private jwt(userId: number): string {
    return issueJwt(userId, this.project.access.jwtSecret, this.expiresIn);
  }

  register(input: Record<string, unknown>): AuthPayload {
    const { db } = this.project;
    const advanced = advancedSettings(db);
    if (!advanced.allow_register) throw new ApplicationError('Register action is currently disabled');
    const params = { ...validateBody(input, SCHEMAS.register), provider: 'local' };
    const role = roleId(db, advanced.default_role);
    if (role === null) throw new ApplicationError('Impossible to find the default role');
    const email = String(params.email);
    const username = String(params.username);
    const sameIdentity = or(eq('email', email.toLowerCase()), eq('username', email.toLowerCase()), eq('username', username), eq('email', username));
    if (this.users.count(and(sameIdentity, eq('provider', 'local'))) > 0) throw new ApplicationError('Email or Username are already taken');
    if (advanced.unique_email && this.users.count(sameIdentity) > 0) throw new ApplicationError('Email or Username are already taken');
    // The public caller may not read roles, so the answer has none (as Strapi's sanitiser leaves it).
    const user = this.users.add({ username, email: email.toLowerCase(), password: params.password, provider: 'local', role, confirmed: !advanced.email_confirmation });
    return { jwt: advanced.email_confirmation ? null : this.jwt(user.id), user };
  }

  login(input: Record<string, unknown>): AuthPayload {
    const { db } = this.project;
    if (!localProviderEnabled(db)) throw new ApplicationError('This provider is disabled');
    const params = validateBody(input, SCHEMAS.callback);
    const user = this.users.byIdentifier(String(params.identifier));
    if (!user || !validatePassword(String(params.password), user.password)) throw new ValidationError('Invalid identifier or password');
    if (advancedSettings(db).email_confirmation && user.confirmed !== true) throw new ApplicationError('Your account email is not confirmed');
    if (user.blocked === true) throw new ApplicationError('Your account has been blocked by an administrator');
    return { jwt: this.jwt(user.id), user: this.users.publicView(user) };
  }

  changePassword(userId: number, input: Record<string, unknown>): AuthPayload {
    const params = validateBody(input, SCHEMAS.changePassword);
    const currentPassword = String(params.currentPassword);
    const password = String(params.password);
    const user = this.users.findPrivate(eq('id', userId));
    if (!user || !validatePassword(currentPassword, user.password)) throw new ValidationError('The provided current password is invalid');
    if (currentPassword === password) throw new ValidationError('Your new password must be different than your current password');
    this.users.edit(user.id, { password });
    return { jwt: this.jwt(user.id), user: this.users.publicView(user) };
  }

  /** The signed-in user with its role, as `ctx.state.user` carries it in Strapi. */
  me(userId: number): Entity | null {
    return this.users.findOne(userId, { populate: { role: {} } });
  }
}

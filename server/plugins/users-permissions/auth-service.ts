// The account flows of users-permissions, free of any transport: sign-up, login, password change,
// forgot/reset password and email confirmation. The REST routes and the GraphQL mutations both call
// these (Strapi's GraphQL resolvers run its REST auth controller), so one input meets the same checks
// in the order Strapi 4.26's controller makes them, and the same typed error.
// Tessera sends no mail: the link Strapi would email is written to the server log instead, so a
// developer running a local mock backend can still complete the flow.
import { randomBytes } from 'node:crypto';
import { getConfig } from '../../config/load-config.ts';
import { roleId } from '../../auth/roles.ts';
import { ApplicationError, ValidationError } from '../../errors.ts';
import type { Project } from '../../project.ts';
import { isPlainObject } from '../../query/params/invalid.ts';
import type { Entity } from '../../query/sql/select.ts';
import type { Model } from '../../schema/types.ts';
import type { PluginDeps } from '../routes.ts';
import { SCHEMAS, validateBody } from './body-schema.ts';
import { issueJwt } from './jwt.ts';
import { advancedSettings, localProviderEnabled, pluginSettings, type PluginSettings } from './settings.ts';
import { and, eq, or, UserService, validatePassword } from './user-service.ts';

/** `jwt` is absent when a sign-up must first confirm its email (Strapi answers `{ user }` alone). */
export interface AuthResult {
  jwt?: string;
  user: Entity;
}

/** What a flow needs to know of whoever calls it. */
export interface AuthCaller {
  /** May the caller read entries of `uid`? A new user's role is shown only to callers who may read roles. */
  canRead: (uid: string) => boolean;
  /** The request's Host header: the confirmation link's origin when `server.url` is not set. */
  host: string | undefined;
}

export interface AuthServiceDeps {
  project: Project;
  users: UserService;
  settings: PluginSettings;
  /** The REST prefix (`/api`): the links written to the log point at the REST routes. */
  prefix: string;
  log: (line: string) => void;
}

// v4 keeps these out of a sign-up body even when the user model is extended (they are listed again
// beside the private and non-writable ones, as Strapi does).
const NEVER_ON_REGISTER = new Set([
  'confirmed',
  'blocked',
  'confirmationToken',
  'resetPasswordToken',
  'provider',
  'id',
  'role',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
  'publishedAt',
  'strapi_reviewWorkflows_stage',
]);

export class AuthService {
  readonly users: UserService;
  readonly settings: PluginSettings;
  private readonly registerKeys: string[];

  constructor(private readonly deps: AuthServiceDeps) {
    this.users = deps.users;
    this.settings = deps.settings;
    this.registerKeys = registerKeys(deps.users.model, deps.settings.allowedFields);
  }

  issueJwt(userId: number): Promise<string> {
    return issueJwt(userId, this.deps.project.access.jwtSecret, this.deps.settings.jwtOptions.expiresIn);
  }

  async register(body: unknown, caller: AuthCaller): Promise<AuthResult> {
    const advanced = await advancedSettings(this.deps.project.engine);
    if (!advanced.allow_register) throw new ApplicationError('Register action is currently disabled');
    const params: Record<string, unknown> = { ...pick(body, this.registerKeys), provider: 'local' };
    validateBody(params, SCHEMAS.register);
    const role = await roleId(this.deps.project.engine, advanced.default_role);
    if (role === null) throw new ApplicationError('Impossible to find the default role');
    const email = String(params.email);
    const username = String(params.username);
    const sameIdentity = or(
      eq('email', email.toLowerCase()),
      eq('username', email.toLowerCase()),
      eq('username', username),
      eq('email', username),
    );
    if ((await this.users.count(and(sameIdentity, eq('provider', 'local')))) > 0)
      throw new ApplicationError('Email or Username are already taken');
    if (advanced.unique_email && (await this.users.count(sameIdentity)) > 0)
      throw new ApplicationError('Email or Username are already taken');
    // These checks and the insert are separate statements: two sign-ups with one email at the same moment may both pass them, as on Strapi.
    const data = { ...params, role, email: email.toLowerCase(), username, confirmed: !advanced.email_confirmation };
    const user = await this.users.add(data, this.users.roleRead(caller.canRead));
    if (advanced.email_confirmation) {
      await this.sendConfirmation(user, caller.host);
      return { user };
    }
    return { jwt: await this.issueJwt(user.id), user };
  }

  async login(body: unknown): Promise<AuthResult> {
    if (!(await localProviderEnabled(this.deps.project.engine)))
      throw new ApplicationError('This provider is disabled');
    const params = validateBody(body, SCHEMAS.callback);
    const user = await this.users.byIdentifier(String(params.identifier));
    // One message for an unknown account and a wrong password: the answer does not reveal which.
    if (!user || !validatePassword(String(params.password), user.password))
      throw new ValidationError('Invalid identifier or password');
    if ((await advancedSettings(this.deps.project.engine)).email_confirmation && user.confirmed !== true)
      throw new ApplicationError('Your account email is not confirmed');
    if (user.blocked === true) throw new ApplicationError('Your account has been blocked by an administrator');
    return this.signedIn(user);
  }

  /** `userId`: the caller's, when it signed in with a JWT (API tokens have no password to change). */
  async changePassword(userId: number | null, body: unknown): Promise<AuthResult> {
    if (userId === null) throw new ApplicationError('You must be authenticated to reset your password');
    const params = validateBody(body, SCHEMAS.changePassword);
    const currentPassword = String(params.currentPassword);
    const password = String(params.password);
    const user = await this.users.findPrivate(eq('id', userId));
    if (!user || !validatePassword(currentPassword, user.password))
      throw new ValidationError('The provided current password is invalid');
    if (currentPassword === password)
      throw new ValidationError('Your new password must be different than your current password');
    await this.users.edit(user.id, { password });
    return this.signedIn(user);
  }

  async forgotPassword(body: unknown): Promise<{ ok: true }> {
    const email = String(validateBody(body, SCHEMAS.forgotPassword).email);
    const user = await this.users.findPrivate(eq('email', email.toLowerCase()));
    // The same answer whether or not the account exists, so that it cannot be probed.
    if (!user || user.blocked === true) return { ok: true };
    const token = randomBytes(64).toString('hex');
    await this.users.edit(user.id, { resetPasswordToken: token });
    const page = (await advancedSettings(this.deps.project.engine)).email_reset_password;
    const where = page
      ? `${page}?code=${token}`
      : `code ${token} (no reset page set in the advanced settings; POST ${this.deps.prefix}/auth/reset-password { code, password, passwordConfirmation })`;
    this.deps.log(`users-permissions: password reset for ${String(user.email)}: ${where}`);
    return { ok: true };
  }

  async resetPassword(body: unknown): Promise<AuthResult> {
    const params = validateBody(body, SCHEMAS.resetPassword);
    if (params.password !== params.passwordConfirmation) throw new ValidationError('Passwords do not match');
    const user = await this.users.findPrivate(eq('resetPasswordToken', String(params.code)));
    if (!user) throw new ValidationError('Incorrect code provided');
    await this.users.edit(user.id, { resetPasswordToken: null, password: String(params.password) });
    return this.signedIn(user);
  }

  /** `query`: `{ confirmation }`. REST answers with a redirect instead; GraphQL with this result. */
  async confirmEmail(query: unknown): Promise<AuthResult> {
    const token = String(validateBody(query, SCHEMAS.emailConfirmation).confirmation);
    const user = await this.users.findPrivate(eq('confirmationToken', token));
    if (!user) throw new ValidationError('Invalid token');
    await this.users.edit(user.id, { confirmed: true, confirmationToken: null });
    return this.signedIn(user);
  }

  async sendEmailConfirmation(body: unknown, caller: AuthCaller): Promise<{ email: string; sent: true }> {
    const email = String(validateBody(body, SCHEMAS.sendEmailConfirmation).email);
    const user = await this.users.findPrivate(eq('email', email.toLowerCase()));
    if (!user) return { email, sent: true };
    if (user.confirmed === true) throw new ApplicationError('Already confirmed');
    if (user.blocked === true) throw new ApplicationError('User blocked');
    await this.sendConfirmation(user, caller.host);
    return { email: String(user.email), sent: true };
  }

  /** The signed-in user with its role, as `ctx.state.user` carries it in Strapi. */
  async me(userId: number): Promise<Entity | null> {
    return this.users.findOne(userId, { populate: { role: {} } });
  }

  // Strapi answers with the user as it read it before the change it just made.
  private async signedIn(user: Entity): Promise<AuthResult> {
    return { jwt: await this.issueJwt(user.id), user: this.users.publicView(user) };
  }

  /** Stores a fresh confirmation token and logs the link Strapi would email. */
  private async sendConfirmation(user: Entity, host: string | undefined): Promise<void> {
    const token = randomBytes(20).toString('hex');
    await this.users.edit(user.id, { confirmationToken: token });
    const link = `${this.serverUrl(host)}${this.deps.prefix}/auth/email-confirmation?confirmation=${token}`;
    this.deps.log(`users-permissions: email confirmation for ${String(user.email)}: ${link}`);
  }

  private serverUrl(host: string | undefined): string {
    const configured = getConfig<unknown>(this.deps.project.config, 'server.url', '');
    if (typeof configured === 'string' && /^https?:\/\//.test(configured)) return configured.replace(/\/$/, '');
    return `http://${host ?? 'localhost:1337'}`;
  }
}

/** REST and GraphQL each make one: it holds only what the project config fixes at startup. */
export function createAuthService(deps: PluginDeps): AuthService {
  return new AuthService({
    project: deps.project,
    users: new UserService(deps.entries, deps.registry),
    settings: pluginSettings(deps.project.config),
    prefix: deps.prefix,
    log: deps.log,
  });
}

/** Keys a sign-up body may set: `register.allowedFields`, or v4's default of every safe user attribute. */
function registerKeys(model: Model, allowedFields: string[] | undefined): string[] {
  const always = ['username', 'password', 'email'];
  if (allowedFields) return [...always, ...allowedFields];
  const extra = Object.values(model.attributes)
    .filter((a) => !a.private && !(a.kind === 'scalar' && a.system) && !NEVER_ON_REGISTER.has(a.name))
    .map((a) => a.name);
  return [...new Set([...always, ...extra])];
}

function pick(body: unknown, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!isPlainObject(body)) return out;
  for (const k of keys) if (body[k] !== undefined) out[k] = body[k];
  return out;
}

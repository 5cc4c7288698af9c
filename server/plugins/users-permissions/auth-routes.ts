// Sign-up, login and password change (`/auth/local/register`, `/auth/local`, `/auth/change-password`),
// in the order Strapi 4.26's auth controller checks things, so that the same input meets the same error.
import { roleId } from '../../auth/roles.ts';
import { ApplicationError, ValidationError } from '../../errors.ts';
import type { Router } from '../../http/router.ts';
import { isPlainObject } from '../../query/rest-params/invalid.ts';
import { credentials } from '../../rest/content-api.ts';
import type { Model } from '../../schema/types.ts';
import type { PluginDeps } from '../routes.ts';
import { SCHEMAS, validateBody } from './body-schema.ts';
import { sendConfirmation } from './recovery-routes.ts';
import type { UpContext } from './routes.ts';
import { advancedSettings, localProviderEnabled } from './settings.ts';
import { and, eq, or, validatePassword } from './user-service.ts';

// v4 keeps these out of a sign-up body even when the user model is extended (they are listed again
// beside the private and non-writable ones, as Strapi does).
const NEVER_ON_REGISTER = new Set([
  'confirmed', 'blocked', 'confirmationToken', 'resetPasswordToken', 'provider', 'id', 'role',
  'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'publishedAt', 'strapi_reviewWorkflows_stage',
]);

export function registerAuthRoutes(router: Router, deps: PluginDeps, up: UpContext): void {
  const { db } = deps.project;
  const { users } = up;
  const base = `${deps.prefix}/auth`;
  const allowedKeys = registerKeys(users.model, up.settings.allowedFields);

  router.add('POST', `${base}/local/register`, async (ctx) => {
    const body = await up.authBody(ctx, 'register', true);
    const advanced = advancedSettings(db);
    if (!advanced.allow_register) throw new ApplicationError('Register action is currently disabled');
    const params: Record<string, unknown> = { ...pick(body, allowedKeys), provider: 'local' };
    validateBody(params, SCHEMAS.register);
    const role = roleId(db, advanced.default_role);
    if (role === null) throw new ApplicationError('Impossible to find the default role');
    const email = String(params.email);
    const username = String(params.username);
    const sameIdentity = or(eq('email', email.toLowerCase()), eq('username', email.toLowerCase()), eq('username', username), eq('email', username));
    if (users.count(and(sameIdentity, eq('provider', 'local'))) > 0) throw new ApplicationError('Email or Username are already taken');
    if (advanced.unique_email && users.count(sameIdentity) > 0) throw new ApplicationError('Email or Username are already taken');
    // No await between the checks above and the insert: no other request can slip in between.
    const data = { ...params, role, email: email.toLowerCase(), username, confirmed: !advanced.email_confirmation };
    const user = users.add(data, users.roleRead(up.canRead(ctx)));
    if (advanced.email_confirmation) {
      sendConfirmation(deps, up, ctx, user);
      return { status: 200, body: { user } };
    }
    return { status: 200, body: { jwt: up.issueJwt(user.id), user } };
  });

  router.add('POST', `${base}/local`, async (ctx) => {
    const body = await up.authBody(ctx, 'callback', true);
    if (!localProviderEnabled(db)) throw new ApplicationError('This provider is disabled');
    const params = validateBody(body, SCHEMAS.callback);
    const user = users.byIdentifier(String(params.identifier));
    // One message for an unknown account and a wrong password: the answer does not reveal which.
    if (!user || !(validatePassword(String(params.password), user.password))) {
      throw new ValidationError('Invalid identifier or password');
    }
    if (advancedSettings(db).email_confirmation && user.confirmed !== true) throw new ApplicationError('Your account email is not confirmed');
    if (user.blocked === true) throw new ApplicationError('Your account has been blocked by an administrator');
    return { status: 200, body: { jwt: up.issueJwt(user.id), user: users.publicView(user) } };
  });

  router.add('POST', `${base}/change-password`, async (ctx) => {
    const body = await up.authBody(ctx, 'changePassword', true);
    const cred = credentials(ctx);
    if (cred.kind !== 'user') throw new ApplicationError('You must be authenticated to reset your password');
    const params = validateBody(body, SCHEMAS.changePassword);
    const currentPassword = String(params.currentPassword);
    const password = String(params.password);
    const user = users.findPrivate(eq('id', cred.user.id));
    if (!user || !(validatePassword(currentPassword, user.password))) throw new ValidationError('The provided current password is invalid');
    if (currentPassword === password) throw new ValidationError('Your new password must be different than your current password');
    users.edit(user.id, { password });
    // Strapi answers with the user as read before the change.
    return { status: 200, body: { jwt: up.issueJwt(user.id), user: users.publicView(user) } };
  });

  // OAuth providers (grant) are not implemented; Strapi answers this for every provider not enabled,
  // and only `email` (local) is enabled by default.
  const providerDisabled = () => {
    throw new ApplicationError('This provider is disabled');
  };
  router.add('GET', `${base}/:provider/callback`, (ctx) => {
    deps.access.ensure(credentials(ctx), up.action('auth', 'callback'));
    providerDisabled();
  });
  router.add('GET', `${deps.prefix}/connect/:provider`, (ctx) => {
    deps.access.ensure(credentials(ctx), up.action('auth', 'connect'));
    up.limiter.hit(ctx, undefined);
    providerDisabled();
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

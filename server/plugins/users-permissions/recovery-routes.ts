// Account recovery and email confirmation: forgot/reset password, confirm email, resend confirmation.
// Tessera sends no mail: the link Strapi would email is written to the server log instead, so a
// developer running a local mock backend can still complete the flow.
import { randomBytes } from 'node:crypto';
import { getConfig } from '../../config/load-config.ts';
import { ApplicationError, ValidationError } from '../../errors.ts';
import type { RequestContext, Router } from '../../http/router.ts';
import type { Entity } from '../../query/sql/select.ts';
import { credentials } from '../../rest/content-api.ts';
import type { PluginDeps } from '../routes.ts';
import { SCHEMAS, validateBody } from './body-schema.ts';
import type { UpContext } from './routes.ts';
import { advancedSettings } from './settings.ts';
import { eq } from './user-service.ts';

export function registerRecoveryRoutes(router: Router, deps: PluginDeps, up: UpContext): void {
  const { db } = deps.project;
  const { users } = up;
  const base = `${deps.prefix}/auth`;

  router.add('POST', `${base}/forgot-password`, async (ctx) => {
    const body = await up.authBody(ctx, 'forgotPassword', true);
    const email = String(validateBody(body, SCHEMAS.forgotPassword).email);
    const user = users.findPrivate(eq('email', email.toLowerCase()));
    // The same answer whether or not the account exists, so that it cannot be probed.
    if (!user || user.blocked === true) return { status: 200, body: { ok: true } };
    const token = randomBytes(64).toString('hex');
    users.edit(user.id, { resetPasswordToken: token });
    const page = advancedSettings(db).email_reset_password;
    const where = page ? `${page}?code=${token}` : `code ${token} (no reset page set in the advanced settings; POST ${base}/reset-password { code, password, passwordConfirmation })`;
    deps.log(`users-permissions: password reset for ${user.email}: ${where}`);
    return { status: 200, body: { ok: true } };
  });

  router.add('POST', `${base}/reset-password`, async (ctx) => {
    const body = await up.authBody(ctx, 'resetPassword', true);
    const params = validateBody(body, SCHEMAS.resetPassword);
    if (params.password !== params.passwordConfirmation) throw new ValidationError('Passwords do not match');
    const user = users.findPrivate(eq('resetPasswordToken', String(params.code)));
    if (!user) throw new ValidationError('Incorrect code provided');
    users.edit(user.id, { resetPasswordToken: null, password: String(params.password) });
    return { status: 200, body: { jwt: up.issueJwt(user.id), user: users.publicView(user) } };
  });

  router.add('GET', `${base}/email-confirmation`, (ctx) => {
    deps.access.ensure(credentials(ctx), up.action('auth', 'emailConfirmation'));
    const token = String(validateBody(ctx.query, SCHEMAS.emailConfirmation).confirmation);
    const user = users.findPrivate(eq('confirmationToken', token));
    if (!user) throw new ValidationError('Invalid token');
    users.edit(user.id, { confirmed: true, confirmationToken: null });
    const location = advancedSettings(db).email_confirmation_redirection || '/';
    return { status: 302, headers: { location, 'content-type': 'text/plain; charset=utf-8' }, body: `Redirecting to ${location}.` };
  });

  router.add('POST', `${base}/send-email-confirmation`, async (ctx) => {
    const body = await up.authBody(ctx, 'sendEmailConfirmation', false);
    const email = String(validateBody(body, SCHEMAS.sendEmailConfirmation).email);
    const user = users.findPrivate(eq('email', email.toLowerCase()));
    if (!user) return { status: 200, body: { email, sent: true } };
    if (user.confirmed === true) throw new ApplicationError('Already confirmed');
    if (user.blocked === true) throw new ApplicationError('User blocked');
    sendConfirmation(deps, up, ctx, user);
    return { status: 200, body: { email: user.email, sent: true } };
  });
}

/** Stores a fresh confirmation token and logs the link Strapi would email. */
export function sendConfirmation(deps: PluginDeps, up: UpContext, ctx: RequestContext, user: Entity): void {
  const token = randomBytes(20).toString('hex');
  up.users.edit(user.id, { confirmationToken: token });
  const link = `${serverUrl(deps, ctx)}${deps.prefix}/auth/email-confirmation?confirmation=${token}`;
  deps.log(`users-permissions: email confirmation for ${String(user.email)}: ${link}`);
}

function serverUrl(deps: PluginDeps, ctx: RequestContext): string {
  const configured = getConfig<unknown>(deps.project.config, 'server.url', '');
  if (typeof configured === 'string' && /^https?:\/\//.test(configured)) return configured.replace(/\/$/, '');
  return `http://${ctx.req.headers.host ?? 'localhost:1337'}`;
}

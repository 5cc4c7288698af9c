// The `/auth` routes: sign-up, login, password change, forgot/reset password and email confirmation.
// Each checks its permission, reads its body and throttles (UpContext.authBody), then hands the
// rest to the auth service, which the GraphQL mutations share.
import { ApplicationError } from '../../errors.ts';
import type { RequestContext, Router } from '../../http/router.ts';
import { credentials } from '../../rest/content-api.ts';
import type { PluginDeps } from '../routes.ts';
import type { AuthCaller } from './auth-service.ts';
import type { UpContext } from './routes.ts';
import { advancedSettings } from './settings.ts';

export function registerAuthRoutes(router: Router, deps: PluginDeps, up: UpContext): void {
  const { auth } = up;
  const base = `${deps.prefix}/auth`;
  const caller = (ctx: RequestContext): AuthCaller => ({ canRead: up.canRead(ctx), host: ctx.headers.host });
  const ok = async (body: Promise<unknown>) => ({ status: 200, body: await body });

  router.add('POST', `${base}/local/register`, async (ctx) =>
    ok(auth.register(await up.authBody(ctx, 'register', true), caller(ctx))),
  );
  router.add('POST', `${base}/local`, async (ctx) => ok(auth.login(await up.authBody(ctx, 'callback', true))));
  router.add('POST', `${base}/change-password`, async (ctx) => {
    const body = await up.authBody(ctx, 'changePassword', true);
    const cred = credentials(ctx);
    return ok(auth.changePassword(cred.kind === 'user' ? cred.user.id : null, body));
  });
  router.add('POST', `${base}/forgot-password`, async (ctx) =>
    ok(auth.forgotPassword(await up.authBody(ctx, 'forgotPassword', true))),
  );
  router.add('POST', `${base}/reset-password`, async (ctx) =>
    ok(auth.resetPassword(await up.authBody(ctx, 'resetPassword', true))),
  );
  router.add('POST', `${base}/send-email-confirmation`, async (ctx) => {
    return ok(auth.sendEmailConfirmation(await up.authBody(ctx, 'sendEmailConfirmation', false), caller(ctx)));
  });

  router.add('GET', `${base}/email-confirmation`, async (ctx) => {
    deps.access.ensure(credentials(ctx), up.action('auth', 'emailConfirmation'));
    await auth.confirmEmail(ctx.query);
    const location = (await advancedSettings(deps.project.engine)).email_confirmation_redirection || '/';
    return {
      status: 302,
      headers: { location, 'content-type': 'text/plain; charset=utf-8' },
      body: `Redirecting to ${location}.`,
    };
  });

  // Tessera offers no OAuth providers (grant); Strapi answers this for every provider not enabled,
  // and only `email` (local) is enabled by default.
  const providerDisabled = (): never => {
    throw new ApplicationError('This provider is disabled');
  };
  router.add('GET', `${base}/:provider/callback`, (ctx) => {
    deps.access.ensure(credentials(ctx), up.action('auth', 'callback'));
    return providerDisabled();
  });
  router.add('GET', `${deps.prefix}/connect/:provider`, async (ctx) => {
    deps.access.ensure(credentials(ctx), up.action('auth', 'connect'));
    await up.limiter.hit(ctx, undefined);
    return providerDisabled();
  });
}

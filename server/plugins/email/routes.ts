// The email plugin's content API route (`POST /api/email`, Strapi's `plugin::email.email.send`).
// Tessera has no mail provider: as with the users-permissions links, the message is written to the
// server log instead of being sent, and the caller gets Strapi's answer to a sent mail.
import { ApplicationError, ValidationError } from '../../errors.ts';
import type { Router } from '../../http/router.ts';
import { credentials } from '../../rest/content-api.ts';
import type { PluginDeps } from '../routes.ts';

/** How much of a message's text the log keeps. */
const LOGGED_TEXT = 2000;

export function registerEmailRoutes(router: Router, deps: PluginDeps): void {
  router.add('POST', `${deps.prefix}/email`, async (ctx) => {
    deps.access.ensure(credentials(ctx), 'plugin::email.email.send');
    const body = await deps.readBody(ctx);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ValidationError('Missing email options');
    const mail = body as Record<string, unknown>;
    const to = [mail.to, mail.cc, mail.bcc].flat().filter((a) => typeof a === 'string' && a.trim() !== '');
    // A provider refuses a message without a recipient (nodemailer's words), which Strapi answers as a 400.
    if (!to.length) throw new ApplicationError('No recipients defined');
    const text = String(mail.text ?? mail.html ?? '').slice(0, LOGGED_TEXT);
    deps.log(
      `email (no mail provider: logged, not sent) to ${to.join(', ')}: ${JSON.stringify(mail.subject ?? '')}\n${text}`,
    );
    return { status: 200, body: {} };
  });
}

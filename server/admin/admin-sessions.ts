// Admin sessions of the studio: one-time login tokens (printed by `serve`, opened once) are
// exchanged for a session cookie signed with the project's admin secret. Both are signed rather
// than kept, as Strapi's admin JWT is: any instance holding the secret (it is in the database)
// accepts them, and a restarted server keeps its studio signed in. A used login token and a
// signed-out session are refused from then on; `onRevoke` tells the other instances (the change
// feed), `forget` is how they hear it. Rotating `admin.auth.secret` revokes every session.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';

export const SESSION_COOKIE = 'tessera_admin';
/** Mutating admin API calls must carry this header: a cross-site form or fetch cannot set it. */
export const STUDIO_HEADER = 'x-tessera-studio';

const LOGIN_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Signed into a login token, so that one can never pass for a session cookie. */
const LOGIN = 'login:';

export interface AdminSession {
  id: string;
  expiresAt: number;
}

export class AdminSessions {
  /** Used login tokens and signed-out sessions, by id, until they would have expired anyway. */
  private readonly revoked = new Map<string, number>();
  /** Called when this instance revokes something, so that the others refuse it too; settles once they are told. */
  onRevoke: (id: string, expiresAt: number) => Promise<void> = async () => {};

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A token that opens one session, once, within a day: `<nonce>.<expiresAt>.<signature>`, base64url'd for a URL. */
  issueLoginToken(): string {
    const body = `${randomBytes(18).toString('base64url')}.${this.now() + LOGIN_TOKEN_TTL_MS}`;
    return Buffer.from(`${body}.${this.signature(`${LOGIN}${body}`)}`).toString('base64url');
  }

  /** Exchanges a login token for a new session; null when it is forged, used or expired. */
  redeemLoginToken(token: string): AdminSession | null {
    const used = this.check(Buffer.from(token, 'base64url').toString(), LOGIN);
    if (!used) return null;
    // Not awaited: were the others not told, opening the link there too still needs its signature within the day.
    this.revoke(used).catch(() => {});
    return { id: randomBytes(16).toString('base64url'), expiresAt: this.now() + SESSION_TTL_MS };
  }

  /** The cookie value: `<id>.<expiresAt>.<signature>`. */
  sign(session: AdminSession): string {
    const body = `${session.id}.${session.expiresAt}`;
    return `${body}.${this.signature(body)}`;
  }

  /** The session a cookie value carries, if its signature holds and it is neither expired nor revoked. */
  verify(value: string | undefined): AdminSession | null {
    return this.check(value, '');
  }

  /** Refuses the session here at once; settles once the other instances are told. */
  revoke(session: AdminSession): Promise<void> {
    this.forget(session.id, session.expiresAt);
    return this.onRevoke(session.id, session.expiresAt);
  }

  /** Refuses an id from now on (another instance revoked it). */
  forget(id: string, expiresAt: number): void {
    const now = this.now();
    for (const [known, until] of this.revoked) if (until < now) this.revoked.delete(known);
    this.revoked.set(id, expiresAt);
  }

  /** `<id>.<expiresAt>.<signature>` signed for `purpose`, unexpired and not revoked. */
  private check(value: string | undefined, purpose: string): AdminSession | null {
    if (!value) return null;
    const parts = value.split('.');
    if (parts.length !== 3) return null;
    const [id, expires, signature] = parts;
    const expected = Buffer.from(this.signature(`${purpose}${id}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number(expires);
    if (!Number.isFinite(expiresAt) || expiresAt < this.now() || this.revoked.has(id)) return null;
    return { id, expiresAt };
  }

  private signature(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}

/** The value of one cookie in a Cookie header (a malformed value is left as sent, never an error). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookies(header)[name];
}

/** The session cookie, scoped to the studio under the path Tessera is mounted at. */
export function sessionCookie(value: string, session: AdminSession, basePath = '', now = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((session.expiresAt - now) / 1000));
  return `${serializeCookie(SESSION_COOKIE, value)}; ${attributes(basePath)}; Max-Age=${maxAge}`;
}

export function clearedSessionCookie(basePath = ''): string {
  return `${SESSION_COOKIE}=; ${attributes(basePath)}; Max-Age=0`;
}

function attributes(basePath: string): string {
  return `Path=${basePath}/admin; HttpOnly; SameSite=Strict`;
}

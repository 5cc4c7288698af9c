// Admin sessions of the studio: one-time login tokens (printed by `serve`, opened once) are
// exchanged for a session cookie signed with the project's admin secret. Both are signed rather
// than kept, as Strapi's admin JWT is: any instance holding the secret (it is in the database)
// accepts them, and a restarted server keeps its studio signed in. A used login token and a
// signed-out session are refused from then on, by every instance the revocations reach
// (session-revocations.ts). Rotating `admin.auth.secret` revokes every session.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { MemoryRevocations, type SessionRevocations } from './session-revocations.ts';

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
  constructor(
    private readonly secret: string,
    /** Used login tokens and signed-out sessions. */
    private readonly revocations: SessionRevocations = new MemoryRevocations(),
    private readonly now: () => number = Date.now,
  ) {}

  /** A token that opens one session, once, within a day: `<nonce>.<expiresAt>.<signature>`, base64url'd for a URL. */
  issueLoginToken(): string {
    const body = `${randomBytes(18).toString('base64url')}.${this.now() + LOGIN_TOKEN_TTL_MS}`;
    return Buffer.from(`${body}.${this.signature(`${LOGIN}${body}`)}`).toString('base64url');
  }

  /** Exchanges a login token for a new session; null when it is forged, used or expired. */
  async redeemLoginToken(token: string): Promise<AdminSession | null> {
    const used = await this.check(Buffer.from(token, 'base64url').toString(), LOGIN);
    // Revoking is the test of first use: of two openings at once, on one instance or two, one wins.
    if (!used || !(await this.revocations.add(used.id, used.expiresAt, this.now()))) return null;
    return { id: randomBytes(16).toString('base64url'), expiresAt: this.now() + SESSION_TTL_MS };
  }

  /** The cookie value: `<id>.<expiresAt>.<signature>`. */
  sign(session: AdminSession): string {
    const body = `${session.id}.${session.expiresAt}`;
    return `${body}.${this.signature(body)}`;
  }

  /** The session a cookie value carries, if its signature holds and it is neither expired nor revoked. */
  verify(value: string | undefined): Promise<AdminSession | null> {
    return this.check(value, '');
  }

  /** Refuses the session from now on; settles once every instance would. */
  async revoke(session: AdminSession): Promise<void> {
    await this.revocations.add(session.id, session.expiresAt, this.now());
  }

  /** `<id>.<expiresAt>.<signature>` signed for `purpose`, unexpired and not revoked. */
  private async check(value: string | undefined, purpose: string): Promise<AdminSession | null> {
    if (!value) return null;
    const parts = value.split('.');
    if (parts.length !== 3) return null;
    const [id, expires, signature] = parts;
    const expected = Buffer.from(this.signature(`${purpose}${id}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number(expires);
    if (!Number.isFinite(expiresAt) || expiresAt < this.now() || (await this.revocations.has(id))) return null;
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

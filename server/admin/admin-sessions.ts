// Admin sessions of the studio: one-time login tokens (printed by `serve`, opened once) are
// exchanged for a session cookie signed with the project's admin secret. The cookie is
// stateless, so a restarted server keeps its studio signed in; signing out revokes the session
// in this process, and rotating `admin.auth.secret` revokes every session.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';

export const SESSION_COOKIE = 'tessera_admin';
/** Mutating admin API calls must carry this header: a cross-site form or fetch cannot set it. */
export const STUDIO_HEADER = 'x-tessera-studio';

const LOGIN_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface AdminSession {
  id: string;
  expiresAt: number;
}

export class AdminSessions {
  private readonly loginTokens = new Map<string, number>();
  private readonly revoked = new Set<string>();

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** A token that opens one session, once, within a day. */
  issueLoginToken(): string {
    this.dropExpiredLoginTokens();
    const token = randomBytes(24).toString('base64url');
    this.loginTokens.set(token, this.now() + LOGIN_TOKEN_TTL_MS);
    return token;
  }

  /** Exchanges a login token for a new session; null when it is unknown, used or expired. */
  redeemLoginToken(token: string): AdminSession | null {
    const expiresAt = this.loginTokens.get(token);
    this.loginTokens.delete(token);
    if (expiresAt === undefined || expiresAt < this.now()) return null;
    return { id: randomBytes(16).toString('base64url'), expiresAt: this.now() + SESSION_TTL_MS };
  }

  /** The cookie value: `<id>.<expiresAt>.<signature>`. */
  sign(session: AdminSession): string {
    const body = `${session.id}.${session.expiresAt}`;
    return `${body}.${this.signature(body)}`;
  }

  /** The session a cookie value carries, if its signature holds and it is neither expired nor revoked. */
  verify(value: string | undefined): AdminSession | null {
    if (!value) return null;
    const parts = value.split('.');
    if (parts.length !== 3) return null;
    const [id, expires, signature] = parts;
    const expected = Buffer.from(this.signature(`${id}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number(expires);
    if (!Number.isFinite(expiresAt) || expiresAt < this.now() || this.revoked.has(id)) return null;
    return { id, expiresAt };
  }

  revoke(session: AdminSession): void {
    this.revoked.add(session.id);
  }

  private signature(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  private dropExpiredLoginTokens(): void {
    const now = this.now();
    for (const [token, expiresAt] of this.loginTokens) if (expiresAt < now) this.loginTokens.delete(token);
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

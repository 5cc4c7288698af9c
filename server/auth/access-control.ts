// Who is calling (public, an API token, or a user by JWT) and whether they may perform an action.
// Strategies run as Strapi's do: API token first, then users-permissions (JWT), else Public.
import { FILE_UID } from '../plugins/upload/models.ts';
import type { ProjectSecrets } from './secrets.ts';
import type { JwtPayload } from 'jsonwebtoken';
import type { Engine } from '../db/engine.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { findTokenByKey, tokenAllows, type ApiToken } from './api-tokens.ts';
import { roleId, rolePermissions } from './roles.ts';
import { verifyJwt } from '../plugins/users-permissions/jwt.ts';

export interface AuthUser {
  id: number;
  roleId: number | null;
}

/** A role's permissions ride along with the caller, read once when the request is authenticated. */
export type Credentials =
  | { kind: 'public'; roleId: number | null; permissions: Set<string> }
  | { kind: 'api-token'; token: ApiToken }
  | { kind: 'user'; user: AuthUser; permissions: Set<string> };

export class AccessControl {
  private readonly permissions = new Map<number, Promise<Set<string>>>();
  private publicKept: Promise<Credentials> | null = null;

  private secrets: ProjectSecrets;

  constructor(
    private readonly db: Engine,
    secrets: ProjectSecrets,
  ) {
    this.secrets = secrets;
  }

  get apiTokenSalt(): string {
    return this.secrets.apiTokenSalt;
  }

  get jwtSecret(): string {
    return this.secrets.jwtSecret;
  }

  /** After a database import: tokens and JWTs are checked with the secrets the imported file holds. */
  useSecrets(secrets: ProjectSecrets): void {
    this.secrets = secrets;
    this.invalidate();
  }

  /** Clears cached role permissions after they change. */
  invalidate(): void {
    this.permissions.clear();
    this.publicKept = null;
  }

  /**
   * Who is asking. A request without a token gets the one Public credential, kept until permissions
   * change (invalidate), rather than a closure, a memo lookup and a permission lookup of its own.
   */
  authenticate(authorization: string | undefined): Promise<Credentials> {
    if (!authorization) return this.publicCredentials();
    const parts = authorization.trim().split(/\s+/);
    if (parts.length !== 2 || parts[0].toLowerCase() !== 'bearer') return this.publicCredentials();
    return this.bearer(parts[1]);
  }

  private publicCredentials(): Promise<Credentials> {
    let kept = this.publicKept;
    if (!kept) {
      kept = this.readPublicCredentials();
      this.publicKept = kept;
      kept.catch(() => {
        if (this.publicKept === kept) this.publicKept = null;
      });
    }
    return kept;
  }

  private async readPublicCredentials(): Promise<Credentials> {
    const id = await this.db.memo('roles.public', ['up_roles'], () => roleId(this.db, 'public'));
    return { kind: 'public', roleId: id, permissions: await this.roleActions(id) };
  }

  private async bearer(secret: string): Promise<Credentials> {
    const token = await findTokenByKey(this.db, this.apiTokenSalt, secret);
    if (token) {
      if (token.expiresAt !== null && token.expiresAt < Date.now()) throw new UnauthorizedError('Token expired');
      await this.touch(token);
      return { kind: 'api-token', token };
    }
    let payload: JwtPayload | string;
    try {
      payload = await verifyJwt(secret, this.jwtSecret);
    } catch {
      throw new UnauthorizedError('Missing or invalid credentials');
    }
    const id = typeof payload === 'object' ? Number(payload.id) : NaN;
    const row = Number.isInteger(id)
      ? await this.db.get('SELECT id, blocked FROM up_users WHERE id = ?', [id])
      : undefined;
    if (!row || row.blocked === 1) throw new UnauthorizedError('Invalid credentials');
    const link = await this.db.get('SELECT role_id FROM up_users_role_links WHERE user_id = ? ORDER BY id LIMIT 1', [
      id,
    ]);
    const user = { id, roleId: link ? Number(link.role_id) : null };
    return { kind: 'user', user, permissions: await this.roleActions(user.roleId) };
  }

  private roleActions(id: number | null): Promise<Set<string>> {
    if (id === null) return Promise.resolve(new Set());
    let set = this.permissions.get(id);
    if (!set) {
      set = rolePermissions(this.db, id);
      this.permissions.set(id, set);
      set.catch(() => this.permissions.delete(id));
    }
    return set;
  }

  allows(cred: Credentials, action: string): boolean {
    if (cred.kind === 'api-token') return tokenAllows(cred.token, action);
    return cred.permissions.has(action);
  }

  ensure(cred: Credentials, action: string): void {
    if (!this.allows(cred, action)) throw new ForbiddenError('Forbidden');
  }

  /** For filters and populate through relations: may the caller `find` entries of this type? */
  reader(cred: Credentials): (uid: string) => boolean {
    if (cred.kind === 'api-token' && cred.token.type === 'full-access') return () => true;
    return (uid) => uid === FILE_UID || this.allows(cred, `${uid}.find`);
  }

  private async touch(token: ApiToken): Promise<void> {
    // Strapi records use at most once an hour; a write per request would cost a journal append.
    const now = Date.now();
    if (token.lastUsedAt !== null && now - token.lastUsedAt < 3600000) return;
    await this.db.run('UPDATE strapi_api_tokens SET last_used_at = ? WHERE id = ?', [
      this.db.dialect.timestamp(now),
      token.id,
    ]);
  }
}

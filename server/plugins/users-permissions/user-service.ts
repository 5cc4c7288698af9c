// Users of the users-permissions plugin (up_users) on top of the document service: lookups that
// need the private fields (never returned as they are), and the writes.
import type { Credentials } from '../../auth/access-control.ts';
import { verifyPassword } from '../../auth/password.ts';
import { ForbiddenError } from '../../errors.ts';
import type { EntryService, ReadOptions } from '../../entries/entry-service.ts';
import type { Condition } from '../../query/ast.ts';
import type { Entity } from '../../query/sql/select.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';
import { ROLE_UID, USER_UID } from './models.ts';

export const eq = (attribute: string, value: unknown): Condition => ({ type: 'compare', attribute, op: '$eq', value });
export const or = (...items: Condition[]): Condition => ({ type: 'or', items });
export const and = (...items: Condition[]): Condition => ({ type: 'and', items });

export class UserService {
  readonly model: Model;

  constructor(
    private readonly entries: EntryService,
    registry: SchemaRegistry,
  ) {
    this.model = registry.get(USER_UID);
  }

  /** One user with its private fields (password hash, tokens): for the auth checks, never for output. */
  async findPrivate(where: Condition): Promise<Entity | null> {
    return (await this.entries.findMany(this.model, { where, limit: 1 }, {}, true))[0] ?? null;
  }

  /** The local account a login identifier names: email (case-insensitive) or username (exact). */
  byIdentifier(identifier: string): Promise<Entity | null> {
    return this.findPrivate(
      and(eq('provider', 'local'), or(eq('email', identifier.toLowerCase()), eq('username', identifier))),
    );
  }

  count(where?: Condition): Promise<number> {
    return this.entries.count(this.model, where);
  }

  findOne(id: number, read: ReadOptions = {}): Promise<Entity | null> {
    return this.entries.findOne(this.model, id, read);
  }

  /** The document service validates (minLength on the password typed) and stores the bcrypt hash. */
  add(data: Record<string, unknown>, read: ReadOptions = {}): Promise<Entity> {
    return this.entries.create(this.model, data, read);
  }

  edit(id: number, data: Record<string, unknown>, read: ReadOptions = {}): Promise<Entity | null> {
    return this.entries.update(this.model, id, data, read);
  }

  remove(id: number, read: ReadOptions = {}): Promise<Entity | null> {
    return this.entries.delete(this.model, id, read);
  }

  /** Populates `role` only for a caller who may read roles, as Strapi's output sanitiser allows. */
  roleRead(canRead: (uid: string) => boolean): ReadOptions {
    return canRead(ROLE_UID) ? { populate: { role: {} } } : {};
  }

  /** A user without its private attributes (password, resetPasswordToken, confirmationToken). */
  publicView(user: Entity): Entity {
    const out: Entity = { ...user };
    for (const attr of Object.values(this.model.attributes)) if (attr.private) delete out[attr.name];
    return out;
  }
}

/** bcrypt comparison with a stored hash (none, for accounts made by an OAuth provider, never matches). */
export function validatePassword(plain: string, hash: unknown): boolean {
  return verifyPassword(plain, typeof hash === 'string' ? hash : null);
}

/** What a signed-in user may not set on a user through `user.update`: who they are allowed to be. */
const ACCOUNT_CONTROL_FIELDS = ['role', 'confirmed', 'blocked', 'provider', 'resetPasswordToken', 'confirmationToken'];

/**
 * A deliberate difference from Strapi 4.26.2, which lets any user holding `user.update` rewrite
 * every account (another user's password included) and their own role: a signed-in user may update
 * only their own account, and not its role, confirmation, blocking or provider. API tokens, which
 * are the administrator's, keep Strapi's behaviour.
 */
export function ensureNoEscalation(caller: Credentials, id: number, data: Record<string, unknown>): void {
  if (caller.kind !== 'user') return;
  if (caller.user.id !== id) throw new ForbiddenError('You can only update your own account');
  const refused = ACCOUNT_CONTROL_FIELDS.filter((f) => data[f] !== undefined);
  if (refused.length) throw new ForbiddenError(`You cannot change ${refused.join(', ')} of your own account`);
}

// Users of the users-permissions plugin (up_users) on top of the document service: lookups that
// need the private fields, and writes that store a bcrypt hash, never the password.
import bcrypt from 'bcryptjs';
import type { EntryService, ReadOptions } from '../../entries/entry-service.ts';
import { validateInput } from '../../entries/validate-input.ts';
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

  constructor(private readonly entries: EntryService, private readonly registry: SchemaRegistry) {
    this.model = registry.get(USER_UID);
  }

  /** One user with its private fields (password hash, tokens): for the auth checks, never for output. */
  findPrivate(where: Condition): Entity | null {
    return this.entries.findMany(this.model, { where, limit: 1 }, {}, true)[0] ?? null;
  }

  /** The local account a login identifier names: email (case-insensitive) or username (exact). */
  byIdentifier(identifier: string): Entity | null {
    return this.findPrivate(and(eq('provider', 'local'), or(eq('email', identifier.toLowerCase()), eq('username', identifier))));
  }

  count(where?: Condition): number {
    return this.entries.count(this.model, where);
  }

  findOne(id: number, read: ReadOptions = {}): Entity | null {
    return this.entries.findOne(this.model, id, read);
  }

  /**
   * `guard` runs again right before the insert, after the (asynchronous) hashing, so that a
   * uniqueness check cannot be raced by a concurrent request.
   */
  async add(data: Record<string, unknown>, read: ReadOptions = {}, guard?: () => void): Promise<Entity> {
    // Validated before hashing: `minLength` applies to the password typed, not to its hash.
    validateInput(this.registry, this.model, data, { mode: 'create', isDraft: false });
    const stored = await withHash(data);
    guard?.();
    return this.entries.create(this.model, stored, read);
  }

  async edit(id: number, data: Record<string, unknown>, read: ReadOptions = {}): Promise<Entity | null> {
    validateInput(this.registry, this.model, data, { mode: 'update', isDraft: false });
    return this.entries.update(this.model, id, await withHash(data), read);
  }

  remove(id: number, read: ReadOptions = {}): Entity | null {
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

export function validatePassword(plain: string, hash: unknown): Promise<boolean> {
  if (typeof hash !== 'string' || !hash) return Promise.resolve(false);
  return bcrypt.compare(plain, hash);
}

/** bcrypt with 10 rounds and the `$2a$` prefix that Strapi's bcryptjs 2 writes (the hash is the same). */
export async function hashPassword(plain: string): Promise<string> {
  const salt = (await bcrypt.genSalt(10)).replace(/^\$2b\$/, '$2a$');
  return bcrypt.hash(plain, salt);
}

async function withHash(data: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (typeof data.password !== 'string') return data;
  return { ...data, password: await hashPassword(data.password) };
}

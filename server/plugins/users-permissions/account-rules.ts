// What both of Strapi's users controllers (the Content API's `/users` and the admin panel's Content
// Manager) require of an account they write: the body's shape, a username and an email no other
// account holds, a lower-cased email, the `local` provider and the default role on create.
import { roleId } from '../../auth/roles.ts';
import { ApplicationError } from '../../errors.ts';
import type { Queries } from '../../db/engine.ts';
import { SCHEMAS, validateBody } from './body-schema.ts';
import { advancedSettings } from './settings.ts';
import { eq, type UserService } from './user-service.ts';

export interface NewAccountOptions {
  /** The Content Manager refuses a taken username itself; `/users` leaves it to the unique check. */
  checkUsername: boolean;
}

/** The data of a new account made by an administrator (or an API token): always a local login. */
export async function newLocalAccount(
  db: Queries,
  users: UserService,
  body: unknown,
  { checkUsername }: NewAccountOptions,
): Promise<Record<string, unknown>> {
  const advanced = await advancedSettings(db);
  const valid = validateBody(body, SCHEMAS.createUser);
  if (checkUsername && (await users.count(eq('username', valid.username))))
    throw new ApplicationError('Username already taken');
  const email = String(valid.email).toLowerCase();
  if (advanced.unique_email && (await users.count(eq('email', email))) > 0)
    throw new ApplicationError('Email already taken');
  const data: Record<string, unknown> = { ...valid, provider: 'local', email };
  if (!data.role) data.role = await roleId(db, advanced.default_role);
  return data;
}

/**
 * The data of an edit to account `id`, refused when it takes another account's username or email.
 * `guard` sees the validated body before those look-ups (the Content API's escalation check).
 */
export async function accountEdit(
  db: Queries,
  users: UserService,
  id: number,
  body: unknown,
  guard?: (data: Record<string, unknown>) => void,
): Promise<Record<string, unknown>> {
  const advanced = await advancedSettings(db);
  const data = { ...validateBody(body, SCHEMAS.updateUser) };
  guard?.(data);
  if (data.username !== undefined) {
    const other = await users.findPrivate(eq('username', data.username));
    if (other && other.id !== id) throw new ApplicationError('Username already taken');
  }
  if (data.email !== undefined && advanced.unique_email) {
    const other = await users.findPrivate(eq('email', String(data.email).toLowerCase()));
    if (other && other.id !== id) throw new ApplicationError('Email already taken');
    data.email = String(data.email).toLowerCase();
  }
  return data;
}

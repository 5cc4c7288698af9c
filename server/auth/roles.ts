// users-permissions roles and their permissions (up_roles, up_permissions and their link table).
import type { Engine, Queries } from '../db/engine.ts';
import { ApplicationError } from '../errors.ts';

export const DEFAULT_ROLES = [
  {
    type: 'authenticated',
    name: 'Authenticated',
    description: 'Default role given to authenticated user.',
    permissions: ['plugin::users-permissions.user.me', 'plugin::users-permissions.auth.changePassword'],
  },
  {
    type: 'public',
    name: 'Public',
    description: 'Default role given to unauthenticated user.',
    permissions: [
      'plugin::users-permissions.auth.callback',
      'plugin::users-permissions.auth.connect',
      'plugin::users-permissions.auth.forgotPassword',
      'plugin::users-permissions.auth.resetPassword',
      'plugin::users-permissions.auth.register',
      'plugin::users-permissions.auth.emailConfirmation',
      'plugin::users-permissions.auth.sendEmailConfirmation',
    ],
  },
];

/** Creates Public and Authenticated with Strapi's default permissions on a new database. */
export async function ensureDefaultRoles(engine: Engine): Promise<void> {
  await engine.transaction(async (db) => {
    for (const role of DEFAULT_ROLES) {
      if ((await roleId(db, role.type)) !== null) continue;
      const now = db.dialect.timestamp(Date.now());
      const id = (
        await db.run('INSERT INTO up_roles (name, description, type, created_at, updated_at) VALUES (?, ?, ?, ?, ?)', [
          role.name,
          role.description,
          role.type,
          now,
          now,
        ])
      ).lastId;
      await grantIn(db, role.type, role.permissions, id);
    }
  });
}

export async function roleId(db: Queries, type: string): Promise<number | null> {
  const row = await db.get('SELECT id FROM up_roles WHERE type = ? ORDER BY id LIMIT 1', [type]);
  return row ? Number(row.id) : null;
}

export async function rolePermissions(db: Queries, id: number): Promise<Set<string>> {
  const rows = await db.all(
    'SELECT p.action AS action FROM up_permissions p JOIN up_permissions_role_links l ON l.permission_id = p.id WHERE l.role_id = ?',
    [id],
  );
  return new Set(rows.map((r) => String(r.action)));
}

export function grant(engine: Engine, type: string, actions: string[]): Promise<string[]> {
  return engine.transaction((db) => grantIn(db, type, actions));
}

/** grant() inside the caller's transaction. */
export async function grantIn(db: Queries, type: string, actions: string[], knownId?: number): Promise<string[]> {
  const id = knownId ?? (await roleId(db, type));
  if (id === null) throw new ApplicationError(`unknown role "${type}"`);
  const added: string[] = [];
  const have = await rolePermissions(db, id);
  let order = Number(
    (await db.get('SELECT MAX(permission_order) AS m FROM up_permissions_role_links WHERE role_id = ?', [id]))?.m ?? 0,
  );
  for (const action of actions) {
    if (have.has(action)) continue;
    const now = db.dialect.timestamp(Date.now());
    const pid = (
      await db.run('INSERT INTO up_permissions (action, created_at, updated_at) VALUES (?, ?, ?)', [action, now, now])
    ).lastId;
    await db.run('INSERT INTO up_permissions_role_links (permission_id, role_id, permission_order) VALUES (?, ?, ?)', [
      pid,
      id,
      ++order,
    ]);
    have.add(action);
    added.push(action);
  }
  return added;
}

export function revoke(engine: Engine, type: string, actions: string[]): Promise<string[]> {
  return engine.transaction((db) => revokeIn(db, type, actions));
}

/** Deletes a role's permissions for these actions, with their links; answers the actions it had. */
export async function removeRolePermissions(db: Queries, roleId: number, actions: string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const action of actions) {
    const rows = await db.all(
      'SELECT p.id AS id FROM up_permissions p JOIN up_permissions_role_links l ON l.permission_id = p.id WHERE l.role_id = ? AND p.action = ?',
      [roleId, action],
    );
    for (const r of rows) {
      await db.run('DELETE FROM up_permissions_role_links WHERE permission_id = ?', [r.id]);
      await db.run('DELETE FROM up_permissions WHERE id = ?', [r.id]);
    }
    if (rows.length) removed.push(action);
  }
  return removed;
}

/** revoke() inside the caller's transaction. */
export async function revokeIn(db: Queries, type: string, actions: string[]): Promise<string[]> {
  const id = await roleId(db, type);
  if (id === null) throw new ApplicationError(`unknown role "${type}"`);
  const removed = await removeRolePermissions(db, id, actions);
  return removed;
}

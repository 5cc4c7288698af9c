// Roles and their permissions as the roles API manages them. Writes go straight to the tables, as
// Strapi's role service does (db query layer, no entity validation), and clear the permission cache.
import type { AccessControl } from '../../auth/access-control.ts';
import { grantIn, removeRolePermissions, roleId, rolePermissions } from '../../auth/roles.ts';
import type { Engine, Queries } from '../../db/engine.ts';
import type { EntryService } from '../../entries/entry-service.ts';
import { ApplicationError, NotFoundError } from '../../errors.ts';
import type { Entity } from '../../query/sql/select.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';
import { allActions, enabledActions, splitAction, type ActionTree } from './actions.ts';
import { ROLE_UID, USER_UID } from './models.ts';

export class RoleService {
  private readonly role: Model;
  private readonly user: Model;

  constructor(
    private readonly db: Engine,
    private readonly registry: SchemaRegistry,
    private readonly entries: EntryService,
    private readonly access: AccessControl,
  ) {
    this.role = registry.get(ROLE_UID);
    this.user = registry.get(USER_UID);
  }

  /** Every role by name, each with its number of users. */
  async list(): Promise<Array<Entity & { nb_users: number }>> {
    const roles = await this.entries.findMany(this.role, { sort: [{ path: ['name'], order: 'asc' }] });
    const out: Array<Entity & { nb_users: number }> = [];
    for (const r of roles) {
      const nb_users = await this.entries.count(this.user, {
        type: 'nested',
        attribute: 'role',
        where: { type: 'compare', attribute: 'id', op: '$eq', value: r.id },
      });
      out.push({ ...r, nb_users });
    }
    return out;
  }

  /** One role with the whole permission tree, its own permissions enabled. */
  async findOne(id: number | null): Promise<Entity & { permissions: ActionTree }> {
    const role = await this.get(id);
    const tree = allActions(this.registry);
    for (const action of await rolePermissions(this.db, role.id)) {
      const [type, controller, name] = splitAction(action);
      const controllers = (tree[type] ??= { controllers: {} }).controllers;
      (controllers[controller] ??= {})[name] = { enabled: true, policy: '' };
    }
    return { ...role, permissions: tree };
  }

  async create(body: Record<string, unknown>): Promise<void> {
    const name = typeof body.name === 'string' ? body.name : null;
    const type = typeof body.type === 'string' && body.type ? body.type : snakeCase(name ?? '');
    const description = typeof body.description === 'string' ? body.description : null;
    await this.db.transaction(async (tx) => {
      const now = tx.dialect.timestamp(Date.now());
      const id = (
        await tx.run('INSERT INTO up_roles (name, description, type, created_at, updated_at) VALUES (?, ?, ?, ?, ?)', [
          name,
          description,
          type,
          now,
          now,
        ])
      ).lastId;
      await grantIn(tx, type, enabledActions(body.permissions), id);
    });
    this.access.invalidate();
  }

  /**
   * Sets name/description and makes the role's permissions exactly those enabled in the body.
   * As in Strapi, a body without `permissions` leaves the role with none.
   */
  async update(id: number | null, body: Record<string, unknown>): Promise<void> {
    const role = await this.get(id);
    const wanted = new Set(enabledActions(body.permissions));
    await this.db.transaction(async (tx) => {
      const sets: string[] = [];
      const values: Array<string | number | null> = [];
      for (const key of ['name', 'description'] as const) {
        if (body[key] === undefined) continue;
        sets.push(`${key} = ?`);
        values.push(body[key] === null ? null : String(body[key]));
      }
      await tx.run(`UPDATE up_roles SET ${[...sets, 'updated_at = ?'].join(', ')} WHERE id = ?`, [
        ...values,
        tx.dialect.timestamp(Date.now()),
        role.id,
      ]);
      const have = await rolePermissions(tx, role.id);
      await this.removePermissions(
        tx,
        role.id,
        [...have].filter((a) => !wanted.has(a)),
      );
      await grantIn(
        tx,
        String(role.type ?? ''),
        [...wanted].filter((a) => !have.has(a)),
        role.id,
      );
    });
    this.access.invalidate();
  }

  /** Deletes a role; its users move to Public. The Public role itself cannot be deleted. */
  async delete(id: number | null): Promise<void> {
    const publicId = await roleId(this.db, 'public');
    if (id !== null && id === publicId) throw new ApplicationError('Cannot delete public role');
    const role = await this.get(id);
    await this.db.transaction(async (tx) => {
      if (publicId !== null)
        await tx.run('UPDATE up_users_role_links SET role_id = ? WHERE role_id = ?', [publicId, role.id]);
      await this.removePermissions(tx, role.id, [...(await rolePermissions(tx, role.id))]);
      await tx.run('DELETE FROM up_roles WHERE id = ?', [role.id]);
    });
    this.access.invalidate();
  }

  private async get(id: number | null): Promise<Entity> {
    const role = id === null ? null : await this.entries.findOne(this.role, id);
    if (!role) throw new NotFoundError('Role not found');
    return role;
  }

  private async removePermissions(tx: Queries, role: number, actions: string[]): Promise<void> {
    await removeRolePermissions(tx, role, actions);
  }
}

/** lodash `snakeCase(deburr(toLower(name)))`, which Strapi uses for a role's type. */
function snakeCase(name: string): string {
  const plain = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return (plain.match(/[a-z]+|[0-9]+/g) ?? []).join('_');
}

// users-permissions content types, as Strapi v4 declares them (tables up_users, up_roles, up_permissions).
import type { ModelSource } from '../../schema/normalise-model.ts';

const plugin = 'users-permissions';
const file = 'plugin::users-permissions';

export const USER_UID = 'plugin::users-permissions.user';
export const ROLE_UID = 'plugin::users-permissions.role';
export const PERMISSION_UID = 'plugin::users-permissions.permission';

export const usersPermissionsModels: ModelSource[] = [
  {
    uid: PERMISSION_UID,
    modelType: 'contentType',
    file,
    plugin,
    raw: {
      collectionName: 'up_permissions',
      kind: 'collectionType',
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      info: { singularName: 'permission', pluralName: 'permissions', displayName: 'Permission' },
      options: { draftAndPublish: false },
      attributes: {
        action: { type: 'string', required: true, configurable: false },
        role: {
          type: 'relation',
          relation: 'manyToOne',
          target: ROLE_UID,
          inversedBy: 'permissions',
          configurable: false,
        },
      },
    },
  },
  {
    uid: ROLE_UID,
    modelType: 'contentType',
    file,
    plugin,
    raw: {
      collectionName: 'up_roles',
      kind: 'collectionType',
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      info: { singularName: 'role', pluralName: 'roles', displayName: 'Role' },
      options: { draftAndPublish: false },
      attributes: {
        name: { type: 'string', minLength: 3, required: true, configurable: false },
        description: { type: 'string', configurable: false },
        type: { type: 'string', unique: true, configurable: false },
        permissions: {
          type: 'relation',
          relation: 'oneToMany',
          target: PERMISSION_UID,
          mappedBy: 'role',
          configurable: false,
        },
        users: { type: 'relation', relation: 'oneToMany', target: USER_UID, mappedBy: 'role', configurable: false },
      },
    },
  },
  {
    uid: USER_UID,
    modelType: 'contentType',
    file,
    plugin,
    raw: {
      collectionName: 'up_users',
      kind: 'collectionType',
      info: { singularName: 'user', pluralName: 'users', displayName: 'User' },
      options: { draftAndPublish: false, timestamps: true },
      attributes: {
        username: { type: 'string', minLength: 3, unique: true, configurable: false, required: true },
        email: { type: 'email', minLength: 6, configurable: false, required: true },
        provider: { type: 'string', configurable: false },
        password: { type: 'password', minLength: 6, configurable: false, private: true, searchable: false },
        resetPasswordToken: { type: 'string', configurable: false, private: true, searchable: false },
        confirmationToken: { type: 'string', configurable: false, private: true, searchable: false },
        confirmed: { type: 'boolean', default: false, configurable: false },
        blocked: { type: 'boolean', default: false, configurable: false },
        role: { type: 'relation', relation: 'manyToOne', target: ROLE_UID, inversedBy: 'users', configurable: false },
      },
    },
  },
];

// The permission tree the roles API shows and accepts (Strapi's `getActions()`): every content API
// action, grouped as `<type>.controllers.<controller>.<action> = { enabled, policy }`, where the
// permission string is `<type>.<controller>.<action>`.
import type { SchemaRegistry } from '../../schema/registry.ts';

export interface ActionState {
  enabled: boolean;
  policy: string;
}

export type ActionTree = Record<string, { controllers: Record<string, Record<string, ActionState>> }>;

// The built-in plugins' content API controllers, as Strapi 4.26 declares them, in its plugins' order.
const PLUGIN_ACTIONS: Record<string, Record<string, string[]>> = {
  'plugin::content-type-builder': {
    components: ['getComponents', 'getComponent'],
    'content-types': ['getContentTypes', 'getContentType'],
  },
  'plugin::email': { email: ['send'] },
  'plugin::upload': { 'content-api': ['find', 'findOne', 'destroy', 'upload'] },
  'plugin::users-permissions': {
    auth: [
      'callback',
      'changePassword',
      'resetPassword',
      'connect',
      'forgotPassword',
      'register',
      'emailConfirmation',
      'sendEmailConfirmation',
    ],
    user: ['create', 'update', 'find', 'findOne', 'count', 'destroy', 'me'],
    role: ['createRole', 'findOne', 'find', 'updateRole', 'deleteRole'],
    permissions: ['getPermissions'],
  },
  'plugin::i18n': { locales: ['listLocales'] },
};

export function allActions(registry: SchemaRegistry, enabled = false): ActionTree {
  const tree: ActionTree = {};
  const add = (type: string, controller: string, actions: string[]) => {
    const controllers = (tree[type] ??= { controllers: {} }).controllers;
    const c = (controllers[controller] ??= {});
    for (const a of actions) c[a] = { enabled, policy: '' };
  };
  for (const model of registry.apiContentTypes()) {
    const [type, controller] = splitUid(model.uid);
    const actions =
      model.kind === 'singleType' ? ['find', 'update', 'delete'] : ['find', 'findOne', 'create', 'update', 'delete'];
    if (model.localized) actions.push('createLocalization');
    add(type, controller, actions);
  }
  for (const [type, controllers] of Object.entries(PLUGIN_ACTIONS)) {
    for (const [controller, actions] of Object.entries(controllers)) add(type, controller, actions);
  }
  return tree;
}

/** The permission strings a tree enables (the body of role create/update). */
export function enabledActions(tree: unknown): string[] {
  const out: string[] = [];
  for (const [type, group] of entries(tree)) {
    for (const [controller, actions] of entries((group as { controllers?: unknown } | null)?.controllers)) {
      for (const [action, state] of entries(actions)) {
        if ((state as { enabled?: unknown } | null)?.enabled) out.push(`${type}.${controller}.${action}`);
      }
    }
  }
  return out;
}

/** `api::article.article.find` → type `api::article`, controller `article`, action `find`. */
export function splitAction(action: string): [string, string, string] {
  const parts = action.split('.');
  return [parts[0] ?? '', parts[1] ?? '', parts.slice(2).join('.')];
}

function splitUid(uid: string): [string, string] {
  const dot = uid.indexOf('.');
  return [uid.slice(0, dot), uid.slice(dot + 1)];
}

function entries(v: unknown): Array<[string, unknown]> {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.entries(v) : [];
}

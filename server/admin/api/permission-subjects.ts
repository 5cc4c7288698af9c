// The actions a role or a custom API token can be granted, grouped by subject, in Strapi v4's
// action names (`api::article.article.find`, `plugin::upload.content-api.upload`, …).
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { PermissionSubject } from '../studio-contract.ts';

const PLUGIN_SUBJECTS: PermissionSubject[] = [
  {
    uid: 'plugin::upload.content-api',
    label: 'Upload',
    group: 'plugin',
    actions: ['find', 'findOne', 'upload', 'destroy'],
  },
  { uid: 'plugin::i18n.locales', label: 'Internationalization', group: 'plugin', actions: ['listLocales'] },
  {
    uid: 'plugin::content-type-builder.content-types',
    label: 'Content-type builder: content types',
    group: 'plugin',
    actions: ['getContentTypes', 'getContentType'],
  },
  {
    uid: 'plugin::content-type-builder.components',
    label: 'Content-type builder: components',
    group: 'plugin',
    actions: ['getComponents', 'getComponent'],
  },
  { uid: 'plugin::email.email', label: 'Email', group: 'plugin', actions: ['send'] },
  {
    uid: 'plugin::users-permissions.auth',
    label: 'Users & permissions: auth',
    group: 'plugin',
    actions: [
      'callback',
      'connect',
      'register',
      'emailConfirmation',
      'sendEmailConfirmation',
      'forgotPassword',
      'resetPassword',
      'changePassword',
    ],
  },
  {
    uid: 'plugin::users-permissions.user',
    label: 'Users & permissions: user',
    group: 'plugin',
    actions: ['me', 'find', 'findOne', 'count', 'create', 'update', 'destroy'],
  },
  {
    uid: 'plugin::users-permissions.role',
    label: 'Users & permissions: role',
    group: 'plugin',
    actions: ['find', 'findOne', 'createRole', 'updateRole', 'deleteRole'],
  },
];

export function permissionSubjects(registry: SchemaRegistry): PermissionSubject[] {
  const content = registry
    .apiContentTypes()
    .map((m): PermissionSubject => {
      const actions =
        m.kind === 'singleType' ? ['find', 'update', 'delete'] : ['find', 'findOne', 'create', 'update', 'delete'];
      if (m.localized) actions.push('createLocalization');
      return { uid: m.uid, label: m.displayName, group: 'content', actions };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
  return [...content, ...PLUGIN_SUBJECTS];
}

/** Every action name the subjects offer. */
export function allActions(subjects: PermissionSubject[]): Set<string> {
  return new Set(subjects.flatMap((s) => s.actions.map((a) => `${s.uid}.${a}`)));
}

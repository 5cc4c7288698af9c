// The users-permissions plugin's paths: sign-in and registration, password and email flows, users
// (bare, paged as its entity service pages them) and roles.
import { USER_UID } from '../output-attributes.ts';
import { bodyOf, entityServiceListParameters, ID, NOT_FOUND, ok, op, type PathContext } from './operation.ts';
import { ref, type Schema } from './schemas.ts';

export function usersPermissionsPaths(ctx: PathContext): Record<string, Schema> {
  const { registry, names, prefix } = ctx;
  const paths: Record<string, Schema> = {};
  if (!registry.has(USER_UID)) return paths;
  const credentials = {
    type: 'object',
    properties: { identifier: { type: 'string' }, password: { type: 'string' } },
    required: ['identifier', 'password'],
  };
  const registration = {
    type: 'object',
    properties: {
      username: { type: 'string' },
      email: { type: 'string', format: 'email' },
      password: { type: 'string' },
    },
    required: ['username', 'email', 'password'],
  };
  const user = ref(`${names.get(USER_UID)}Flat`);
  const session = { type: 'object', properties: { jwt: { type: 'string' }, user }, required: ['jwt', 'user'] };
  const userParams = entityServiceListParameters(ctx, USER_UID);
  const t = 'Users-Permissions';
  const auth = (path: string, id: string, summary: string, response: Schema, body?: Schema) => {
    paths[`${prefix}/auth/${path}`] = {
      post: op(t, id, summary, { 200: ok(summary, response) }, body ? bodyOf(body) : {}),
    };
  };
  auth('local', 'login', 'Sign in with identifier and password', session, credentials);
  auth('local/register', 'register', 'Register a user', session, registration);
  auth(
    'forgot-password',
    'forgotPassword',
    'Send a password reset link',
    { type: 'object', properties: { ok: { const: true } } },
    { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
  );
  auth('reset-password', 'resetPassword', 'Reset a password with the emailed code', session, {
    type: 'object',
    properties: { code: { type: 'string' }, password: { type: 'string' }, passwordConfirmation: { type: 'string' } },
    required: ['code', 'password', 'passwordConfirmation'],
  });
  auth('change-password', 'changePassword', "Change the signed-in user's password", session, {
    type: 'object',
    properties: {
      currentPassword: { type: 'string' },
      password: { type: 'string' },
      passwordConfirmation: { type: 'string' },
    },
    required: ['currentPassword', 'password', 'passwordConfirmation'],
  });
  auth(
    'send-email-confirmation',
    'sendEmailConfirmation',
    'Send the email confirmation again',
    { type: 'object', properties: { email: { type: 'string' }, sent: { type: 'boolean' } } },
    { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
  );
  paths[`${prefix}/auth/email-confirmation`] = {
    get: op(
      t,
      'emailConfirmation',
      'Confirm an email address (redirects)',
      { 301: { description: 'Redirect to the configured URL' } },
      { parameters: [{ name: 'confirmation', in: 'query', required: true, schema: { type: 'string' } }] },
    ),
  };
  paths[`${prefix}/users`] = {
    get: op(
      t,
      'listUsers',
      'List users',
      { 200: ok('Users, bare', { type: 'array', items: user }) },
      { parameters: userParams },
    ),
    post: op(
      t,
      'createUser',
      'Create a user',
      { 201: ok('The created user', user) },
      bodyOf({
        ...registration,
        properties: {
          ...registration.properties,
          role: { type: 'integer' },
          confirmed: { type: 'boolean' },
          blocked: { type: 'boolean' },
        },
      }),
    ),
  };
  paths[`${prefix}/users/count`] = {
    get: op(
      t,
      'countUsers',
      'Count users',
      { 200: ok('The number of users', { type: 'integer' }) },
      { parameters: userParams.filter((p) => p.name === 'filters') },
    ),
  };
  paths[`${prefix}/users/me`] = {
    get: op(
      t,
      'me',
      'The signed-in user',
      { 200: ok('The user of the JWT', user) },
      { parameters: userParams.filter((p) => p.name !== 'sort') },
    ),
  };
  paths[`${prefix}/users/{id}`] = {
    parameters: [ID],
    get: op(t, 'getUser', 'Get a user', { 200: ok('The user', user) }),
    put: op(
      t,
      'updateUser',
      'Update a user',
      { 200: ok('The updated user', user), ...NOT_FOUND },
      bodyOf({ type: 'object' }),
    ),
    delete: op(t, 'deleteUser', 'Delete a user', { 200: ok('The deleted user', user), ...NOT_FOUND }),
  };
  const role = {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      description: { type: ['string', 'null'] },
      type: { type: 'string' },
    },
    required: ['id', 'name'],
  };
  paths[`${prefix}/users-permissions/roles`] = {
    get: op(t, 'listRoles', 'List roles', {
      200: ok('Roles with their user counts', {
        type: 'object',
        properties: { roles: { type: 'array', items: role } },
        required: ['roles'],
      }),
    }),
    post: op(
      t,
      'createRole',
      'Create a role',
      { 200: ok('Done', { type: 'object', properties: { ok: { const: true } } }) },
      bodyOf({
        type: 'object',
        properties: { name: { type: 'string' }, description: { type: 'string' }, permissions: { type: 'object' } },
        required: ['name'],
      }),
    ),
  };
  paths[`${prefix}/users-permissions/roles/{id}`] = {
    parameters: [ID],
    get: op(t, 'getRole', 'Get a role with its permissions', {
      200: ok('The role', { type: 'object', properties: { role }, required: ['role'] }),
      ...NOT_FOUND,
    }),
    put: op(
      t,
      'updateRole',
      'Update a role',
      { 200: ok('Done', { type: 'object', properties: { ok: { const: true } } }), ...NOT_FOUND },
      bodyOf({ type: 'object' }),
    ),
    delete: op(t, 'deleteRole', 'Delete a role', {
      200: ok('Done', { type: 'object', properties: { ok: { const: true } } }),
      ...NOT_FOUND,
    }),
  };
  paths[`${prefix}/users-permissions/permissions`] = {
    get: op(t, 'listPermissions', 'Every action that can be granted', {
      200: ok('Permissions by plugin and controller', {
        type: 'object',
        properties: { permissions: { type: 'object' } },
        required: ['permissions'],
      }),
    }),
  };
  return paths;
}

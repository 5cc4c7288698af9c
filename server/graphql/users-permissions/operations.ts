// The users-permissions plugin's GraphQL operations: `me`, `login`, `register`, password, email
// confirmation and role mutations, and its user mutations (which replace the generated ones), with the
// plugin's auth rules. The account mutations run the same auth service as the REST routes.
import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
} from 'graphql';
import { NotFoundError } from '../../errors.ts';
import type { AuthCaller } from '../../plugins/users-permissions/auth-service.ts';
import { ROLE_UID, USER_UID } from '../../plugins/users-permissions/models.ts';
import { ensureNoEscalation } from '../../plugins/users-permissions/user-service.ts';
import { RoleService } from '../../plugins/users-permissions/role-service.ts';
import type { Entity } from '../../query/sql/select.ts';
import { modelInputType } from '../builders/input-types.ts';
import { entityResponseType } from '../builders/output-types.ts';
import type { SchemaTypes } from '../builders/type-cache.ts';
import type { GraphqlContext } from '../context.ts';
import type { ResolverConfig } from '../extension.ts';
import { inputToData } from '../args/input-data.ts';
import type { RootOperations } from '../operations.ts';
import { parseRowId } from '../../input/row-id.ts';

type Fields = GraphQLFieldConfigMap<unknown, GraphqlContext>;

const nonNull = <T extends GraphQLObjectType | GraphQLInputObjectType>(t: T) => new GraphQLNonNull(t);
const string = new GraphQLNonNull(GraphQLString);

// Object types are built per schema, since resolvers are wrapped per schema.
function payloadTypes(types: SchemaTypes) {
  const meRole = types.memo(
    'UsersPermissionsMeRole',
    () =>
      new GraphQLObjectType({
        name: 'UsersPermissionsMeRole',
        fields: {
          id: { type: new GraphQLNonNull(GraphQLID) },
          name: { type: string },
          description: { type: GraphQLString },
          type: { type: GraphQLString },
        },
      }),
  );
  const me = types.memo(
    'UsersPermissionsMe',
    () =>
      new GraphQLObjectType({
        name: 'UsersPermissionsMe',
        fields: {
          id: { type: new GraphQLNonNull(GraphQLID) },
          username: { type: string },
          email: { type: GraphQLString },
          confirmed: { type: GraphQLBoolean },
          blocked: { type: GraphQLBoolean },
          role: { type: meRole, resolve: (u: Entity) => u.role ?? null },
        },
      }),
  );
  const ok = (name: string) =>
    types.memo(
      name,
      () => new GraphQLObjectType({ name, fields: { ok: { type: new GraphQLNonNull(GraphQLBoolean) } } }),
    );
  const login = types.memo(
    'UsersPermissionsLoginPayload',
    () =>
      new GraphQLObjectType({
        name: 'UsersPermissionsLoginPayload',
        fields: { jwt: { type: GraphQLString }, user: { type: nonNull(me) } },
      }),
  );
  return {
    me,
    login,
    password: ok('UsersPermissionsPasswordPayload'),
    role: (verb: string) => ok(`UsersPermissions${verb}RolePayload`),
  };
}

const RegisterInput = new GraphQLInputObjectType({
  name: 'UsersPermissionsRegisterInput',
  fields: { username: { type: string }, email: { type: string }, password: { type: string } },
});

const LoginInput = new GraphQLInputObjectType({
  name: 'UsersPermissionsLoginInput',
  fields: {
    identifier: { type: string },
    password: { type: string },
    provider: { type: string, defaultValue: 'local' },
  },
});

const plain = (v: unknown) => ({ ...(v as Record<string, unknown>) });

function userId(ctx: GraphqlContext): number | null {
  const cred = ctx.state.credentials;
  return cred.kind === 'user' ? cred.user.id : null;
}

export function usersPermissionsOperations(types: SchemaTypes): RootOperations {
  const { registry } = types;
  const queries: Fields = {};
  const mutations: Fields = {};
  const config: Record<string, ResolverConfig> = {};
  const payloads = payloadTypes(types);
  const roles = (ctx: GraphqlContext) => {
    const { project, entries, access } = ctx.runtime;
    return new RoleService(project.engine, registry, entries, access);
  };
  const auth = (ctx: GraphqlContext) => ctx.runtime.auth;
  const caller = (ctx: GraphqlContext): AuthCaller => ({
    canRead: ctx.runtime.access.reader(ctx.state.credentials),
    host: ctx.koaContext.headers.host,
  });

  queries.me = {
    type: payloads.me,
    resolve: (_p, _a, ctx) => {
      const id = userId(ctx);
      // A plain Error, as Strapi's resolver throws: it reaches the client with its message.
      if (id === null) throw new Error('Authentication requested');
      return auth(ctx).me(id);
    },
  };
  // No scope: any signed-in user (or full-access token) passes Query-level auth; the public does not.

  mutations.login = {
    type: nonNull(payloads.login),
    args: { input: { type: nonNull(LoginInput) } },
    resolve: (_p, args, ctx) => auth(ctx).login(plain(args.input)),
  };
  mutations.register = {
    type: nonNull(payloads.login),
    description: 'Register a user',
    args: { input: { type: nonNull(RegisterInput) } },
    resolve: (_p, args, ctx) => auth(ctx).register(plain(args.input), caller(ctx)),
  };
  mutations.forgotPassword = {
    type: payloads.password,
    description: 'Request a reset password token',
    args: { email: { type: string } },
    resolve: (_p, args, ctx) => auth(ctx).forgotPassword(plain(args)),
  };
  mutations.resetPassword = {
    type: payloads.login,
    description: 'Reset user password. Confirm with a code (resetToken from forgotPassword)',
    args: { password: { type: string }, passwordConfirmation: { type: string }, code: { type: string } },
    resolve: (_p, args, ctx) => auth(ctx).resetPassword(plain(args)),
  };
  mutations.changePassword = {
    type: payloads.login,
    description: 'Change user password. Confirm with the current password.',
    args: { currentPassword: { type: string }, password: { type: string }, passwordConfirmation: { type: string } },
    resolve: (_p, args, ctx) => auth(ctx).changePassword(userId(ctx), plain(args)),
  };
  mutations.emailConfirmation = {
    type: payloads.login,
    description: 'Confirm an email users email address',
    args: { confirmation: { type: string } },
    resolve: (_p, args, ctx) => auth(ctx).confirmEmail(plain(args)),
  };
  for (const name of ['login', 'register', 'forgotPassword', 'resetPassword', 'emailConfirmation'])
    config[`Mutation.${name}`] = { auth: false };
  config['Mutation.changePassword'] = { auth: { scope: ['plugin::users-permissions.auth.changePassword'] } };

  if (types.isExposed(ROLE_UID)) {
    const role = registry.get(ROLE_UID);
    const data = { type: nonNull(modelInputType(types, role)) };
    const id = { type: new GraphQLNonNull(GraphQLID) };
    mutations.createUsersPermissionsRole = {
      type: payloads.role('Create'),
      description: 'Create a new role',
      args: { data },
      resolve: async (_p, args, ctx) => (await roles(ctx).create(plain(args.data)), { ok: true }),
    };
    mutations.updateUsersPermissionsRole = {
      type: payloads.role('Update'),
      description: 'Update an existing role',
      args: { id, data },
      resolve: async (_p, args, ctx) => (await roles(ctx).update(parseRowId(args.id), plain(args.data)), { ok: true }),
    };
    mutations.deleteUsersPermissionsRole = {
      type: payloads.role('Delete'),
      description: 'Delete an existing role',
      args: { id },
      resolve: async (_p, args, ctx) => (await roles(ctx).delete(parseRowId(args.id)), { ok: true }),
    };
    for (const verb of ['create', 'update', 'delete']) {
      config[`Mutation.${verb}UsersPermissionsRole`] = { auth: { scope: [`${ROLE_UID}.${verb}Role`] } };
    }
  }

  if (types.isExposed(USER_UID)) {
    const user = registry.get(USER_UID);
    const response = nonNull(entityResponseType(types, user));
    const data = { type: nonNull(modelInputType(types, user)) };
    const id = { type: new GraphQLNonNull(GraphQLID) };
    const users = (ctx: GraphqlContext) => auth(ctx).users;
    mutations.createUsersPermissionsUser = {
      type: response,
      description: 'Create a new user',
      args: { data },
      resolve: async (_p, args, ctx) => ({
        data: await users(ctx).add({ provider: 'local', ...inputToData(registry, user, args.data) }),
      }),
    };
    mutations.updateUsersPermissionsUser = {
      type: response,
      description: 'Update an existing user',
      args: { id, data },
      resolve: async (_p, args, ctx) => {
        const data = inputToData(registry, user, args.data);
        ensureNoEscalation(ctx.state.credentials, parseRowId(args.id) ?? -1, data);
        const updated = await users(ctx).edit(parseRowId(args.id) ?? -1, data);
        if (!updated) throw new NotFoundError('User not found');
        return { data: updated };
      },
    };
    mutations.deleteUsersPermissionsUser = {
      type: response,
      description: 'Delete an existing user',
      args: { id },
      resolve: async (_p, args, ctx) => {
        const removed = await users(ctx).remove(parseRowId(args.id) ?? -1);
        if (!removed) throw new NotFoundError('User not found');
        return { data: removed };
      },
    };
    config['Mutation.createUsersPermissionsUser'] = { auth: { scope: ['plugin::users-permissions.user.create'] } };
    config['Mutation.updateUsersPermissionsUser'] = { auth: { scope: ['plugin::users-permissions.user.update'] } };
    config['Mutation.deleteUsersPermissionsUser'] = { auth: { scope: ['plugin::users-permissions.user.destroy'] } };
  }
  return { queries, mutations, config };
}

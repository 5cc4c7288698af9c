// Per-field authorisation, middlewares and policies (spec §4.8, §5.3–5.4), in Strapi's order:
// auth check, then the middlewares in order, then the policies, then the resolver. Every Query and
// Mutation field is checked; other fields only when their config names an `auth`.
import {
  defaultFieldResolver,
  isIntrospectionType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { Credentials } from '../auth/access-control.ts';
import { ForbiddenError } from '../errors.ts';
import type { GraphqlContext } from './context.ts';
import type { Middleware, Policy, ResolverConfig } from './extension.ts';

/** Strapi's PolicyError: reported as FORBIDDEN with its own name. */
export class PolicyError extends ForbiddenError {
  constructor(message = 'Policy Failed', details: Record<string, unknown> = {}) {
    super(message, details);
    this.name = 'PolicyError';
  }
}

type Resolver = GraphQLFieldResolver<unknown, GraphqlContext>;

export function wrapResolvers(
  schema: GraphQLSchema,
  configs: Record<string, ResolverConfig>,
  helpers: { strapi: unknown },
): void {
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean),
  );
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || isIntrospectionType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const config = configs[`${type.name}.${field.name}`];
      const isRoot = roots.has(type);
      if (!isRoot && !config) continue;
      const checksAuth = (isRoot || (config?.auth !== undefined && config.auth !== null)) && config?.auth !== false;
      const middlewares = (config?.middlewares ?? []).map((m) => middlewareFn(m, `${type.name}.${field.name}`));
      const policies = (config?.policies ?? []).map((p) => policyFn(p, `${type.name}.${field.name}`));
      const scope = config?.auth ? config.auth.scope : undefined;
      const resolve = (field.resolve ?? defaultFieldResolver) as Resolver;
      const withPolicies: Resolver = policies.length ? runPolicies(policies, resolve, helpers) : resolve;
      const chained = middlewares.reduceRight<Resolver>(
        (next, mw) => (parent, args, ctx, info) => mw(next as never, parent, args, ctx, info),
        withPolicies,
      );
      if (!checksAuth && chained === resolve) continue;
      field.resolve = (parent, args, ctx: GraphqlContext, info) => {
        if (checksAuth && !verify(ctx, scope)) throw new ForbiddenError('Forbidden access', {});
        return chained(parent, args, ctx, info);
      };
    }
  }
}

/**
 * Strapi's `auth.verify`: without a scope, any API token of full access or any signed-in user
 * passes (the public does not); with one, every action of the scope must be allowed.
 */
function verify(ctx: GraphqlContext, scope: string | string[] | undefined): boolean {
  const cred: Credentials = ctx.state.credentials;
  const actions = scope === undefined ? [] : Array.isArray(scope) ? scope : [scope];
  if (actions.length === 0) {
    if (cred.kind === 'user') return true;
    return cred.kind === 'api-token' && cred.token.type === 'full-access';
  }
  return actions.every((a) => ctx.runtime.access.allows(cred, a));
}

function runPolicies(
  policies: Array<{ fn: Policy; config: unknown }>,
  resolve: Resolver,
  helpers: { strapi: unknown },
): Resolver {
  return async (parent, args, ctx, info) => {
    const policyContext = {
      parent,
      args,
      context: ctx,
      info,
      state: ctx.state,
      http: ctx.koaContext,
      type: 'graphql',
      is: (t: string) => t === 'graphql',
    };
    for (const { fn, config } of policies) {
      const result = await fn(policyContext, config, helpers);
      if (result !== true && result !== undefined) throw new PolicyError();
    }
    return resolve(parent, args, ctx, info);
  };
}

function policyFn(p: NonNullable<ResolverConfig['policies']>[number], key: string): { fn: Policy; config: unknown } {
  if (typeof p === 'function') return { fn: p, config: {} };
  if (p && typeof p === 'object' && typeof (p as { handler?: unknown }).handler === 'function') {
    return { fn: (p as unknown as { handler: Policy }).handler, config: (p as { config?: unknown }).config ?? {} };
  }
  const name = typeof p === 'string' ? p : p?.name;
  throw new Error(
    `graphql resolversConfig ${key}: policy "${name}" is referenced by name; Tessera has no policy registry, give the function itself`,
  );
}

function middlewareFn(m: NonNullable<ResolverConfig['middlewares']>[number], key: string): Middleware {
  if (typeof m === 'function') return m;
  const name = typeof m === 'string' ? m : m?.name;
  throw new Error(
    `graphql resolversConfig ${key}: middleware "${name}" is referenced by name; Tessera has no middleware registry, give the function itself`,
  );
}

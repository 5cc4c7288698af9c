// Assembles the schema: generated CRUD per content type (unless `shadowCRUD: false`), the plugins'
// own operations, then the project's extensions, per-field auth/policies/middlewares and tracing.
import { GraphQLObjectType, GraphQLSchema, assertValidSchema, type GraphQLFieldConfigMap } from 'graphql';
import * as nexus from 'nexus';
import type { SchemaRegistry } from '../schema/registry.ts';
import { SchemaTypes } from './builders/type-cache.ts';
import type { GraphqlConfig } from './config.ts';
import type { GraphqlContext } from './context.ts';
import { applyResolvers, applyTypeDefs } from './extension-schema.ts';
import { applyNexusTypes } from './nexus-types.ts';
import type { GraphqlExtensionService, ResolverConfig } from './extension.ts';
import { GRAPHQL15_DIRECTIVES } from './introspection-compat.ts';
import { typeName } from './naming.ts';
import { contentTypeOperations, type RootOperations } from './operations.ts';
import { instrumentSchema } from './tracing.ts';
import { uploadOperations } from './upload/operations.ts';
import { usersPermissionsOperations } from './users-permissions/operations.ts';
import { wrapResolvers } from './wrap-resolvers.ts';

export interface BuildSchemaOptions {
  registry: SchemaRegistry;
  extension: GraphqlExtensionService;
  config: Pick<GraphqlConfig, 'shadowCRUD' | 'tracing'>;
  /** Handed to extension factories and policies, as Strapi hands its `strapi`. */
  strapi?: unknown;
  log?: (line: string) => void;
}

export function buildGraphqlSchema(options: BuildSchemaOptions): GraphQLSchema {
  const { registry, extension, config } = options;
  const types = new SchemaTypes(registry, extension);
  const parts: RootOperations[] = [];
  if (config.shadowCRUD) {
    for (const model of registry.contentTypes())
      if (types.isExposed(model.uid)) parts.push(contentTypeOperations(types, model));
  }
  parts.push(uploadOperations(types), usersPermissionsOperations(types));

  const queries: GraphQLFieldConfigMap<unknown, GraphqlContext> = {};
  const mutations: GraphQLFieldConfigMap<unknown, GraphqlContext> = {};
  const generated: Record<string, ResolverConfig> = relationScopes(types);
  for (const p of parts) {
    Object.assign(queries, p.queries);
    Object.assign(mutations, p.mutations);
    Object.assign(generated, p.config);
  }
  let schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: queries }),
    mutation: Object.keys(mutations).length
      ? new GraphQLObjectType({ name: 'Mutation', fields: mutations })
      : undefined,
    directives: GRAPHQL15_DIRECTIVES,
  });

  const collected = extension.collect({ strapi: options.strapi, nexus });
  schema = applyNexusTypes(schema, collected.nexusTypes, collected.nexusPlugins);
  schema = applyTypeDefs(schema, collected.typeDefs);
  applyResolvers(schema, collected.resolvers);
  assertValidSchema(schema);

  // The project's config for a field wins over the generated one, key by key (Strapi's merge).
  const resolversConfig: Record<string, ResolverConfig> = { ...generated };
  for (const [key, c] of Object.entries(collected.resolversConfig)) resolversConfig[key] = { ...generated[key], ...c };
  wrapResolvers(schema, resolversConfig, { strapi: options.strapi });
  if (config.tracing) instrumentSchema(schema);
  return schema;
}

/** Relation fields need `find` on their target (`Article.author` → `api::author.author.find`). */
function relationScopes(types: SchemaTypes): Record<string, ResolverConfig> {
  const out: Record<string, ResolverConfig> = {};
  for (const model of types.exposedModels()) {
    for (const attr of Object.values(model.attributes)) {
      if (attr.kind !== 'relation' || attr.morph) continue;
      out[`${typeName(model)}.${attr.name}`] = { auth: { scope: [`${attr.target}.find`] } };
    }
  }
  return out;
}

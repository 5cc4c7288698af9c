// Code-first extensions (spec §4.8 `types` and `plugins`), built with nexus as in Strapi: nexus
// takes the generated schema's types as they are and adds or extends types around them.
import { GraphQLSchema, isSpecifiedScalarType, type GraphQLNamedType } from 'graphql';
import { makeSchema } from 'nexus';

export function applyNexusTypes(schema: GraphQLSchema, types: unknown[], plugins: unknown[]): GraphQLSchema {
  if (types.length === 0 && plugins.length === 0) return schema;
  const existing = Object.values(schema.getTypeMap()).filter(
    (t: GraphQLNamedType) => !t.name.startsWith('__') && !isSpecifiedScalarType(t),
  );
  const built = makeSchema({
    types: [...existing, ...types] as Parameters<typeof makeSchema>[0]['types'],
    plugins: plugins as Parameters<typeof makeSchema>[0]['plugins'],
    outputs: false,
    shouldGenerateArtifacts: false,
    features: { abstractTypeStrategies: { resolveType: true, isTypeOf: true, __typename: true } },
  });
  // Keep the generated schema's directives (graphql 15's set, as Strapi v4 answers introspection).
  return new GraphQLSchema({ ...built.toConfig(), directives: schema.getDirectives() });
}

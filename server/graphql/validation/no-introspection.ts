// Introspection is off in production unless `apolloServer.introspection` says otherwise (spec §4.7),
// with Apollo Server 3's message.
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

export function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(
          new GraphQLError(
            'GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type. To enable introspection, pass introspection: true to ApolloServer in production',
            { nodes: node },
          ),
        );
      }
    },
  };
}

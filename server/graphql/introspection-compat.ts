// Strapi v4 runs graphql 15; Tessera runs graphql 16, whose introspection describes its own meta
// types a little differently (`specifiedByURL`, `isOneOf`, deprecated directives, `@oneOf`). So that
// a schema introspected from Tessera matches one introspected from Strapi, the directives are
// graphql 15's, and descriptions of the meta types in an introspection result are rewritten to
// graphql 15's. Nothing else in a result is touched.
import {
  DirectiveLocation,
  GraphQLDirective,
  GraphQLIncludeDirective,
  GraphQLNonNull,
  GraphQLSkipDirective,
  GraphQLString,
  Kind,
  type DocumentNode,
} from 'graphql';

export const GRAPHQL15_DIRECTIVES = [
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  new GraphQLDirective({
    name: 'deprecated',
    description: 'Marks an element of a GraphQL schema as no longer supported.',
    locations: [
      DirectiveLocation.FIELD_DEFINITION,
      DirectiveLocation.ARGUMENT_DEFINITION,
      DirectiveLocation.INPUT_FIELD_DEFINITION,
      DirectiveLocation.ENUM_VALUE,
    ],
    args: {
      reason: {
        type: GraphQLString,
        description:
          'Explains why this element was deprecated, usually also including a suggestion for how to access supported similar data. Formatted using the Markdown syntax, as specified by [CommonMark](https://commonmark.org/).',
        defaultValue: 'No longer supported',
      },
    },
  }),
  new GraphQLDirective({
    name: 'specifiedBy',
    description: 'Exposes a URL that specifies the behaviour of this scalar.',
    locations: [DirectiveLocation.SCALAR],
    args: {
      url: {
        type: new GraphQLNonNull(GraphQLString),
        description: 'The URL that specifies the behaviour of this scalar.',
      },
    },
  }),
];

const TYPE_DESCRIPTION =
  'The fundamental unit of any GraphQL Schema is the type. There are many kinds of types in GraphQL as represented by the `__TypeKind` enum.\n\nDepending on the kind of a type, certain fields describe information about that type. Scalar types provide no information beyond a name, description and optional `specifiedByUrl`, while Enum types provide their values. Object and Interface types provide the fields they describe. Abstract types, Union and Interface, provide the Object types possible at runtime. List and NonNull types compose other types.';

type Json = Record<string, unknown>;

const PATCHES: Record<string, (t: Json) => void> = {
  __Schema(t) {
    const directives = list(t.fields).find((f) => f.name === 'directives');
    if (directives && Array.isArray(directives.args)) directives.args = [];
  },
  __Type(t) {
    if (typeof t.description === 'string') t.description = TYPE_DESCRIPTION;
    if (Array.isArray(t.fields)) {
      t.fields = list(t.fields).filter((f) => f.name !== 'isOneOf');
      for (const f of list(t.fields)) if (f.name === 'specifiedByURL') f.name = 'specifiedByUrl';
    }
  },
  __Directive(t) {
    if (Array.isArray(t.fields))
      t.fields = list(t.fields).filter((f) => f.name !== 'isDeprecated' && f.name !== 'deprecationReason');
  },
  __DirectiveLocation(t) {
    if (Array.isArray(t.enumValues)) t.enumValues = list(t.enumValues).filter((v) => v.name !== 'DIRECTIVE_DEFINITION');
  },
};

function patchFor(name: unknown): ((t: Json) => void) | undefined {
  return typeof name === 'string' && Object.hasOwn(PATCHES, name) ? PATCHES[name] : undefined;
}

function list(v: unknown): Json[] {
  return Array.isArray(v) ? (v as Json[]) : [];
}

/**
 * Rewrites, in place, the descriptions of meta types in an introspection result: type objects are
 * recognised by their `name`, and `__type(name: "__Type")` answers by the name asked for.
 */
export function asGraphql15Introspection(
  data: Record<string, unknown>,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): void {
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const sel of def.selectionSet.selections) {
      if (sel.kind !== Kind.FIELD || sel.name.value !== '__type') continue;
      const arg = sel.arguments?.find((a) => a.name.value === 'name')?.value;
      const name =
        arg?.kind === Kind.STRING ? arg.value : arg?.kind === Kind.VARIABLE ? variables[arg.name.value] : undefined;
      const answer = data[sel.alias?.value ?? '__type'];
      if (answer && typeof answer === 'object') patchFor(name)?.(answer as Json);
    }
  }
  patchNamedTypes(data);
}

function patchNamedTypes(data: unknown): void {
  if (Array.isArray(data)) {
    data.forEach(patchNamedTypes);
    return;
  }
  if (!data || typeof data !== 'object') return;
  const obj = data as Json;
  const patch = 'fields' in obj || 'enumValues' in obj || 'description' in obj ? patchFor(obj.name) : undefined;
  patch?.(obj);
  for (const v of Object.values(obj)) if (v && typeof v === 'object') patchNamedTypes(v);
}

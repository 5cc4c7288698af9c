// A compiled query's answer written as JSON by a function made for its selection (fast-json-stringify
// over a JSON Schema of the operation). JSON.stringify looks up every object's keys and the kind of
// every value as it goes; the answer's shape is known from the document, so a made function writes
// each key and value in order: a page of 10 articles with their author and tags, 2 KB, took 10 us
// with JSON.stringify and 4 us this way. Making the function takes about as long as graphql-jit's
// compiling the query (about a millisecond), once per compiled document.
//
// The text must be the one JSON.stringify writes of graphql-jit's result, key for key: a function
// writes keys in its schema's order, so the schema lists an object's fields in the order graphql-js
// collects them (the order graphql-jit builds them in). Where that order depends on the values
// (`@skip`/`@include`) or on the object's type (a union or an interface: a dynamic zone), there is
// no such function: the document is written by JSON.stringify, as the whole of it when directives
// decide, as that value alone under an abstract type. So is a document aliasing a field `__proto__`,
// which an object literal takes for its prototype (graphql-jit's result, and the schema's
// properties). A value a schema does not type (a custom scalar: JSON, DateTime, Long) is written by
// JSON.stringify within the made function.
//
// graphql-jit's own `customJSONSerializer` builds its schema otherwise: it throws on any scalar but
// GraphQL's five (every Strapi query selecting a DateTime would then not be compiled at all) and
// merges a union's members into one object, whose key order is not each member's.
import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import fastJson from 'fast-json-stringify';

type JsonSchema = Record<string, unknown>;
export type ResultSerializer = (result: ExecutionResult) => string;

/** What GraphQL's own scalars serialise to; any other scalar's value is written as JSON.stringify writes it. */
const SCALAR_TYPES: Record<string, string> = {
  String: 'string',
  ID: 'string',
  Boolean: 'boolean',
  Int: 'integer',
  Float: 'number',
};

/** The writer of `operation`'s answers without errors, or null where JSON.stringify must write them. */
export function resultSerializer(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): ResultSerializer | null {
  if (keyOrderUnknown(document)) return null;
  const root = schema.getRootType(operation.operation);
  if (!root) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const data = objectSchema(schema, fragments, root, [operation.selectionSet]);
  return fastJson({ type: 'object', properties: { data } }) as ResultSerializer;
}

/** Whether `@skip`/`@include` decide which fields are there, or a field is aliased `__proto__`. */
function keyOrderUnknown(document: DocumentNode): boolean {
  let found = false;
  const visit = (set: SelectionSetNode | undefined): void => {
    for (const s of set?.selections ?? []) {
      if (s.directives?.some((d) => d.name.value === 'skip' || d.name.value === 'include')) found = true;
      if (s.kind === Kind.FIELD && s.alias?.value === '__proto__') found = true;
      if (s.kind !== Kind.FRAGMENT_SPREAD) visit(s.selectionSet);
    }
  };
  for (const d of document.definitions) if ('selectionSet' in d) visit(d.selectionSet);
  return found;
}

/** An object's fields by response name, in graphql-js's order: as first met, fragments where they stand. */
function objectSchema(
  schema: GraphQLSchema,
  fragments: Map<string, FragmentDefinitionNode>,
  type: GraphQLObjectType,
  sets: readonly SelectionSetNode[],
): JsonSchema {
  const fields = new Map<string, { name: string; sets: SelectionSetNode[] }>();
  const applies = (condition: string | undefined) => {
    if (condition === undefined || condition === type.name) return true;
    const named = schema.getType(condition);
    return named !== undefined && isAbstractType(named) && schema.isSubType(named, type);
  };
  const collect = (set: SelectionSetNode, spread: Set<string>): void => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        const key = s.alias?.value ?? s.name.value;
        let field = fields.get(key);
        if (!field) fields.set(key, (field = { name: s.name.value, sets: [] }));
        if (s.selectionSet) field.sets.push(s.selectionSet);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        if (applies(s.typeCondition?.name.value)) collect(s.selectionSet, spread);
      } else if (!spread.has(s.name.value)) {
        spread.add(s.name.value);
        const fragment = fragments.get(s.name.value);
        if (fragment && applies(fragment.typeCondition.name.value)) collect(fragment.selectionSet, spread);
      }
    }
  };
  const spread = new Set<string>();
  for (const set of sets) collect(set, spread);
  const properties: Record<string, JsonSchema> = {};
  const all = type.getFields();
  for (const [key, { name, sets: selected }] of fields) {
    if (name === '__typename') properties[key] = { type: 'string' };
    else if (all[name]) properties[key] = valueSchema(schema, fragments, all[name].type, selected);
  }
  return { type: 'object', nullable: true, properties };
}

function valueSchema(
  schema: GraphQLSchema,
  fragments: Map<string, FragmentDefinitionNode>,
  type: GraphQLOutputType,
  sets: readonly SelectionSetNode[],
): JsonSchema {
  if (isNonNullType(type)) return valueSchema(schema, fragments, type.ofType, sets);
  if (isListType(type))
    return { type: 'array', nullable: true, items: valueSchema(schema, fragments, type.ofType, sets) };
  const named = getNamedType(type);
  if (isObjectType(named)) return objectSchema(schema, fragments, named, sets);
  if (isEnumType(named)) return { type: 'string', nullable: true };
  if (isScalarType(named) && SCALAR_TYPES[named.name]) return { type: SCALAR_TYPES[named.name], nullable: true };
  return {};
}

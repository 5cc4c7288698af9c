// Merges the project's extensions into the generated schema: SDL `typeDefs` (a `type Query { … }`
// adds to the existing Query, as Strapi's merge does) and `resolvers` (set on the merged fields).
import {
  Kind,
  extendSchema,
  isAbstractType,
  isObjectType,
  parse,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type GraphQLSchema,
  type InputValueDefinitionNode,
} from 'graphql';

const TO_EXTENSION: Partial<Record<string, Kind>> = {
  [Kind.OBJECT_TYPE_DEFINITION]: Kind.OBJECT_TYPE_EXTENSION,
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: Kind.INPUT_OBJECT_TYPE_EXTENSION,
  [Kind.INTERFACE_TYPE_DEFINITION]: Kind.INTERFACE_TYPE_EXTENSION,
  [Kind.UNION_TYPE_DEFINITION]: Kind.UNION_TYPE_EXTENSION,
  [Kind.ENUM_TYPE_DEFINITION]: Kind.ENUM_TYPE_EXTENSION,
  [Kind.SCALAR_TYPE_DEFINITION]: Kind.SCALAR_TYPE_EXTENSION,
};

export function applyTypeDefs(schema: GraphQLSchema, typeDefs: string[]): GraphQLSchema {
  if (typeDefs.length === 0) return schema;
  const doc = parse(typeDefs.join('\n'));
  const known = new Set(Object.keys(schema.getTypeMap()));
  const fieldsOf = new Map<string, Set<string>>();
  for (const type of Object.values(schema.getTypeMap())) {
    if ('getFields' in type) fieldsOf.set(type.name, new Set(Object.keys(type.getFields())));
  }
  const definitions: DefinitionNode[] = [];
  for (const def of doc.definitions) {
    const name = 'name' in def && def.name ? def.name.value : null;
    const extensionKind = TO_EXTENSION[def.kind];
    if (!name || !extensionKind || !known.has(name)) {
      if (name) known.add(name);
      if (name && 'fields' in def && def.fields) fieldsOf.set(name, new Set(def.fields.map((f) => f.name.value)));
      definitions.push(def);
      continue;
    }
    // An existing type: add what is new to it (fields already there stay as generated).
    const existing = fieldsOf.get(name) ?? new Set<string>();
    const fields =
      'fields' in def && def.fields
        ? (def.fields as ReadonlyArray<FieldDefinitionNode | InputValueDefinitionNode>).filter(
            (f) => !existing.has(f.name.value),
          )
        : undefined;
    fields?.forEach((f) => existing.add(f.name.value));
    fieldsOf.set(name, existing);
    const { description: _d, ...rest } = def as DefinitionNode & { description?: unknown };
    definitions.push({ ...rest, kind: extensionKind, ...(fields ? { fields } : {}) } as DefinitionNode);
  }
  const merged: DocumentNode = { ...doc, definitions };
  return extendSchema(schema, merged);
}

export function applyResolvers(schema: GraphQLSchema, resolvers: Record<string, Record<string, unknown>>): void {
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type) throw new Error(`graphql extension: resolvers given for "${typeName}", which is not in the schema`);
    for (const [fieldName, value] of Object.entries(fields)) {
      if (fieldName === '__resolveType' && isAbstractType(type) && typeof value === 'function') {
        type.resolveType = value as typeof type.resolveType;
        continue;
      }
      if (!isObjectType(type)) continue;
      const field = type.getFields()[fieldName];
      if (!field)
        throw new Error(`graphql extension: resolver for "${typeName}.${fieldName}", which is not in the schema`);
      if (typeof value === 'function') field.resolve = value as typeof field.resolve;
      else if (value && typeof value === 'object') {
        const r = value as { resolve?: typeof field.resolve; subscribe?: typeof field.subscribe };
        if (r.resolve) field.resolve = r.resolve;
        if (r.subscribe) field.subscribe = r.subscribe;
      }
    }
  }
}

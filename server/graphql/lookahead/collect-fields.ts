// The fields a selection asks of one concrete object type, as the executor will see them: fragments
// spread, type conditions checked, @skip/@include applied, grouped by response key.
import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  isAbstractType,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type InlineFragmentNode,
  type FragmentSpreadNode,
  type SelectionSetNode,
} from 'graphql';

export interface SelectionScope {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

/** Response key → the field nodes merged under it. */
export type CollectedFields = Map<string, FieldNode[]>;

export function collectSubfields(
  scope: SelectionScope,
  type: GraphQLObjectType,
  nodes: readonly FieldNode[],
): CollectedFields {
  const out: CollectedFields = new Map();
  const visited = new Set<string>();
  for (const node of nodes) {
    if (node.selectionSet) collect(scope, type, node.selectionSet, out, visited);
  }
  return out;
}

function collect(
  scope: SelectionScope,
  type: GraphQLObjectType,
  set: SelectionSetNode,
  out: CollectedFields,
  visited: Set<string>,
): void {
  for (const selection of set.selections) {
    if (!included(scope, selection)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const list = out.get(key) ?? [];
      list.push(selection);
      out.set(key, list);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!conditionMatches(scope, selection, type)) continue;
      collect(scope, type, selection.selectionSet, out, visited);
    } else {
      const name = selection.name.value;
      if (visited.has(name)) continue;
      visited.add(name);
      const fragment = scope.fragments[name];
      if (!fragment || !conditionMatches(scope, fragment, type)) continue;
      collect(scope, type, fragment.selectionSet, out, visited);
    }
  }
}

function included(scope: SelectionScope, node: FieldNode | InlineFragmentNode | FragmentSpreadNode): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, node, scope.variables)?.if === true) return false;
  if (getDirectiveValues(GraphQLIncludeDirective, node, scope.variables)?.if === false) return false;
  return true;
}

function conditionMatches(
  scope: SelectionScope,
  node: InlineFragmentNode | FragmentDefinitionNode,
  type: GraphQLObjectType,
): boolean {
  const condition = node.typeCondition?.name.value;
  if (!condition || condition === type.name) return true;
  const conditional = scope.schema.getType(condition);
  return !!conditional && isAbstractType(conditional) && scope.schema.isSubType(conditional, type);
}

/** All nodes of the fields named `name`, whatever their aliases (`data`, `attributes` share one value). */
export function nodesNamed(fields: CollectedFields, name: string): FieldNode[] {
  const out: FieldNode[] = [];
  for (const nodes of fields.values()) if (nodes[0].name.value === name) out.push(...nodes);
  return out;
}

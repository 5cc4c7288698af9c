// `depthLimit` (spec §4.7): graphql-depth-limit's rule as Strapi v4 runs it. Root fields are depth 0;
// the first field deeper than the limit is reported, named by its operation ('' when anonymous);
// introspection fields (`__schema`…) are not counted.
import {
  GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionNode, type ValidationContext,
} from 'graphql';

export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const definitions = context.getDocument().definitions;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

    const depth = (operation: string, node: SelectionNode, soFar: number, seen: Set<string>): number => {
      if (soFar > maxDepth) {
        context.reportError(new GraphQLError(`'${operation}' exceeds maximum operation depth of ${maxDepth}`, { nodes: node }));
        return soFar;
      }
      const deepest = (selections: readonly SelectionNode[], level: number, visited: Set<string>) =>
        Math.max(0, ...selections.map((s) => depth(operation, s, level, visited)));
      if (node.kind === Kind.FIELD) {
        if (node.name.value.startsWith('__') || !node.selectionSet) return 0;
        return 1 + deepest(node.selectionSet.selections, soFar + 1, seen);
      }
      if (node.kind === Kind.INLINE_FRAGMENT) return deepest(node.selectionSet.selections, soFar, seen);
      const fragment = fragments.get(node.name.value);
      // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
      if (!fragment || seen.has(fragment.name.value)) return 0;
      return deepest(fragment.selectionSet.selections, soFar, new Set(seen).add(fragment.name.value));
    };

    for (const d of definitions) {
      if (d.kind !== Kind.OPERATION_DEFINITION) continue;
      for (const s of d.selectionSet.selections) depth(d.name?.value ?? '', s, 0, new Set());
    }
    return {};
  };
}

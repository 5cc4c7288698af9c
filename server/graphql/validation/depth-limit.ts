// `depthLimit` (spec §4.7): graphql-depth-limit's rule as Strapi v4 runs it. Root fields are depth 0;
// the first field deeper than the limit is reported, named by its operation ('' when anonymous);
// introspection fields (`__schema`…) are not counted.
import {
  GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionNode,
  type ValidationContext,
} from 'graphql';

export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const definitions = context.getDocument().definitions;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    for (const d of definitions) {
      if (d.kind !== Kind.OPERATION_DEFINITION) continue;
      const name = d.name?.value ?? '';
      for (const s of d.selectionSet.selections) depth(s, 0, new Set());
      function depth(node: SelectionNode, soFar: number, seen: Set<string>): number {
        if (soFar > maxDepth) {
          context.reportError(new GraphQLError(`'${name}' exceeds maximum operation depth of ${maxDepth}`, { nodes: node }));
          return soFar;
        }
        if (node.kind === Kind.FIELD) {
          if (node.name.value.startsWith('__') || !node.selectionSet) return 0;
          return 1 + Math.max(0, ...node.selectionSet.selections.map((s) => depth(s, soFar + 1, seen)));
        }
        if (node.kind === Kind.INLINE_FRAGMENT) return Math.max(0, ...node.selectionSet.selections.map((s) => depth(s, soFar, seen)));
        const fragment = fragments.get(node.name.value);
        // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
        if (!fragment || seen.has(fragment.name.value)) return 0;
        const inner = new Set(seen).add(fragment.name.value);
        return Math.max(0, ...fragment.selectionSet.selections.map((s) => depth(s, soFar, inner)));
      }
    }
    return {};
  };
}


// `depthLimit` (spec §4.7): graphql-depth-limit, the rule Strapi v4 runs. Root fields are depth 0;
// the first field deeper than the limit is reported, named by its operation ('' when anonymous);
// introspection fields (`__schema`…) are not counted.
import depthLimit from 'graphql-depth-limit';
import { Kind, visit, type ASTVisitor, type DocumentNode, type GraphQLError, type ValidationContext } from 'graphql';

/** `onRefused` hears each refusal, so the server log names the depth limit as the cause. */
export function depthLimitRule(maxDepth: number, onRefused: (message: string) => void = () => {}) {
  const rule = depthLimit(maxDepth) as (context: ValidationContext) => unknown;
  return (context: ValidationContext): ASTVisitor => {
    // The library follows fragment spreads blindly: an unknown fragment throws and a cycle recurses
    // until the stack overflows. graphql's own rules (KnownFragmentNames, NoFragmentCycles) report
    // those documents; the depth is measured on the others.
    if (!fragmentsResolve(context.getDocument())) return {};
    const heard: ValidationContext = Object.create(context);
    heard.reportError = (error: GraphQLError) => {
      onRefused(`${error.message} (graphql.config.depthLimit)`);
      context.reportError(error);
    };
    rule(heard);
    return {};
  };
}

/** Every spread names a defined fragment, and no fragment reaches itself. */
function fragmentsResolve(document: DocumentNode): boolean {
  const spreads = new Map<string, Set<string>>();
  for (const d of document.definitions) {
    if (d.kind !== Kind.FRAGMENT_DEFINITION) continue;
    const names = new Set<string>();
    visit(d.selectionSet, {
      FragmentSpread: (s) => {
        names.add(s.name.value);
      },
    });
    spreads.set(d.name.value, names);
  }
  const used = new Set<string>();
  visit(document, {
    OperationDefinition: (op) => {
      visit(op.selectionSet, {
        FragmentSpread: (s) => {
          used.add(s.name.value);
        },
      });
    },
  });
  for (const name of [...used, ...[...spreads.values()].flatMap((s) => [...s])]) if (!spreads.has(name)) return false;
  const done = new Set<string>();
  const reaches = (name: string, path: Set<string>): boolean => {
    if (path.has(name)) return true;
    if (done.has(name)) return false;
    path.add(name);
    for (const next of spreads.get(name) ?? []) if (reaches(next, path)) return true;
    path.delete(name);
    done.add(name);
    return false;
  };
  return [...spreads.keys()].every((name) => !reaches(name, new Set()));
}

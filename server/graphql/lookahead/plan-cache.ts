// A root field's look-ahead plan, kept with the parsed document it came from: a query sent again
// (a list under a search box, its filter in variables) reads what it read the first time, so the
// walk of its selection is done once. A plan depends on the document's nodes, the schema (and the
// models behind it), and what the caller may read; and, where the selection under the field names a
// variable (@include, a nested list's arguments), on the variables: such a plan is made each time.
import { Kind, type ASTNode, type FieldNode, type FragmentDefinitionNode } from 'graphql';
import type { Credentials } from '../../auth/access-control.ts';
import { deepFreeze } from '../../input/parsed-once.ts';
import type { Model } from '../../schema/types.ts';
import type { LevelReads } from './populate-plan.ts';

interface KeptPlan {
  nodes: readonly FieldNode[];
  model: Model;
  selectsColumns: boolean;
  reads: LevelReads;
  /** Nodes the planning marked as not preloaded: each request that uses the plan marks them again. */
  unloaded: FieldNode[];
}

export interface PlanKey {
  schema: object;
  credentials: Credentials;
  nodes: readonly FieldNode[];
  fragments: Record<string, FragmentDefinitionNode>;
  model: Model;
  selectsColumns: boolean;
}

/** Callers that may read the same types share plans: a role's permissions, one kind of token. */
const FULL_ACCESS = {};
const READ_ONLY = {};
function readersOf(credentials: Credentials): object {
  if (credentials.kind !== 'api-token') return credentials.permissions;
  if (credentials.token.type === 'full-access') return FULL_ACCESS;
  return credentials.token.type === 'read-only' ? READ_ONLY : credentials.token;
}

const plans = new WeakMap<object, WeakMap<object, WeakMap<FieldNode, KeptPlan>>>();

/**
 * The plan `make` builds, or the one it built for the same key before. `make` reports the nodes it
 * marks as not preloaded through `unloaded`; they are handed to `mark` whether the plan is new or kept.
 * A kept plan is frozen: the reads are shared by every request that uses it.
 */
export function keptPlan(
  key: PlanKey,
  make: (unloaded: { add(node: FieldNode): unknown }) => LevelReads,
  mark: (node: FieldNode) => void,
): LevelReads {
  if (selectionReadsVariables(key.nodes, key.fragments)) return make({ add: mark });
  let bySchema = plans.get(key.schema);
  if (!bySchema) plans.set(key.schema, (bySchema = new WeakMap()));
  const readers = readersOf(key.credentials);
  let byNode = bySchema.get(readers);
  if (!byNode) bySchema.set(readers, (byNode = new WeakMap()));
  const kept = byNode.get(key.nodes[0]);
  if (kept && matches(kept, key)) {
    kept.unloaded.forEach(mark);
    return kept.reads;
  }
  const unloaded: FieldNode[] = [];
  const reads = deepFreeze(make({ add: (node: FieldNode) => unloaded.push(node) }));
  byNode.set(key.nodes[0], { nodes: key.nodes, model: key.model, selectsColumns: key.selectsColumns, reads, unloaded });
  unloaded.forEach(mark);
  return reads;
}

function matches(kept: KeptPlan, key: PlanKey): boolean {
  return (
    kept.model === key.model &&
    kept.selectsColumns === key.selectsColumns &&
    kept.nodes.length === key.nodes.length &&
    kept.nodes.every((node, i) => node === key.nodes[i])
  );
}

/** Whether a variable is named anywhere under these fields' selections, fragments spread included. */
const readsVariablesBelow = new WeakMap<FieldNode, boolean>();
function selectionReadsVariables(
  nodes: readonly FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
): boolean {
  return nodes.some((node) => {
    let reads = readsVariablesBelow.get(node);
    if (reads === undefined) {
      reads = node.selectionSet !== undefined && namesVariable(node.selectionSet, fragments, new Set());
      readsVariablesBelow.set(node, reads);
    }
    return reads;
  });
}

function namesVariable(node: ASTNode, fragments: Record<string, FragmentDefinitionNode>, spread: Set<string>): boolean {
  if (node.kind === Kind.VARIABLE) return true;
  if (node.kind === Kind.FRAGMENT_SPREAD) {
    if (node.directives?.some((d) => namesVariable(d, fragments, spread))) return true;
    const name = node.name.value;
    if (spread.has(name)) return false;
    spread.add(name);
    const fragment = fragments[name];
    return fragment !== undefined && namesVariable(fragment.selectionSet, fragments, spread);
  }
  // Every other node's children are its object-valued properties (loc is a Location, not a node).
  for (const [property, value] of Object.entries(node)) {
    if (property === 'loc' || value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      if (value.some((child: ASTNode) => namesVariable(child, fragments, spread))) return true;
    } else if ('kind' in value && namesVariable(value as ASTNode, fragments, spread)) {
      return true;
    }
  }
  return false;
}

// A root field's plan is made once per document, schema and kind of caller, and again whenever the
// selection under the field names a variable.
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Credentials } from '../../auth/access-control.ts';
import type { ApiToken } from '../../auth/api-tokens.ts';
import type { Model } from '../../schema/types.ts';
import { keptPlan, type PlanKey } from './plan-cache.ts';
import type { LevelReads } from './populate-plan.ts';

const model = { uid: 'api::article.article' } as Model;
const schema = {};
const editors: Credentials = { kind: 'public', roleId: 1, permissions: new Set(['api::article.article.find']) };

function rootFields(text: string): { nodes: FieldNode[]; fragments: Record<string, FragmentDefinitionNode> } {
  const document = parse(text);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  return { nodes: operation.selectionSet.selections as FieldNode[], fragments };
}

function token(type: ApiToken['type']): Credentials {
  return { kind: 'api-token', token: { type, permissions: new Set<string>() } as ApiToken };
}

/** A planner that counts its runs and marks the root node as not preloaded. */
function counting(): { make: (unloaded: { add(node: FieldNode): unknown }) => LevelReads; runs: () => number } {
  let runs = 0;
  return {
    make: () => {
      runs += 1;
      return { fields: ['title'], populate: { author: { fields: ['name'], where: { type: 'and', items: [] } } } };
    },
    runs: () => runs,
  };
}

function keyFor(text: string, credentials: Credentials = editors, over: Partial<PlanKey> = {}): PlanKey {
  const { nodes, fragments } = rootFields(text);
  return { schema, credentials, nodes, fragments, model, selectsColumns: true, ...over };
}

const ignore = () => {};

describe('keptPlan', () => {
  it('makes the plan of a field once, and hands the same frozen reads on', () => {
    const key = keyFor('query($q: String) { articles(filters: { title: { eq: $q } }) { data { id } } }');
    const planner = counting();
    const first = keptPlan(key, planner.make, ignore);
    const second = keptPlan(key, planner.make, ignore);
    expect(planner.runs()).toBe(1);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.populate.author.where)).toBe(true);
    expect(() => (first.fields as string[]).push('views')).toThrow(TypeError);
  });

  it('makes it again for another schema, model, set of nodes or way of reading columns', () => {
    const key = keyFor('{ articles { data { id } } }');
    const planner = counting();
    keptPlan(key, planner.make, ignore);
    keptPlan({ ...key, schema: {} }, planner.make, ignore);
    keptPlan({ ...key, model: { uid: 'api::tag.tag' } as Model }, planner.make, ignore);
    keptPlan({ ...key, nodes: [key.nodes[0], key.nodes[0]] }, planner.make, ignore);
    keptPlan({ ...key, selectsColumns: false }, planner.make, ignore);
    expect(planner.runs()).toBe(5);
  });

  it('keeps one plan per kind of caller: a role, full access, read-only, each custom token', () => {
    const key = keyFor('{ articles { data { id } } }');
    const planner = counting();
    const readers: Credentials[] = [
      editors,
      { kind: 'user', user: { id: 7, roleId: 1 }, permissions: (editors as { permissions: Set<string> }).permissions },
      { kind: 'public', roleId: 2, permissions: new Set() },
      token('full-access'),
      token('full-access'),
      token('read-only'),
      token('read-only'),
      token('custom'),
      token('custom'),
    ];
    for (const credentials of readers) keptPlan({ ...key, credentials }, planner.make, ignore);
    // The editors' role (by role and by user), another role, full access, read-only, two custom tokens.
    expect(planner.runs()).toBe(6);
  });

  it('makes the plan each time when the selection names a variable, in a directive, an argument or a fragment', () => {
    const varying = [
      'query($v: Boolean!) { articles { data { attributes { title @include(if: $v) } } } }',
      'query($n: Int) { articles { data { attributes { tags(pagination: { limit: $n }) { data { id } } } } } }',
      'query($v: Boolean!) { articles { ...Listed } } fragment Listed on ArticleEntityResponseCollection { data @skip(if: $v) { id } }',
      'query($v: Boolean!) { articles { ...Listed @include(if: $v) } } fragment Listed on ArticleEntityResponseCollection { data { id } }',
    ];
    for (const text of varying) {
      const key = keyFor(text);
      const planner = counting();
      keptPlan(key, planner.make, ignore);
      keptPlan(key, planner.make, ignore);
      expect(planner.runs(), text).toBe(2);
    }
    const fixed = keyFor(
      'query($q: String) { articles(filters: { title: { eq: $q } }) { ...Listed } } fragment Listed on ArticleEntityResponseCollection { data { id } }',
    );
    const planner = counting();
    keptPlan(fixed, planner.make, ignore);
    keptPlan(fixed, planner.make, ignore);
    expect(planner.runs()).toBe(1);
  });

  it('marks the nodes the planning left to their resolvers, for every request that uses the plan', () => {
    const key = keyFor('{ articles { data { id } } }');
    const marked: FieldNode[][] = [[], []];
    const make = (unloaded: { add(node: FieldNode): unknown }) => {
      unloaded.add(key.nodes[0]);
      return { fields: undefined, populate: {} };
    };
    keptPlan(key, make, (node) => marked[0].push(node));
    keptPlan(key, make, (node) => marked[1].push(node));
    expect(marked).toEqual([[key.nodes[0]], [key.nodes[0]]]);
  });
});

// Which REST tester request an operation of the API reference is: a content type's generated
// route (by its plural or singular name) or one of the plugin routes the tester offers.
import type { StudioModel } from '../../../server/admin/studio-contract.ts';
import { href } from '../lib/hash-router.ts';
import { endpointsOf, PLUGIN_ROUTE_GROUPS } from '../rest-tester/endpoints.ts';
import type { Operation } from './openapi-model.ts';

/** The tester's URL with the operation chosen, or null when the tester does not offer it. */
export function testerHref(op: Operation, prefix: string, types: StudioModel[]): string | null {
  if (!op.path.startsWith(`${prefix}/`)) return null;
  const route = op.path.slice(prefix.length);
  const withId = route.endsWith('/{id}');
  const base = withId ? route.slice(0, -'/{id}'.length) : route;
  const model = types.find((m) =>
    m.kind === 'singleType' ? !withId && base === `/${m.singularName}` : base === `/${m.pluralName}`,
  );
  if (model) {
    const endpoint = endpointsOf(model).find((e) => e.method === op.method && e.needsId === withId);
    return endpoint ? query({ type: model.uid, endpoint: endpoint.key, ...(withId ? { id: '1' } : {}) }) : null;
  }
  const literal = route.replace('{id}', '1');
  for (const group of PLUGIN_ROUTE_GROUPS) {
    const found = group.routes.find((r) => r.method === op.method && r.path === literal);
    if (found) return query({ type: group.key, endpoint: found.key });
  }
  return null;
}

function query(params: Record<string, string>): string {
  return `${href('rest')}?${new URLSearchParams(params)}`;
}

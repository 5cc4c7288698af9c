// `strapi.plugin('graphql').service('format')`: what custom resolvers return so that the generated
// response types can render it (`toEntityResponse(entity)` for `<X>EntityResponse`…).
import type { Entity } from '../query/sql/select.ts';

export function formatService() {
  return {
    returnTypes: {
      toEntityResponse: (value: Entity | null | undefined) => ({ data: value ?? null }),
      toEntityResponseCollection: (nodes: Entity[]) => ({
        data: nodes,
        meta: { pagination: { total: nodes.length, page: 1, pageSize: nodes.length, pageCount: 1 } },
      }),
    },
  };
}

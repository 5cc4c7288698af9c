// `config/plugins` → `graphql.config`, with Strapi v4's defaults and the spec's limits (§4.7, §8).
import { getConfig, type ProjectConfig } from '../config/load-config.ts';

export interface GraphqlConfig {
  endpoint: string;
  shadowCRUD: boolean;
  /** Maximum nesting of fields in one operation, or null for none. */
  depthLimit: number | null;
  /** Maximum items any list in a response holds (spec §4.7), or null for none. */
  amountLimit: number | null;
  /** Page size when no pagination is given (Strapi's GraphQL default is 10). */
  defaultLimit: number;
  /** -1: no maximum (Strapi's default). */
  maxLimit: number;
  tracing: boolean;
  introspection: boolean;
  playground: boolean;
}

// Strapi 4.26 applies no depth limit and never reads amountLimit; both protect the server from the
// cost of one request, so the spec's defaults hold here (README, deliberate differences). `0` turns
// either off.
const SPEC_DEPTH_LIMIT = 10;
const SPEC_AMOUNT_LIMIT = 100;

export function readGraphqlConfig(config: ProjectConfig, nodeEnv: string): GraphqlConfig {
  const get = <T>(key: string, fallback: T): T => getConfig<T>(config, `plugins.graphql.config.${key}`, fallback);
  const production = nodeEnv === 'production';
  const endpoint = String(get('endpoint', '/graphql'));
  return {
    endpoint: endpoint.startsWith('/') ? endpoint : `/${endpoint}`,
    shadowCRUD: get<unknown>('shadowCRUD', true) !== false,
    depthLimit: positiveOrNull(get<unknown>('depthLimit', SPEC_DEPTH_LIMIT)),
    amountLimit: positiveOrNull(get<unknown>('amountLimit', SPEC_AMOUNT_LIMIT)),
    defaultLimit: positiveOrNull(get<unknown>('defaultLimit', 10)) ?? 10,
    maxLimit: positiveOrNull(get<unknown>('maxLimit', -1)) ?? -1,
    tracing: get<unknown>('apolloServer.tracing', false) === true,
    introspection: get<unknown>('apolloServer.introspection', !production) === true,
    playground: !production || get<unknown>('playgroundAlways', false) === true,
  };
}

function positiveOrNull(v: unknown): number | null {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : null;
}

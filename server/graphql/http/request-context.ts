// The GraphQL context of one request: Strapi's `state` (credentials, `user`, `auth`) and
// `koaContext`, plus Tessera's runtime and per-request batching state.
import type { Credentials } from '../../auth/access-control.ts';
import type { RequestContext } from '../../http/router.ts';
import type { GraphqlContext, GraphqlRuntime, GraphqlState } from '../context.ts';
import { MorphLoader } from '../resolvers/morph-loader.ts';
import { RelationLoader } from '../resolvers/relation-loader.ts';
import { TraceRecorder } from '../tracing.ts';

export async function createGraphqlContext(http: RequestContext, runtime: GraphqlRuntime): Promise<GraphqlContext> {
  const credentials = http.state.credentials as Credentials;
  const state = http.state as GraphqlState;
  state.isAuthenticated = credentials.kind !== 'public';
  state.auth = {
    strategy:
      credentials.kind === 'public'
        ? null
        : { name: credentials.kind === 'api-token' ? 'api-token' : 'users-permissions' },
    credentials: credentials.kind === 'api-token' ? credentials.token : null,
  };
  if (credentials.kind === 'user') {
    // Read before the operation runs, as Strapi's users-permissions strategy does: resolvers read it synchronously.
    const user = await runtime.auth.me(credentials.user.id);
    Object.defineProperty(state, 'user', { enumerable: true, configurable: true, value: user, writable: true });
  }
  return {
    state,
    koaContext: http,
    runtime,
    notPreloaded: new WeakSet(),
    loader: new RelationLoader(runtime.entries),
    morphs: new MorphLoader(runtime.entries),
    tracing: runtime.config.tracing ? new TraceRecorder() : undefined,
  };
}

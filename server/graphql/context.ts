// What every resolver receives: Strapi's `{ state, koaContext }` (extensions read those), plus the
// runtime services and the per-request batching state Tessera's own resolvers use.
import type { FieldNode } from 'graphql';
import type { AccessControl, Credentials } from '../auth/access-control.ts';
import type { EntryService } from '../entries/entry-service.ts';
import type { RequestContext } from '../http/router.ts';
import type { AuthService } from '../plugins/users-permissions/auth-service.ts';
import type { Project } from '../project.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { GraphqlConfig } from './config.ts';
import type { MorphLoader } from './resolvers/morph-loader.ts';
import type { RelationLoader } from './resolvers/relation-loader.ts';
import type { TraceRecorder } from './tracing.ts';

export interface GraphqlRuntime {
  project: Project;
  registry: SchemaRegistry;
  entries: EntryService;
  access: AccessControl;
  config: GraphqlConfig;
  /** The users-permissions account flows, shared with the REST routes. */
  auth: AuthService;
  log: (line: string) => void;
  /** True while the schema has no resolvers of the project's (extensions): answers are then pure reads of entries. */
  onlyOwnResolvers: () => boolean;
}

export interface GraphqlState extends Record<string, unknown> {
  credentials: Credentials;
  /** The authenticated user entity (JWT), as Strapi puts it on `ctx.state.user`. */
  user?: Record<string, unknown> | null;
  auth: { strategy: { name: string } | null; credentials: unknown };
  isAuthenticated: boolean;
}

export interface GraphqlContext extends Record<PropertyKey, unknown> {
  state: GraphqlState;
  /** The HTTP request (Strapi hands extensions its koa context here). */
  koaContext: RequestContext;
  runtime: GraphqlRuntime;
  /** Field nodes whose data the look-ahead could not preload; their resolvers load it in batches. */
  notPreloaded: WeakSet<FieldNode>;
  loader: RelationLoader;
  morphs: MorphLoader;
  tracing?: TraceRecorder;
}

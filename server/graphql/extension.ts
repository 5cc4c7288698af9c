// `strapi.plugin('graphql').service('extension')` (spec §4.8): turn generated operations and fields
// off per content type, and add SDL types, resolvers and per-resolver auth/policies/middlewares.
// The project loader hands this to src/index register(); the schema is built after it ran.

export type Resolver = (parent: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => unknown;
export type Policy = (policyContext: Record<string, unknown>, config: unknown, helpers: { strapi: unknown }) => unknown;
export type Middleware = (
  next: Resolver,
  parent: unknown,
  args: Record<string, unknown>,
  context: unknown,
  info: unknown,
) => unknown;

export interface ResolverConfig {
  /** false: anyone may call it; `{ scope }`: the permissions required (all of them). */
  auth?: false | { scope?: string | string[] };
  policies?: Array<Policy | string | { name: string; config?: unknown }>;
  middlewares?: Array<Middleware | string | { name: string; options?: unknown }>;
}

export interface ExtensionInput {
  /** Code-first types built with nexus (the `nexus` handed to an extension factory). */
  types?: unknown[];
  typeDefs?: string;
  plugins?: unknown[];
  /** `{ Query: { field: resolve | { resolve } }, SomeUnion: { __resolveType } }` */
  resolvers?: Record<string, Record<string, unknown>>;
  /** Keyed `Type.field`. */
  resolversConfig?: Record<string, ResolverConfig>;
}

export type ExtensionFactory = (helpers: { strapi: unknown; nexus: unknown; typeRegistry: unknown }) => ExtensionInput;

export interface CollectedExtensions {
  typeDefs: string[];
  resolvers: Record<string, Record<string, unknown>>;
  resolversConfig: Record<string, ResolverConfig>;
  /** nexus types and builder plugins, merged into the schema by nexus's makeSchema. */
  nexusTypes: unknown[];
  nexusPlugins: unknown[];
}

const QUERY_ACTIONS = ['find', 'findOne'];
const MUTATION_ACTIONS = ['create', 'update', 'delete', 'createLocalization'];

interface FieldState {
  output: boolean;
  input: boolean;
  filters: boolean;
}

class FieldHandle {
  constructor(
    private readonly state: FieldState,
    private readonly changed: () => void,
  ) {}
  disable() {
    Object.assign(this.state, { output: false, input: false, filters: false });
    this.changed();
    return this;
  }
  disableOutput() {
    this.state.output = false;
    this.changed();
    return this;
  }
  disableInput() {
    this.state.input = false;
    this.changed();
    return this;
  }
  disableFilters() {
    this.state.filters = false;
    this.changed();
    return this;
  }
  isEnabled() {
    return this.state.output || this.state.input || this.state.filters;
  }
  isDisabled() {
    return !this.isEnabled();
  }
  hasOutputEnabled() {
    return this.state.output;
  }
  hasInputEnabled() {
    return this.state.input;
  }
  hasFiltersEnabled() {
    return this.state.filters;
  }
  /** Strapi's own spelling of it. */
  hasFiltersEnabeld() {
    return this.state.filters;
  }
}

export class ContentTypeShadowCrud {
  private enabled = true;
  private readonly disabledActions = new Set<string>();
  private readonly fields = new Map<string, FieldState>();

  /** `changed` tells the service that a built schema is stale. */
  constructor(
    readonly uid: string,
    private readonly changed: () => void = () => {},
  ) {
    // Admin types never reach the content API.
    if (uid.startsWith('admin::')) this.enabled = false;
  }

  disable() {
    this.enabled = false;
    this.changed();
    return this;
  }
  disableQueries() {
    return this.disableActions(QUERY_ACTIONS);
  }
  disableMutations() {
    return this.disableActions(MUTATION_ACTIONS);
  }
  disableAction(action: string) {
    if (action === '*') return this.disableActions([...QUERY_ACTIONS, ...MUTATION_ACTIONS]);
    this.disabledActions.add(action);
    this.changed();
    return this;
  }
  disableActions(actions: string[] = []) {
    actions.forEach((a) => this.disableAction(a));
    return this;
  }

  isEnabled() {
    return this.enabled;
  }
  isDisabled() {
    return !this.enabled;
  }
  areQueriesEnabled() {
    return this.enabled && QUERY_ACTIONS.some((a) => !this.disabledActions.has(a));
  }
  areQueriesDisabled() {
    return !this.areQueriesEnabled();
  }
  areMutationsEnabled() {
    return this.enabled && MUTATION_ACTIONS.some((a) => !this.disabledActions.has(a));
  }
  areMutationsDisabled() {
    return !this.areMutationsEnabled();
  }
  isActionEnabled(action: string) {
    return this.enabled && !this.disabledActions.has(action);
  }
  isActionDisabled(action: string) {
    return !this.isActionEnabled(action);
  }

  fieldState(name: string): Readonly<FieldState> | undefined {
    return this.fields.get(name);
  }

  field(name: string): FieldHandle {
    let state = this.fields.get(name);
    if (!state) {
      state = { output: true, input: true, filters: true };
      this.fields.set(name, state);
    }
    return new FieldHandle(state, this.changed);
  }
}

export class GraphqlExtensionService {
  private readonly crud = new Map<string, ContentTypeShadowCrud>();
  private readonly extensions: Array<ExtensionInput | ExtensionFactory> = [];
  private version = 0;

  shadowCRUD(uid: string): ContentTypeShadowCrud {
    let handle = this.crud.get(uid);
    if (!handle) {
      handle = new ContentTypeShadowCrud(uid, () => {
        this.version += 1;
      });
      this.crud.set(uid, handle);
    }
    return handle;
  }

  use(extension: ExtensionInput | ExtensionFactory): this {
    this.extensions.push(extension);
    this.version += 1;
    return this;
  }

  /** Changes whenever the service is used, so a built schema knows it is stale. */
  get revision(): number {
    return this.version;
  }

  /** `nexus` comes from the schema builder: this service is created at start-up, nexus is loaded only to build a schema. */
  collect(helpers: { strapi: unknown; nexus: unknown }): CollectedExtensions {
    const out: CollectedExtensions = {
      typeDefs: [],
      resolvers: {},
      resolversConfig: {},
      nexusTypes: [],
      nexusPlugins: [],
    };
    for (const ext of this.extensions) {
      const input =
        typeof ext === 'function' ? ext({ strapi: helpers.strapi, nexus: helpers.nexus, typeRegistry: null }) : ext;
      if (!input || typeof input !== 'object') continue;
      if (Array.isArray(input.types)) out.nexusTypes.push(...input.types);
      if (Array.isArray(input.plugins)) out.nexusPlugins.push(...input.plugins);
      if (typeof input.typeDefs === 'string' && input.typeDefs.trim()) out.typeDefs.push(input.typeDefs);
      for (const [type, fields] of Object.entries(input.resolvers ?? {}))
        out.resolvers[type] = { ...out.resolvers[type], ...fields };
      // The first registration of a `Type.field` config wins, as in Strapi.
      for (const [key, config] of Object.entries(input.resolversConfig ?? {})) out.resolversConfig[key] ??= config;
    }
    return out;
  }

  /** Read-only view the schema builders use. */
  isContentTypeEnabled(uid: string): boolean {
    return this.crud.get(uid)?.isEnabled() ?? !uid.startsWith('admin::');
  }

  isActionEnabled(uid: string, action: string): boolean {
    return this.crud.get(uid)?.isActionEnabled(action) ?? !uid.startsWith('admin::');
  }

  fieldEnabled(uid: string, field: string, part: 'output' | 'input' | 'filters'): boolean {
    return this.crud.get(uid)?.fieldState(field)?.[part] ?? true;
  }
}

export function createGraphqlExtensionService(): GraphqlExtensionService {
  return new GraphqlExtensionService();
}

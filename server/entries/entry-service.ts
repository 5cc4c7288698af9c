// The document service: find, findOne, create, update and delete on the query AST. It knows
// nothing of HTTP; REST and GraphQL both call it. Plugins hook in through EntryHooks.
import type { Engine, Queries } from '../db/engine.ts';
import type { Param } from '../db/journal.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model, ScalarAttribute } from '../schema/types.ts';
import { and, type Condition, type FindQuery, type PopulateMap } from '../query/ast.ts';
import { count, findMany, findOne, totalShownByPage, type QueryContext } from '../query/find.ts';
import { populate } from '../query/populate.ts';
import type { Entity } from '../query/sql/select.ts';
import { isDraft, publicationScope, publishedAtOnCreate, type PublicationState } from './draft-publish.ts';
import { validateInput, type ValidateOptions, type WritePlan } from './validate-input.ts';
import { EntryWriter } from './write-entry.ts';

export interface ScopeOptions {
  publicationState?: PublicationState;
  /** A locale code, several (any of them), 'all', or undefined for the default locale (i18n). */
  locale?: string | string[];
}

export interface WriteContext {
  model: Model;
  data: Record<string, unknown>;
  /** Extra columns to store with the row (e.g. the locale). */
  columns: Record<string, Param>;
  id: number | null;
  /** The write's transaction. */
  db: Queries;
}

/** How plugins take part in the document service without the core knowing them. */
export interface EntryHooks {
  findScope?(model: Model, options: ScopeOptions, db: Queries): Promise<Condition | undefined> | Condition | undefined;
  beforeCreate?(ctx: WriteContext): Promise<void> | void;
  beforeUpdate?(ctx: WriteContext): Promise<void> | void;
  afterCreate?(ctx: WriteContext & { id: number }): Promise<void> | void;
  afterUpdate?(ctx: WriteContext & { id: number }): Promise<void> | void;
}

export interface ReadOptions {
  fields?: string[] | null;
  populate?: PopulateMap;
}

export interface CreateOptions extends ReadOptions {
  /** REST publishes on create unless publishedAt is sent (draft-publish.ts); GraphQL does not. */
  publishByDefault?: boolean;
}

export class EntryService {
  readonly writer: EntryWriter;
  /** What reads and writes run against: the engine, or the transaction of within(). */
  readonly db: Queries;

  constructor(
    readonly engine: Engine,
    readonly registry: SchemaRegistry,
    private readonly maxPopulatedEntries?: number,
    private readonly hooks: EntryHooks[] = [],
    private readonly tx?: Queries,
  ) {
    this.db = tx ?? engine;
    this.writer = new EntryWriter(this.db, registry);
  }

  addHooks(h: EntryHooks): void {
    this.hooks.push(h);
  }

  /** The same service with every call inside `tx`, for a caller whose one transaction spans several writes. */
  within(tx: Queries): EntryService {
    return new EntryService(this.engine, this.registry, this.maxPopulatedEntries, this.hooks, tx);
  }

  /** Runs `work` as one transaction, all or nothing; inside within()'s transaction it joins that one. */
  transaction<T>(work: (entries: EntryService) => Promise<T>): Promise<T> {
    if (this.tx) return work(this);
    return this.engine.transaction((tx) => work(this.within(tx)));
  }

  private ctx(includePrivate = false): QueryContext {
    return {
      db: this.db,
      engine: this.tx ? undefined : this.engine,
      registry: this.registry,
      includePrivate,
      maxPopulatedEntries: this.maxPopulatedEntries,
    };
  }

  /** The condition that publication state and plugins (locale) add to a find. */
  async scope(model: Model, options: ScopeOptions): Promise<Condition | undefined> {
    const conds: Array<Condition | undefined> = [publicationScope(model, options.publicationState)];
    for (const h of this.hooks) conds.push(await h.findScope?.(model, options, this.db));
    return and(...conds);
  }

  async findMany(
    model: Model,
    query: FindQuery,
    options: ScopeOptions = {},
    includePrivate = false,
  ): Promise<Entity[]> {
    const scope = await this.scope(model, options);
    // Spelled out, not spread: callers' queries come in many shapes, which V8 then copied in its
    // runtime at each call, and findMany's reads of the copy missed their inline caches.
    return findMany(this.ctx(includePrivate), model, {
      where: and(query.where, scope),
      sort: query.sort,
      fields: query.fields,
      populate: query.populate,
      offset: query.offset,
      limit: query.limit,
    });
  }

  /** Populates entities already read (only their ids are used) with `map`, as a find's populate would. */
  async populate(model: Model, parents: Entity[], map: PopulateMap): Promise<void> {
    await populate(this.ctx(), model, parents, map);
  }

  /**
   * A page of entries, and how many match in all when `withCount`. One query at a time, the page
   * is read first: when it shows the total (totalShownByPage), nothing is counted. Where queries run
   * side by side both start at once, as waiting for the page would take longer than counting.
   */
  async findPage(
    model: Model,
    query: FindQuery,
    options: ScopeOptions,
    withCount: boolean,
  ): Promise<{ rows: Entity[]; total: number | null }> {
    if (!withCount) return { rows: await this.findMany(model, query, options), total: null };
    if (this.db.dialect.concurrentQueries) {
      const [rows, total] = await Promise.all([
        this.findMany(model, query, options),
        this.count(model, query.where, options),
      ]);
      return { rows, total };
    }
    const rows = await this.findMany(model, query, options);
    const shown = totalShownByPage(rows.length, query.offset ?? 0, query.limit);
    return { rows, total: shown ?? (await this.count(model, query.where, options)) };
  }

  async count(model: Model, where: Condition | undefined, options: ScopeOptions = {}): Promise<number> {
    return count(this.ctx(), model, and(where, await this.scope(model, options)));
  }

  findOne(model: Model, id: number, read: ReadOptions = {}, includePrivate = false): Promise<Entity | null> {
    return findOne(this.ctx(includePrivate), model, id, read);
  }

  async create(model: Model, data: Record<string, unknown>, options: CreateOptions = {}): Promise<Entity> {
    if (data === null || typeof data !== 'object' || Array.isArray(data))
      validateInput(this.registry, model, data, { mode: 'create', isDraft: false });
    // Strapi creates the components before it fails to store an unparsable date of the entry, or a
    // value its column refuses (PostgreSQL's bigint given "12.5"): their ids are used up, so they are
    // skipped here too (nothing is written).
    let unstorable: WritePlan | null = null;
    try {
      return await this.transaction((s) => s.createInTransaction(model, data, options, (plan) => (unstorable = plan)));
    } catch (e) {
      if (unstorable) {
        const plan: WritePlan = unstorable;
        await this.transaction((s) => s.writer.skipComponentIds(model, plan));
      }
      throw e;
    }
  }

  private async createInTransaction(
    model: Model,
    data: Record<string, unknown>,
    options: CreateOptions,
    onUnstorable: (plan: WritePlan) => void,
  ): Promise<Entity> {
    const now = Date.now();
    const columns: Record<string, Param> = {};
    const input = { ...data };
    const publishedAt = publishedAtOnCreate(model, input, options.publishByDefault, now);
    if (publishedAt !== undefined) input.publishedAt = publishedAt;
    const wctx: WriteContext = { model, data: input, columns, id: null, db: this.db };
    for (const h of this.hooks) await h.beforeCreate?.(wctx);
    const plan = await this.validate(model, input, null, {
      mode: 'create',
      isDraft: isDraft(model, publishedAt),
      onUnstorable,
    });
    if (model.hasTimestamps) {
      const at = this.db.dialect.timestamp(now);
      Object.assign(columns, { created_at: at, updated_at: at });
    }
    const id = await this.writer.insert(model, plan, columns, true, () => onUnstorable(plan));
    for (const h of this.hooks) await h.afterCreate?.({ ...wctx, id });
    return (await this.findOne(model, id, options))!;
  }

  /**
   * validateInput with the unique checks read first: a walk that only notes the values to check,
   * then, if one is taken, a second walk that reports it among the other errors, in Strapi's order.
   * A valid plan's relation targets and media files are then checked to exist, still before any write.
   */
  private async validate(
    model: Model,
    input: Record<string, unknown>,
    id: number | null,
    opts: Omit<ValidateOptions, 'isTaken'>,
  ): Promise<WritePlan> {
    const asked: Array<[ScalarAttribute, Param]> = [];
    let unstorable: WritePlan | null = null;
    let first: { plan: WritePlan } | { error: unknown };
    try {
      const plan = validateInput(this.registry, model, input, {
        ...opts,
        isTaken: (attr, v) => (asked.push([attr, v]), false),
        onUnstorable: (p) => (unstorable = p),
      });
      first = { plan };
    } catch (error) {
      first = { error };
    }
    const taken = new Set<ScalarAttribute>();
    for (const [attr, v] of asked) if (await this.writer.isTaken(model, attr, v, id)) taken.add(attr);
    if (taken.size) return validateInput(this.registry, model, input, { ...opts, isTaken: (attr) => taken.has(attr) });
    if ('plan' in first) {
      await this.writer.checkReferences(model, first.plan);
      return first.plan;
    }
    if (unstorable) opts.onUnstorable?.(unstorable);
    throw first.error;
  }

  async update(
    model: Model,
    id: number,
    data: Record<string, unknown>,
    options: ReadOptions = {},
  ): Promise<Entity | null> {
    if (data === null || typeof data !== 'object' || Array.isArray(data))
      validateInput(this.registry, model, data, { mode: 'update', isDraft: false });
    return this.transaction(async (s) => {
      const existing = await s.findOne(model, id, { fields: ['*'] });
      if (!existing) return null;
      const columns: Record<string, Param> = {};
      const input = { ...data };
      const wctx: WriteContext = { model, data: input, columns, id, db: s.db };
      for (const h of s.hooks) await h.beforeUpdate?.(wctx);
      const publishedAt = 'publishedAt' in input ? input.publishedAt : existing.publishedAt;
      const plan = await s.validate(model, input, id, { mode: 'update', isDraft: isDraft(model, publishedAt) });
      if (model.hasTimestamps) columns.updated_at = s.db.dialect.timestamp(Date.now());
      await s.writer.update(model, id, plan, columns);
      for (const h of s.hooks) await h.afterUpdate?.({ ...wctx, id });
      return s.findOne(model, id, options);
    });
  }

  delete(model: Model, id: number, options: ReadOptions = {}): Promise<Entity | null> {
    return this.transaction(async (s) => {
      const existing = await s.findOne(model, id, options);
      if (!existing) return null;
      await s.writer.deleteRow(model, id);
      return existing;
    });
  }
}

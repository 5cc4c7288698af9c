// The document service: find, findOne, create, update and delete on the query AST. It knows
// nothing of HTTP; REST and GraphQL both call it. Plugins hook in through EntryHooks.
import type { Database } from '../db/database.ts';
import type { Param } from '../db/journal.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model, ScalarAttribute } from '../schema/types.ts';
import { and, type Condition, type FindQuery, type PopulateMap } from '../query/ast.ts';
import { count, findMany, findOne, type QueryContext } from '../query/find.ts';
import type { Entity } from '../query/sql/select.ts';
import { isDraft, publicationScope, publishedAtOnCreate, type PublicationState } from './draft-publish.ts';
import { validateInput, type WritePlan } from './validate-input.ts';
import { EntryWriter } from './write-entry.ts';

export interface ScopeOptions {
  publicationState?: PublicationState;
  /** A locale code, 'all', or undefined for the default locale (i18n). */
  locale?: string;
}

export interface WriteContext {
  model: Model;
  data: Record<string, unknown>;
  /** Extra columns to store with the row (e.g. the locale). */
  columns: Record<string, Param>;
  id: number | null;
}

/** How plugins take part in the document service without the core knowing them. */
export interface EntryHooks {
  findScope?(model: Model, options: ScopeOptions): Condition | undefined;
  beforeCreate?(ctx: WriteContext): void;
  beforeUpdate?(ctx: WriteContext): void;
  afterCreate?(ctx: WriteContext & { id: number }): void;
  afterUpdate?(ctx: WriteContext & { id: number }): void;
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
  private readonly hooks: EntryHooks[] = [];

  constructor(
    readonly db: Database,
    readonly registry: SchemaRegistry,
    private readonly maxPopulatedEntries?: number,
  ) {
    this.writer = new EntryWriter(db, registry);
  }

  addHooks(h: EntryHooks): void {
    this.hooks.push(h);
  }

  private ctx(includePrivate = false): QueryContext {
    return { db: this.db, registry: this.registry, includePrivate, maxPopulatedEntries: this.maxPopulatedEntries };
  }

  /** The condition that publication state and plugins (locale) add to a find. */
  scope(model: Model, options: ScopeOptions): Condition | undefined {
    const conds: Array<Condition | undefined> = [publicationScope(model, options.publicationState)];
    for (const h of this.hooks) conds.push(h.findScope?.(model, options));
    return and(...conds);
  }

  findMany(model: Model, query: FindQuery, options: ScopeOptions = {}, includePrivate = false): Entity[] {
    return findMany(this.ctx(includePrivate), model, { ...query, where: and(query.where, this.scope(model, options)) });
  }

  count(model: Model, where: Condition | undefined, options: ScopeOptions = {}): number {
    return count(this.ctx(), model, and(where, this.scope(model, options)));
  }

  findOne(model: Model, id: number, read: ReadOptions = {}, includePrivate = false): Entity | null {
    return findOne(this.ctx(includePrivate), model, id, read);
  }

  create(model: Model, data: Record<string, unknown>, options: CreateOptions = {}): Entity {
    if (data === null || typeof data !== 'object' || Array.isArray(data))
      validateInput(this.registry, model, data, { mode: 'create', isDraft: false });
    // Strapi creates the components before it fails to store an unparsable date of the entry: their
    // ids are used up, so they are skipped here too (nothing is written).
    let unstorable: WritePlan | null = null;
    try {
      return this.createInTransaction(model, data, options, (plan) => (unstorable = plan));
    } catch (e) {
      if (unstorable) this.writer.skipComponentIds(model, unstorable);
      throw e;
    }
  }

  private createInTransaction(
    model: Model,
    data: Record<string, unknown>,
    options: CreateOptions,
    onUnstorable: (plan: WritePlan) => void,
  ): Entity {
    return this.db.transaction(() => {
      const now = Date.now();
      const columns: Record<string, Param> = {};
      const input = { ...data };
      const publishedAt = publishedAtOnCreate(model, input, options.publishByDefault, now);
      if (publishedAt !== undefined) input.publishedAt = publishedAt;
      const wctx: WriteContext = { model, data: input, columns, id: null };
      for (const h of this.hooks) h.beforeCreate?.(wctx);
      const isTaken = (attr: ScalarAttribute, v: Param) => this.writer.isTaken(model, attr, v, null);
      const plan = validateInput(this.registry, model, input, {
        mode: 'create',
        isDraft: isDraft(model, publishedAt),
        isTaken,
        onUnstorable,
      });
      if (model.hasTimestamps) Object.assign(columns, { created_at: now, updated_at: now });
      const id = this.writer.insert(model, plan, columns);
      for (const h of this.hooks) h.afterCreate?.({ ...wctx, id });
      return this.findOne(model, id, options)!;
    });
  }

  update(model: Model, id: number, data: Record<string, unknown>, options: ReadOptions = {}): Entity | null {
    if (data === null || typeof data !== 'object' || Array.isArray(data))
      validateInput(this.registry, model, data, { mode: 'update', isDraft: false });
    return this.db.transaction(() => {
      const existing = this.findOne(model, id, { fields: ['*'] });
      if (!existing) return null;
      const columns: Record<string, Param> = {};
      const input = { ...data };
      const wctx: WriteContext = { model, data: input, columns, id };
      for (const h of this.hooks) h.beforeUpdate?.(wctx);
      const publishedAt = 'publishedAt' in input ? input.publishedAt : existing.publishedAt;
      const isTaken = (attr: ScalarAttribute, v: Param) => this.writer.isTaken(model, attr, v, id);
      const plan = validateInput(this.registry, model, input, {
        mode: 'update',
        isDraft: isDraft(model, publishedAt),
        isTaken,
      });
      if (model.hasTimestamps) columns.updated_at = Date.now();
      this.writer.update(model, id, plan, columns);
      for (const h of this.hooks) h.afterUpdate?.({ ...wctx, id });
      return this.findOne(model, id, options);
    });
  }

  delete(model: Model, id: number, options: ReadOptions = {}): Entity | null {
    return this.db.transaction(() => {
      const existing = this.findOne(model, id, options);
      if (!existing) return null;
      this.writer.deleteRow(model, id);
      return existing;
    });
  }
}

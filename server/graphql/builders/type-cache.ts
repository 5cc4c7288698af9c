// One instance per schema build: every generated type is built on first use and kept by name, so
// mutually recursive types (Article ↔ Author) share one object. Types nothing reaches from Query or
// Mutation are never built, which prunes the schema the way Strapi's does (no `GlobalFiltersInput`).
import type { GraphQLNamedType } from 'graphql';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Model } from '../../schema/types.ts';
import type { GraphqlExtensionService } from '../extension.ts';

export class SchemaTypes {
  private readonly built = new Map<string, GraphQLNamedType>();

  constructor(
    readonly registry: SchemaRegistry,
    readonly extension: GraphqlExtensionService,
  ) {}

  memo<T extends GraphQLNamedType>(name: string, build: () => T): T {
    const found = this.built.get(name);
    if (found) return found as T;
    const type = build();
    this.built.set(name, type);
    return type;
  }

  /** Whether a model gets GraphQL types at all (components always; content types unless disabled). */
  isExposed(uid: string): boolean {
    if (!this.registry.has(uid)) return false;
    const model = this.registry.get(uid);
    return model.modelType === 'component' || this.extension.isContentTypeEnabled(uid);
  }

  /** Content types and components in registry order (the members of GenericMorph). */
  exposedModels(): Model[] {
    return [...this.registry.components(), ...this.registry.contentTypes()].filter((m) => this.isExposed(m.uid));
  }
}

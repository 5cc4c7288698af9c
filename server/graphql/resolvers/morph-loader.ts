// `UploadFile.related`: the entries and components a file is linked to, as GenericMorph items.
// Every file of one selection joins one batch: one read of the link table, then one query per
// related type with the look-ahead's populate for what the selection asks of that type, so the
// query count depends on the schema's types, never on the number of files or links.
import DataLoader from 'dataloader';
import {
  getNamedType,
  isObjectType,
  isUnionType,
  type FieldNode,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
} from 'graphql';
import type { EntryService } from '../../entries/entry-service.ts';
import type { PopulateMap, PopulateSpec } from '../../query/ast.ts';
import type { Entity } from '../../query/sql/select.ts';
import { isFileRelated, relatedTypes } from '../../schema/storage-layout.ts';
import type { Model, RelationAttribute } from '../../schema/types.ts';
import { FILE_MODEL } from '../builders/attributes.ts';
import type { GraphqlContext } from '../context.ts';
import { lookaheadScope, populateForAttributes } from '../lookahead/populate-plan.ts';
import { typeName } from '../naming.ts';
import { BATCH_OPTIONS } from './relation-loader.ts';

export interface MorphPlan {
  /** Is this type a GenericMorph member the caller may `find`? Strapi drops the other items. */
  accepts(model: Model): boolean;
  populate(model: Model): PopulateMap;
}

export class MorphLoader {
  // Keyed by field node: every parent resolving the same selection shares its plan and its batch.
  private readonly loaders = new Map<FieldNode, DataLoader<number, Entity[] | null>>();

  constructor(private readonly entries: EntryService) {}

  load(node: FieldNode, fileId: number, plan: () => MorphPlan): Promise<Entity[] | null> {
    let loader = this.loaders.get(node);
    if (!loader) {
      const shared = plan();
      loader = new DataLoader(async (ids) => {
        const answers = await this.related([...new Set(ids)], shared);
        return ids.map((id) => answers.get(id) ?? null);
      }, BATCH_OPTIONS);
      this.loaders.set(node, loader);
    }
    return loader.load(fileId);
  }

  /** Through the files' own populate (query/populate-morph.ts), as REST reads `related`. */
  private async related(fileIds: number[], plan: MorphPlan): Promise<Map<number, Entity[]>> {
    const { registry } = this.entries;
    const on: Record<string, PopulateSpec> = {};
    for (const model of relatedTypes(registry))
      if (plan.accepts(model)) on[model.uid] = { populate: plan.populate(model) };
    // Only ids are read of the files: they anchor the batch. No publication state or locale
    // applies to the related entries, as Strapi loads morph targets whatever theirs.
    const files: Entity[] = fileIds.map((id) => ({ id }));
    await this.entries.populate(registry.get(FILE_MODEL), files, { related: { on, fragments: true } });
    // A file with nothing to show has no `related` (Strapi's output sanitiser drops it): null, not [].
    return new Map(files.flatMap((f) => (f.related ? [[f.id, f.related as Entity[]]] : [])));
  }
}

/** Only the upload plugin's `related` has a link table; any other morph relation answers empty. */
export function morphResolver(model: Model, attr: RelationAttribute): GraphQLFieldResolver<Entity, GraphqlContext> {
  if (!isFileRelated(model, attr)) return () => (attr.toMany ? [] : null);
  return (parent, _args, ctx, info) => ctx.morphs.load(info.fieldNodes[0], parent.id, () => morphPlan(info, ctx));
}

function morphPlan(info: GraphQLResolveInfo, ctx: GraphqlContext): MorphPlan {
  const scope = lookaheadScope(info, ctx);
  const union = getNamedType(info.returnType);
  const members = new Set(isUnionType(union) ? info.schema.getPossibleTypes(union).map((t) => t.name) : []);
  return {
    accepts: (model) => members.has(typeName(model)) && scope.canFind(model.uid),
    populate: (model) => {
      const type = info.schema.getType(typeName(model));
      return isObjectType(type) ? populateForAttributes(scope, model, type, info.fieldNodes) : {};
    },
  };
}

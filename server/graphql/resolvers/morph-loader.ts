// `UploadFile.related`: the entries and components a file is linked to, as GenericMorph items.
// Every file of one selection joins one batch: one read of the link table, then one findMany per
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
import type { PopulateMap } from '../../query/ast.ts';
import type { Entity } from '../../query/sql/select.ts';
import { relatedRefs } from '../../plugins/upload/related.ts';
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

  private async related(fileIds: number[], plan: MorphPlan): Promise<Map<number, Entity[]>> {
    const { registry } = this.entries;
    const refs = await relatedRefs(this.entries.db, fileIds);
    const wanted = new Map<string, Set<number>>();
    for (const list of refs.values()) {
      for (const ref of list) {
        if (!registry.has(ref.uid) || !plan.accepts(registry.get(ref.uid))) continue;
        const ids = wanted.get(ref.uid) ?? new Set();
        wanted.set(ref.uid, ids.add(ref.id));
      }
    }
    const loaded = new Map<string, Map<number, Entity>>();
    for (const [uid, ids] of wanted) {
      const model = registry.get(uid);
      // Strapi loads morph targets whatever their publication state or locale.
      const rows = await this.entries.findMany(
        model,
        {
          where: { type: 'compare', attribute: 'id', op: '$in', value: [...ids] },
          populate: plan.populate(model),
          limit: null,
        },
        { publicationState: 'preview', locale: 'all' },
      );
      loaded.set(uid, new Map(rows.map((r) => [r.id, r])));
    }
    const out = new Map<number, Entity[]>();
    for (const [fileId, list] of refs) {
      // `__type` tells GenericMorph which member an item is.
      const items = list.flatMap((ref) => {
        const entity = loaded.get(ref.uid)?.get(ref.id);
        return entity ? [{ ...entity, __type: ref.uid }] : [];
      });
      // Strapi's output sanitiser removes a morph field left empty: the client reads null, not [].
      if (items.length) out.set(fileId, items);
    }
    return out;
  }
}

/** Only the upload plugin's `related` has a link table; any other morph relation answers empty. */
export function morphResolver(model: Model, attr: RelationAttribute): GraphQLFieldResolver<Entity, GraphqlContext> {
  if (model.uid !== FILE_MODEL || attr.name !== 'related') return () => (attr.toMany ? [] : null);
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

// The entries a relation of a Content Manager type may link to when its target has no list of its
// own in the studio (a user's role): ids and names, as Strapi's admin offers them in a relation select.
import { NotFoundError } from '../../errors.ts';
import type { Project } from '../../project.ts';
import { mainField } from '../describe-schema.ts';
import type { AdminApi } from '../admin-api.ts';
import type { RelationOption } from '../studio-contract.ts';
import { studioContentType } from './studio-model.ts';

const MAX_OPTIONS = 100;

export function registerRelationOptionsApi(api: AdminApi, project: Project): void {
  // Content Manager types and the components they hold (a component's relation has the same select).
  const modelOf = (uid: string) => {
    const model = project.registry.models.get(uid);
    return model?.modelType === 'component' ? model : studioContentType(project, uid);
  };
  api.get('/relations/:uid/:attribute', async (ctx) => {
    const model = modelOf(ctx.params.uid);
    const attr = model.attributes[ctx.params.attribute];
    if (!attr || attr.kind !== 'relation' || attr.morph)
      throw new NotFoundError(`${model.displayName} has no relation ${ctx.params.attribute}`);
    const target = project.registry.get(attr.target);
    const label = mainField(target);
    const entries = await project.entries.findMany(
      target,
      { fields: [label], sort: [{ path: ['id'], order: 'asc' }], limit: MAX_OPTIONS },
      { publicationState: 'preview', locale: 'all' },
    );
    const body: RelationOption[] = entries.map((e) => ({ id: e.id, label: String(e[label] ?? `#${e.id}`) }));
    return { status: 200, body };
  });
}

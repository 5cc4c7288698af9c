// The attribute paths a REST query may name for a model: its own scalars, and one level into
// relations, media and components (`author.name`, `seo.metaTitle`).
import type { StudioModel } from '../../../server/admin/studio-contract.ts';
import type { ModelLookup } from '../content/entry-payload.ts';

const FILE_FIELDS = ['name', 'mime', 'ext', 'size', 'width', 'height', 'url'];

export function scalarNames(model: StudioModel): string[] {
  return model.attributes.filter((a) => a.kind === 'scalar' && !a.private && a.type !== 'password').map((a) => a.name);
}

export function filterPaths(model: StudioModel, lookup: ModelLookup): string[] {
  const paths = ['id', ...scalarNames(model)];
  for (const a of model.attributes) {
    if (a.private || a.name === 'localizations') continue;
    if (a.kind === 'relation' && a.target) {
      const target = lookup(a.target);
      paths.push(`${a.name}.id`, ...(target ? scalarNames(target).map((n) => `${a.name}.${n}`) : []));
    } else if (a.kind === 'media') {
      paths.push(`${a.name}.id`, ...FILE_FIELDS.map((n) => `${a.name}.${n}`));
    } else if (a.kind === 'component' && a.component) {
      const comp = lookup(a.component);
      if (comp) paths.push(...scalarNames(comp).map((n) => `${a.name}.${n}`));
    }
  }
  return paths;
}

export function populatable(model: StudioModel): string[] {
  return model.attributes
    .filter((a) => a.kind !== 'scalar' && !a.private && !(a.kind === 'relation' && a.relation?.startsWith('morph')))
    .map((a) => a.name);
}

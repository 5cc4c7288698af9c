// Checks that every relation target and component exists and gives each relation its link
// table, named exactly as Strapi v4 names it so that a Strapi database opens unchanged.
import { ProjectError } from '../errors.ts';
import { joinColumn, linkTableName, orderColumn } from './naming.ts';
import type { LinkTable, Model, RelationAttribute } from './types.ts';

export function resolveRelations(models: Map<string, Model>): void {
  for (const model of models.values()) {
    for (const attr of Object.values(model.attributes)) {
      const where = `${model.file}: attribute "${attr.name}"`;
      if (attr.kind === 'component') {
        const c = models.get(attr.component);
        if (!c || c.modelType !== 'component')
          throw new ProjectError(`${where}: unknown component "${attr.component}"`);
      } else if (attr.kind === 'dynamiczone') {
        for (const uid of attr.components) {
          const c = models.get(uid);
          if (!c || c.modelType !== 'component') throw new ProjectError(`${where}: unknown component "${uid}"`);
        }
      } else if (attr.kind === 'relation' && !attr.morph) {
        const target = models.get(attr.target);
        if (!target || target.modelType !== 'contentType')
          throw new ProjectError(`${where}: relation target "${attr.target}" does not exist`);
        if (attr.owner) attr.link = ownerLink(model, attr, target);
      }
    }
  }
  // Inverse sides read the owner's table with the columns swapped.
  for (const model of models.values()) {
    for (const attr of Object.values(model.attributes)) {
      if (attr.kind !== 'relation' || attr.owner || attr.morph) continue;
      const target = models.get(attr.target)!;
      const ownerAttr = target.attributes[attr.inverse!];
      if (!ownerAttr || ownerAttr.kind !== 'relation' || !ownerAttr.owner || ownerAttr.target !== model.uid) {
        throw new ProjectError(
          `${model.file}: attribute "${attr.name}": mappedBy "${attr.inverse}" is not a relation of ${target.uid} pointing back`,
        );
      }
      const l = ownerAttr.link;
      attr.link = {
        name: l.name,
        ownColumn: l.targetColumn,
        targetColumn: l.ownColumn,
        orderColumn: l.inverseOrderColumn,
        inverseOrderColumn: l.orderColumn,
        scope: [],
        targetTypeColumn: null,
      };
    }
  }
}

function ownerLink(model: Model, attr: RelationAttribute, target: Model): LinkTable {
  const own = joinColumn(model.singularName);
  let other = joinColumn(target.singularName);
  if (own === other) other = `inv_${other}`;
  const order = attr.toMany ? orderColumn(target.singularName) : null;
  let inverseOrder: string | null = null;
  const bidirectional = attr.inverse !== null;
  if (bidirectional && (attr.relation === 'manyToOne' || attr.relation === 'manyToMany')) {
    inverseOrder = orderColumn(model.singularName);
    if (inverseOrder === order) inverseOrder = `inv_${inverseOrder}`;
  }
  return {
    name: linkTableName(model.tableName, attr.name),
    ownColumn: own,
    targetColumn: other,
    orderColumn: order,
    inverseOrderColumn: inverseOrder,
    scope: [],
    targetTypeColumn: null,
  };
}

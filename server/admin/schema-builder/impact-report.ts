// What a new schema would do to the data stored under the current one: attributes and models that
// stop being served (their data stays in the database), values converted to another type, and
// entries whose visibility changes with draft & publish or i18n.
import type { Queries } from '../../db/engine.ts';
import type { SchemaRegistry } from '../../schema/registry.ts';
import type { Attribute } from '../../schema/types.ts';
import type { SchemaChangeImpact } from '../studio-contract.ts';
import { draftCount, otherLocaleCount, rowCount, storedValues } from './stored-data.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export async function impactReport(
  db: Queries,
  before: SchemaRegistry,
  after: SchemaRegistry,
  defaultLocale: string,
): Promise<SchemaChangeImpact[]> {
  const impacts: SchemaChangeImpact[] = [];
  for (const old of before.models.values()) {
    if (old.plugin) continue;
    const next = after.models.get(old.uid);
    if (!next) {
      const n = await rowCount(db, old);
      if (n > 0) {
        impacts.push({
          kind: 'drop-model',
          model: old.uid,
          affected: n,
          message: `${old.displayName}: its ${plural(n, old.modelType === 'component' ? 'stored item' : 'entry', old.modelType === 'component' ? 'stored items' : 'entries')} will no longer be served (the table ${old.tableName} stays in the database)`,
        });
      }
      continue;
    }
    for (const attr of Object.values(old.attributes)) {
      if (attr.kind === 'scalar' && attr.system) continue;
      const now = next.attributes[attr.name];
      const n = await storedValues(db, old, attr);
      if (n === 0) continue;
      if (!now) {
        impacts.push({
          kind: 'drop-attribute',
          model: old.uid,
          attribute: attr.name,
          affected: n,
          message: `${old.displayName}.${attr.name}: ${plural(n, 'stored value')} will no longer be served (kept in the database)`,
        });
      } else if (changedStorage(attr, now)) {
        const kind =
          attr.kind === 'scalar' && now.kind === 'scalar'
            ? 'convert-attribute'
            : attr.kind === 'relation'
              ? 'drop-relation'
              : 'drop-attribute';
        impacts.push({
          kind,
          model: old.uid,
          attribute: attr.name,
          affected: n,
          message: `${old.displayName}.${attr.name}: ${plural(n, 'stored value')} ${kind === 'convert-attribute' ? `will be converted from ${describe(attr)} to ${describe(now)}` : `of ${describe(attr)} will no longer be served as ${describe(now)}`}`,
        });
      }
    }
    if (old.modelType !== 'contentType') continue;
    const entries = await rowCount(db, old);
    if (entries === 0) continue;
    if (!old.draftAndPublish && next.draftAndPublish) {
      impacts.push({
        kind: 'convert-attribute',
        model: old.uid,
        attribute: 'publishedAt',
        affected: entries,
        message: `${old.displayName}: draft & publish is turned on; the ${plural(entries, 'existing entry', 'existing entries')} will be published so the API keeps serving them`,
      });
    }
    if (old.draftAndPublish && !next.draftAndPublish) {
      const drafts = await draftCount(db, old);
      if (drafts > 0)
        impacts.push({
          kind: 'convert-attribute',
          model: old.uid,
          attribute: 'publishedAt',
          affected: drafts,
          message: `${old.displayName}: draft & publish is turned off; ${plural(drafts, 'draft')} will become visible in the API (Tessera keeps drafts rather than deleting them)`,
        });
    }
    if (!old.localized && next.localized) {
      impacts.push({
        kind: 'convert-attribute',
        model: old.uid,
        attribute: 'locale',
        affected: entries,
        message: `${old.displayName}: internationalization is turned on; the ${plural(entries, 'existing entry', 'existing entries')} will belong to the default locale (${defaultLocale})`,
      });
    }
    if (old.localized && !next.localized) {
      const others = await otherLocaleCount(db, old, defaultLocale);
      if (others > 0)
        impacts.push({
          kind: 'convert-attribute',
          model: old.uid,
          attribute: 'locale',
          affected: others,
          message: `${old.displayName}: internationalization is turned off; ${plural(others, 'entry in another locale', 'entries in other locales')} will be listed with the default-locale ones`,
        });
    }
  }
  return impacts;
}

function changedStorage(a: Attribute, b: Attribute): boolean {
  if (a.kind !== b.kind) return true;
  if (a.kind === 'scalar' && b.kind === 'scalar') return a.type !== b.type;
  if (a.kind === 'relation' && b.kind === 'relation') return a.target !== b.target || a.link.name !== b.link.name;
  if (a.kind === 'component' && b.kind === 'component') return a.component !== b.component;
  if (a.kind === 'media' && b.kind === 'media') return a.multiple && !b.multiple;
  return false;
}

function describe(a: Attribute): string {
  switch (a.kind) {
    case 'scalar':
      return a.type;
    case 'relation':
      return `a ${a.relation} relation to ${a.target}`;
    case 'component':
      return `component ${a.component}`;
    case 'media':
      return a.multiple ? 'multiple media' : 'single media';
    default:
      return 'dynamic zone';
  }
}

// Keeps both sides of a two-way relation in step, as Strapi's builder does: a relation saved with
// `inversedBy` gets its `mappedBy` side on the target; removing one side removes the other.
import type { RawAttribute } from '../../../shared/model.ts';
import type { ModelFile } from './draft-to-file.ts';

const INVERSE: Record<string, string> = {
  oneToOne: 'oneToOne',
  oneToMany: 'manyToOne',
  manyToOne: 'oneToMany',
  manyToMany: 'manyToMany',
};

/**
 * `files`: the models being written (by uid), `current`: every model's file as it is now.
 * Adds the target models that change to `files`.
 */
export function syncInverseRelations(files: Map<string, ModelFile>, current: Map<string, ModelFile>): void {
  const fileOf = (uid: string): ModelFile | undefined => {
    if (files.has(uid)) return files.get(uid);
    const existing = current.get(uid);
    if (!existing) return undefined;
    const copy: ModelFile = { ...existing, raw: { ...existing.raw, attributes: { ...existing.raw.attributes } } };
    files.set(uid, copy);
    return copy;
  };
  for (const [uid, file] of [...files]) {
    const before = current.get(uid)?.raw.attributes ?? {};
    // Removed or changed two-way relations: drop the other side if it still points back.
    for (const [name, old] of Object.entries(before)) {
      const now = file.raw.attributes[name];
      const otherSide = old.type === 'relation' ? (old.inversedBy ?? old.mappedBy) : undefined;
      if (!otherSide || !old.target) continue;
      if (now && now.type === 'relation' && now.target === old.target && (now.inversedBy ?? now.mappedBy) === otherSide)
        continue;
      const target = current.get(old.target) && fileOf(old.target);
      const back = target?.raw.attributes[otherSide];
      if (
        target &&
        back?.type === 'relation' &&
        back.target === uid &&
        (back.mappedBy === name || back.inversedBy === name)
      )
        delete target.raw.attributes[otherSide];
    }
    // New or changed owning sides: write the mapped side.
    for (const [name, attr] of Object.entries(file.raw.attributes)) {
      if (attr.type !== 'relation' || !attr.inversedBy || !attr.target || !INVERSE[attr.relation ?? '']) continue;
      const mapped: RawAttribute = { type: 'relation', relation: INVERSE[attr.relation!], target: uid, mappedBy: name };
      const seen = (attr.target === uid ? file : (files.get(attr.target) ?? current.get(attr.target)))?.raw.attributes[
        attr.inversedBy
      ];
      if (seen && JSON.stringify(seen) === JSON.stringify(mapped)) continue;
      if (seen && !(seen.type === 'relation' && seen.target === uid)) continue;
      const target = attr.target === uid ? file : fileOf(attr.target);
      if (!target) continue;
      target.raw.attributes = { ...target.raw.attributes, [attr.inversedBy]: mapped };
    }
  }
}

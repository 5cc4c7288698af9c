// The differential tester's plan is a pure function of the seed (ids must come out the same on both
// servers and on a re-run), and every generated project covers every attribute kind and option.
import { describe, expect, it } from 'vitest';
import { planCases } from '../scripts/diff-strapi/plan.ts';
import { generateProject, type Attribute } from '../scripts/diff-strapi/project.ts';

const KINDS = [
  'string',
  'text',
  'richtext',
  'email',
  'password',
  'uid',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
  'date',
  'time',
  'datetime',
  'json',
  'enumeration',
  'media',
  'relation',
  'component',
  'dynamiczone',
];

describe('diff-strapi plan', () => {
  it('is the same for the same seed and differs between seeds', () => {
    expect(JSON.stringify(planCases(generateProject(5), 5))).toBe(JSON.stringify(planCases(generateProject(5), 5)));
    expect(JSON.stringify(generateProject(5))).not.toBe(JSON.stringify(generateProject(6)));
  });

  it('gives every case a distinct id', () => {
    for (const seed of [1, 2, 3]) {
      const ids = planCases(generateProject(seed), seed).map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('covers every attribute kind, relation kind and option in each project', () => {
    for (const seed of [1, 2, 3, 4]) {
      const p = generateProject(seed);
      const attrs: Attribute[] = [
        p.main,
        p.partner,
        p.extra,
        p.single,
        ...p.components,
        { attributes: p.userAttributes },
      ].flatMap((t) => Object.values(t.attributes));
      expect(new Set(attrs.map((a) => a.type))).toEqual(new Set(KINDS));
      const relations = attrs.filter((a) => a.type === 'relation');
      for (const kind of ['oneToOne', 'oneToMany', 'manyToOne', 'manyToMany'])
        expect(relations.some((a) => a.relation === kind)).toBe(true);
      expect(relations.some((a) => !a.inversedBy && !a.mappedBy)).toBe(true); // one-way
      expect(relations.some((a) => a.target === p.partner.uid && p.partner.attributes.parent === a)).toBe(true); // self
      for (const option of [
        'required',
        'unique',
        'private',
        'default',
        'min',
        'max',
        'maxLength',
        'regex',
        'targetField',
        'allowedTypes',
      ]) {
        expect(
          attrs.some((a) => option in a),
          option,
        ).toBe(true);
      }
      expect(attrs.some((a) => a.type === 'component' && a.repeatable)).toBe(true);
      expect(p.single.kind).toBe('singleType');
      expect([p.main, p.extra].some((t) => t.localized)).toBe(true);
    }
  });
});

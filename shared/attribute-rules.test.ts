import { describe, expect, it } from 'vitest';
import { enumerationProblem, normalisedEnumValue, regexProblem } from './attribute-rules.ts';

describe('attribute rules', () => {
  it('refuses a regex JavaScript cannot compile, and accepts one it can', () => {
    expect(regexProblem('[a-z(')).toMatch(/^"regex" is not a valid regular expression: /);
    expect(regexProblem('^[a-z]+$')).toBeNull();
  });

  it('normalises enumeration values as Strapi compares them', () => {
    expect(normalisedEnumValue('has space')).toBe('has_space');
    expect(normalisedEnumValue('in-progress')).toBe('in_progress');
    expect(normalisedEnumValue('a b')).toBe(normalisedEnumValue('a-b'));
  });

  it('refuses colliding values and values with a digit before any letter, as Strapi does at start-up', () => {
    expect(enumerationProblem(['easy', 'easy', 'has space', '1st'])).toBe(
      'Some enumeration values collide when normalized: easy. Please modify your enumeration.',
    );
    expect(enumerationProblem(['easy', 'has space', '1st'])).toMatch(
      /^Invalid enumeration value "1st"\. Values should have at least one alphabetical character/,
    );
    expect(enumerationProblem(['easy', 'has space', 'in-progress', 'level2'])).toBeNull();
    expect(enumerationProblem(['a', 3])).toBe('"enum" must be an array of strings');
  });
});

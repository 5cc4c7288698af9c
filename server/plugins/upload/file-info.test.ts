// fileInfo as Strapi 4.26.2's upload validated the same fields (asked side by side).
import { describe, expect, it } from 'vitest';
import { parseFileInfos } from './file-info.ts';

const refusal = (raw: string | string[], several = false) => {
  try {
    parseFileInfos(raw, several);
  } catch (err) {
    return err as { message: string; details: { errors: Array<{ path: string[] }> } };
  }
  throw new Error('accepted');
};

describe('parseFileInfos', () => {
  it('casts numbers and booleans to text, and keeps null', () => {
    expect(parseFileInfos('{"name":5,"caption":true,"alternativeText":null}', false)).toEqual([
      { name: '5', caption: 'true', alternativeText: null },
    ]);
    expect(parseFileInfos(undefined, false)).toEqual([]);
  });

  it('refuses what is not one JSON object for one file, as yup words it', () => {
    for (const raw of ['notjson', '123', '"str"', '[1]', 'null', 'true'])
      expect(refusal(raw).message).toBe(
        `fileInfo must be a \`object\` type, but the final value was: \`null\` (cast from the value \`"${raw}"\`).`,
      );
  });

  it('names the path of a field that does not cast, every one of them', () => {
    const err = refusal('{"caption":["x"],"name":{"a":1}}');
    expect(err.message).toBe('2 errors occurred');
    expect(err.details.errors.map((e) => e.path)).toEqual([
      ['fileInfo', 'name'],
      ['fileInfo', 'caption'],
    ]);
  });

  it('takes an array for several files, as one JSON text or one field per file', () => {
    expect(parseFileInfos('[{"caption":"a"},{"caption":5}]', true)).toEqual([{ caption: 'a' }, { caption: '5' }]);
    expect(parseFileInfos(['{"caption":"one"}', '{"caption":"two"}'], true)).toEqual([
      { caption: 'one' },
      { caption: 'two' },
    ]);
    expect(refusal('{"caption":"x"}', true).message).toMatch(/^fileInfo must be a `array` type/);
    expect(refusal('[{"caption":5},{"name":["a"]}]', true).message).toMatch(
      /^fileInfo\[1\]\.name must be a `string` type/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ParsedOnce, deepFreeze } from './parsed-once.ts';

/** A memo over JSON.parse that counts its parses. */
function counted(keptUnits = 1024, longestKept = 64) {
  const parsed: string[] = [];
  const memo = new ParsedOnce<unknown>(
    (text) => {
      parsed.push(text);
      return JSON.parse(text);
    },
    keptUnits,
    longestKept,
  );
  return { memo, parsed };
}

describe('ParsedOnce', () => {
  it('hands the first reader a value of its own, and every later one the same value, frozen all through', () => {
    const { memo, parsed } = counted();
    const own = memo.read('{"a":[1],"b":{"c":2}}') as { a: number[]; b: { c: number } };
    expect(Object.isFrozen(own)).toBe(false);
    // Another string of the same characters, as the next request's text is.
    const second = memo.read(` {"a":[1],"b":{"c":2}}`.slice(1)) as { a: number[]; b: { c: number } };
    expect(second).toEqual(own);
    expect(second).not.toBe(own);
    expect(memo.read('{"a":[1],"b":{"c":2}}')).toBe(second);
    expect(parsed).toHaveLength(2);
    expect(() => second.a.push(3)).toThrow(TypeError);
    expect(() => {
      second.b.c = 3;
    }).toThrow(TypeError);
    own.a.push(3);
    expect(memo.read('{"a":[1],"b":{"c":2}}')).toEqual({ a: [1], b: { c: 2 } });
  });

  it('parses a text longer than the longest kept at each read, into a value of its own', () => {
    const { memo, parsed } = counted(1024, 16);
    const long = JSON.stringify({ text: 'x'.repeat(20) });
    const first = memo.read(long);
    expect(memo.read(long)).not.toBe(first);
    expect(parsed).toEqual([long, long]);
    expect(Object.isFrozen(first)).toBe(false);
  });

  it('drops what it kept once the texts kept would pass their bound', () => {
    const { memo, parsed } = counted(20, 16);
    memo.read('{"n":1}');
    const one = memo.read('{"n":1}');
    memo.read('{"n":2}');
    expect(memo.read('{"n":1}')).toBe(one);
    // 7 + 7 units kept; 7 more would make 21: all are dropped, then this one kept.
    memo.read('{"n":3}');
    expect(memo.read('{"n":3}')).toBe(memo.read('{"n":3}'));
    expect(memo.read('{"n":1}')).not.toBe(one);
    expect(parsed).toEqual(['{"n":1}', '{"n":1}', '{"n":2}', '{"n":3}', '{"n":3}', '{"n":1}']);
  });

  it('keeps nothing of a text its parser throws on', () => {
    const { memo, parsed } = counted();
    expect(() => memo.read('{')).toThrow(SyntaxError);
    expect(() => memo.read('{')).toThrow(SyntaxError);
    expect(parsed).toEqual(['{', '{']);
  });
});

describe('deepFreeze', () => {
  it('freezes plain objects, null-prototype objects and arrays, and leaves other objects as they are', () => {
    const date = new Date(0);
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { list: [{ n: 1 }] });
    const value = deepFreeze({ bare, date });
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(bare)).toBe(true);
    expect(Object.isFrozen(bare.list)).toBe(true);
    expect(Object.isFrozen((bare.list as object[])[0])).toBe(true);
    expect(Object.isFrozen(date)).toBe(false);
  });
});

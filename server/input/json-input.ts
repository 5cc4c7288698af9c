// JSON that arrives from a client (bodies, GraphQL variables, upload fileInfo): parsed, then held to
// a nesting depth, because everything after the parser (validation, copies, JSON.stringify when it
// is stored or sent) recurses, and a few thousand levels overflow the stack.
import { LimitExceededError } from '../errors.ts';

/** Deeper than any content needs (Strapi's blocks nest a handful of levels); far below the stack's limit. */
export const MAX_JSON_DEPTH = 100;

/** JSON.parse, then the depth bound. A syntax error is thrown as JSON.parse throws it. */
export function parseJsonInput(text: string): unknown {
  const value: unknown = JSON.parse(text);
  assertJsonDepth(value);
  return value;
}

/** Throws when a value (parsed JSON or a parsed query string) nests deeper than MAX_JSON_DEPTH. */
export function assertJsonDepth(value: unknown, what = 'JSON'): void {
  const depth = jsonDepthBeyond(value, MAX_JSON_DEPTH);
  if (depth === null) return;
  throw new LimitExceededError(
    `${what} is nested more than ${MAX_JSON_DEPTH} levels deep`,
    `${what} nested more than ${MAX_JSON_DEPTH} levels deep (the JSON depth limit)`,
  );
}

/** The first depth found past `max`, or null; iterative, so that measuring cannot overflow either. */
function jsonDepthBeyond(value: unknown, max: number): number | null {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > max) return depth + 1;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return null;
}

/**
 * A client's value as text, as String() gives it. JSON can build an object whose own `toString`
 * and `valueOf` are not functions (`{"toString":1}`), on which String() throws: such a value reads
 * as any other object does ("[object Object]"), so it is refused by the rule that refuses objects.
 */
export function inputText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** A client's value as a number, as Number() gives it; NaN where Number() would throw (see inputText). */
export function inputNumber(value: unknown): number {
  try {
    return Number(value);
  } catch {
    return NaN;
  }
}

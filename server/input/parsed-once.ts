// Values parsed from text, kept by their text: the same text comes back request after request (a
// stored JSON document a list answers, a page's query string), and is parsed once. Every reader is
// handed the same value, so it is frozen: none can change what the next one reads.
//
// A text is kept from its second reading on; the first reader gets a value of its own. Texts that
// never come back (a filter new on every request) are then neither frozen nor kept: freezing each
// went through V8's runtime, and a varied REST filter took 4-8 us more a request, served.

/** What a text read once is kept as, until it comes back. */
const SEEN_ONCE: unique symbol = Symbol('seen once');

export class ParsedOnce<T> {
  private readonly values = new Map<string, T | typeof SEEN_ONCE>();
  /** UTF-16 units of the texts kept as keys. */
  private keyUnits = 0;

  /**
   * `keptUnits` bounds the UTF-16 units of the texts kept (past it they are all dropped); a text
   * longer than `longestKept` is parsed at each read, into a value of its own, and not kept.
   */
  constructor(
    private readonly parse: (text: string) => T,
    private readonly keptUnits: number,
    private readonly longestKept: number,
  ) {}

  /** The text's value; a text `parse` throws on is not kept, and throws at each read. */
  read(text: string): T {
    if (text.length > this.longestKept) return this.parse(text);
    const kept = this.values.get(text);
    if (kept === undefined) {
      const value = this.parse(text);
      if (this.keyUnits + text.length > this.keptUnits) {
        this.values.clear();
        this.keyUnits = 0;
      }
      this.values.set(text, SEEN_ONCE);
      this.keyUnits += text.length;
      return value;
    }
    if (kept !== SEEN_ONCE) return kept;
    const value = deepFreeze(this.parse(text));
    this.values.set(text, value);
    return value;
  }
}

/** Plain objects and arrays all the way down, frozen; any other value is left as it is. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

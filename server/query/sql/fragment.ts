// A piece of SQL with its bound values. Identifiers inside come only from the schema registry.
import type { Param } from '../../db/journal.ts';

export interface Fragment {
  sql: string;
  params: Param[];
}

/**
 * Fragments joined by `separator`, their values in order. A loop, not flatMap: on Node 20 flatMap
 * took 0.7 us for four fragments against 0.05, and every AND and OR of every filter joins its parts.
 */
export function joinFragments(parts: readonly Fragment[], separator: string): Fragment {
  const params: Param[] = [];
  for (const part of parts) for (const param of part.params) params.push(param);
  return { sql: parts.map((p) => p.sql).join(separator), params };
}

/** A quoted identifier (double quotes: SQLite and PostgreSQL both read them). */
export { quoteDoubled as q } from '../../db/dialect/identifiers.ts';

/**
 * Tails kept per head, and heads kept, before each is emptied (texts vary with page sizes and
 * filters): a few thousand texts at most, for a statement cache that keeps 500 statements.
 */
const TAILS_KEPT = 32;
const HEADS_KEPT = 64;
/**
 * A tail longer than this is joined and not kept: it holds a list of values written out (inList
 * pads lists of up to 512 values within it), whose length may be new on every request, and the
 * texts kept would then hold megabytes that are never asked for again.
 */
const TAIL_KEPT_CHARACTERS = 2048;
const texts = new Map<string, Map<string, string>>();

/**
 * `head + tail`, as the same string each time the same two are asked for. A statement's text is the
 * key its prepared statement is found by, and V8 hashes a new string the first time it is looked up,
 * about 1.5 ns a character: a findOne's 470 characters took 0.7 us of its 12. A head kept by its
 * maker (`SELECT` and a selection's columns: selectHead) is hashed once for good; only the tail,
 * short, is hashed again.
 */
export function statementText(head: string, tail: string): string {
  if (tail.length > TAIL_KEPT_CHARACTERS) return head + tail;
  let byTail = texts.get(head);
  if (!byTail) {
    if (texts.size >= HEADS_KEPT) texts.clear();
    texts.set(head, (byTail = new Map()));
  }
  let text = byTail.get(tail);
  if (text === undefined) {
    if (byTail.size >= TAILS_KEPT) byTail.clear();
    byTail.set(tail, (text = head + tail));
  }
  return text;
}

export class AliasCounter {
  private n = 0;
  next(): string {
    return `t${this.n++}`;
  }
}

/** Ids one statement lists (`IN (?, …)`) at most: far under SQLite's and PostgreSQL's bound-parameter limits. */
export const IDS_PER_CHUNK = 5000;

/** Lists longer than this are written as they are (see inList). */
export const PADDED_UP_TO = 1024;

/**
 * `IN (?, …)` for a list of values, as many placeholders as listedLength says, the last value
 * repeated in the rest: both engines test a value against the list as a set, so no answer changes.
 */
export function inList(values: readonly Param[]): Fragment {
  const params = padded(values, values[values.length - 1]);
  const size = params.length;
  return { sql: `IN (${'?, '.repeat(Math.max(0, size - 1))}${size > 0 ? '?' : ''})`, params };
}

/** `values`, then `filler` in the places listedLength adds. */
export function padded(values: readonly Param[], filler: Param): Param[] {
  const params = values.slice();
  const size = listedLength(values.length);
  while (params.length < size) params.push(filler);
  return params;
}

/**
 * The places a statement lists `n` values in: `n` rounded up to a power of two. A statement is
 * prepared once per text; a page's entries number anything up to its size, and each new count of
 * ids compiled its populate statements again (on SQLite ~300 us, against ~50 for a run of one
 * already prepared). Past PADDED_UP_TO a list is written as it is: reading that many rows outweighs
 * a compile, and padding must never take a list past an engine's bound on parameters that it was under.
 */
export function listedLength(n: number): number {
  return n <= 2 || n > PADDED_UP_TO ? n : 2 ** Math.ceil(Math.log2(n));
}

/** `(VALUES (?), …)`: `n` rows of one column, which both engines name `column1`. */
export function valuesTable(n: number): string {
  return `(VALUES ${'(?), '.repeat(n - 1)}(?))`;
}

// Whether our answer matches what several recorded runs of Strapi answered to one request. Strapi on
// PostgreSQL answers some cases otherwise from run to run (it creates an entry's components
// concurrently on its connection pool, so their ids come in any order; it reads DISTINCT rows in hash
// order), and what its runs disagree on is not something Strapi determines. So: an answer one run gave
// passes; otherwise everything the runs agree on must match exactly, a scalar the runs hold different
// values of at one place may be any value they gave there or at the same place in a sibling item of
// the nearest array around it, an array the runs hold the same items of in different orders may come
// in any order, and where the runs differ in shape (lengths, keys, kinds) ours must equal one of them
// there. A component's disputed id may also be any between the least and the greatest id the runs
// give components of its kind (the same fields) in the same entry: Strapi makes all of an entry's components, nested ones too, at
// once, and the recording makes one entry at a time, so the ids between went to that entry's
// components, shown in this answer or not. One run alone masks nothing.
import { comparable, judge } from './judge.ts';
import type { TimeWindow } from './normalise.ts';
import type { RecordedCase } from './recorded-cases.ts';
import type { Answer } from './send.ts';

export interface RecordedRun {
  answer: RecordedCase['response'];
  /** When the run was made: its timestamps within this window count as "now". */
  window: TimeWindow;
}

export function judgeByRuns(
  request: RecordedCase['request'],
  runs: RecordedRun[],
  got: Answer,
  ours: TimeWindow,
): boolean {
  if (runs.some((r) => judge(request, r.answer, got, r.window, ours))) return true;
  if (runs.length < 2) return false;
  const [first] = runs;
  const jsonRuns = runs.every(
    (r) =>
      r.answer.status === first.answer.status &&
      !r.answer.contentType &&
      r.answer.body !== null &&
      typeof r.answer.body === 'object',
  );
  if (!jsonRuns || got.status !== first.answer.status) return false;
  const bodies = runs.map((r) => comparable(request, r.answer.body, r.window));
  return fitsRuns(bodies, comparable(request, got.body, ours));
}

/** Where a value sits: what a scalar the runs disagree on may be instead (see `fitsRuns`). */
interface Place {
  /** The runs' values at this place in every item of the nearest array around it. */
  peers: unknown[];
  /** The runs' item of the outermost array this place is in (an entry), once inside one. */
  entry?: unknown[];
  /** When this value is a component's id (an object without `attributes`): that object's keys. */
  idOfComponent?: string;
}

/**
 * Whether `ours` holds everything the (normalised) runs agree on, as the module's comment says: a
 * scalar the runs disagree on must be one of the `peers` (the ids of one entry's components, in
 * another order), or a component's id within the span of the ids the runs give that component's
 * kind anywhere in the entry.
 */
export function fitsRuns(runs: unknown[], ours: unknown, place: Place = { peers: runs }): boolean {
  const texts = runs.map((r) => JSON.stringify(r));
  if (texts.every((t) => t === texts[0])) return JSON.stringify(ours) === texts[0];
  if (runs.every(Array.isArray)) {
    const arrays = runs as unknown[][];
    if (!Array.isArray(ours) || arrays.some((a) => a.length !== arrays[0].length)) return oneOf(texts, ours);
    if (ours.length !== arrays[0].length) return false;
    const items = arrays.map(sortedItems);
    if (items.every((i) => i === items[0])) return sortedItems(ours) === items[0];
    const everyItem = arrays.flat();
    return ours.every((item, i) => {
      const runsItem = arrays.map((a) => a[i]);
      return fitsRuns(runsItem, item, { peers: everyItem, entry: place.entry ?? runsItem });
    });
  }
  if (runs.every(isObject)) {
    const objects = runs as Record<string, unknown>[];
    const keys = objects.map((o) => Object.keys(o).join('\0'));
    if (!isObject(ours) || keys.some((k) => k !== keys[0])) return oneOf(texts, ours);
    if (Object.keys(ours).join('\0') !== keys[0]) return false;
    return Object.keys(ours).every((key) =>
      fitsRuns(
        objects.map((o) => o[key]),
        ours[key],
        {
          peers: place.peers.filter(isObject).map((p) => p[key]),
          entry: place.entry,
          idOfComponent: key === 'id' && !('attributes' in ours) ? shape(ours) : undefined,
        },
      ),
    );
  }
  const kind = kindOf(runs[0]);
  if (kind !== 'null' && runs.every((r) => kindOf(r) === kind))
    return (
      oneOf(
        place.peers.map((p) => JSON.stringify(p)),
        ours,
      ) ||
      (place.idOfComponent !== undefined &&
        place.entry !== undefined &&
        withinComponentIds(place.entry, place.idOfComponent, ours))
    );
  return oneOf(texts, ours);
}

/**
 * Whether `id` is an integer between the least and the greatest id of the components of one shape
 * (the same keys: the same component) at any depth of `trees`.
 */
function withinComponentIds(trees: unknown[], componentShape: string, id: unknown): boolean {
  if (typeof id !== 'number' || !Number.isInteger(id)) return false;
  let least = Infinity;
  let greatest = -Infinity;
  const visit = (tree: unknown): void => {
    if (Array.isArray(tree)) tree.forEach(visit);
    else if (isObject(tree)) {
      if (typeof tree.id === 'number' && shape(tree) === componentShape) {
        least = Math.min(least, tree.id);
        greatest = Math.max(greatest, tree.id);
      }
      Object.values(tree).forEach(visit);
    }
  };
  trees.forEach(visit);
  return id >= least && id <= greatest;
}

function shape(o: Record<string, unknown>): string {
  return Object.keys(o).sort().join('\0');
}

function oneOf(texts: string[], ours: unknown): boolean {
  return texts.includes(JSON.stringify(ours));
}

/** An array's items as one text, order aside. */
function sortedItems(items: unknown[]): string {
  return JSON.stringify(items.map((i) => JSON.stringify(i)).sort());
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function kindOf(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

// Relation input (spec §4.5): ids, `{ id }`, arrays (= set), `{ set }`, `{ connect, disconnect }`
// with positions, applied to the ordered list of linked ids.
import { ValidationError } from '../errors.ts';

export type Position = { before: number } | { after: number } | { start: true } | { end: true };

export interface RelationChange {
  set?: number[];
  connect: Array<{ id: number; position?: Position }>;
  disconnect: number[];
}

function toId(v: unknown, attribute: string): number {
  const raw = v !== null && typeof v === 'object' ? (v as Record<string, unknown>).id : v;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n))
    throw new ValidationError(`Invalid relation id ${JSON.stringify(raw ?? v)} for ${attribute}`);
  return n;
}

export function parseRelationInput(value: unknown, attribute: string): RelationChange {
  if (value === null) return { set: [], connect: [], disconnect: [] };
  if (Array.isArray(value)) return { set: value.map((v) => toId(v, attribute)), connect: [], disconnect: [] };
  if (typeof value === 'number' || typeof value === 'string')
    return { set: [toId(value, attribute)], connect: [], disconnect: [] };
  if (typeof value !== 'object') throw new ValidationError(`Invalid relation value for ${attribute}`);
  const v = value as Record<string, unknown>;
  if ('set' in v || 'connect' in v || 'disconnect' in v) {
    const list = (x: unknown, name: string): unknown[] => {
      if (x === undefined || x === null) return [];
      if (!Array.isArray(x)) throw new ValidationError(`${attribute}.${name} must be an array`);
      return x;
    };
    // `set` wins over connect/disconnect when both are given (as Strapi 4.26 does).
    if (v.set !== undefined && v.set !== null)
      return { set: list(v.set, 'set').map((x) => toId(x, attribute)), connect: [], disconnect: [] };
    const connect = list(v.connect, 'connect').map((x) => ({
      id: toId(x, attribute),
      position: positionOf(x, attribute),
    }));
    const seen = new Set<number>();
    for (const c of connect) {
      if (seen.has(c.id)) {
        throw new ValidationError(
          `The relation with id ${c.id} is already connected. You cannot connect the same relation twice.`,
          { attribute, id: c.id },
        );
      }
      seen.add(c.id);
    }
    return { connect, disconnect: list(v.disconnect, 'disconnect').map((x) => toId(x, attribute)) };
  }
  if ('id' in v) return { set: [toId(v, attribute)], connect: [], disconnect: [] };
  throw new ValidationError(`Invalid relation value for ${attribute}`);
}

function positionOf(x: unknown, attribute: string): Position | undefined {
  if (x === null || typeof x !== 'object') return undefined;
  const p = (x as Record<string, unknown>).position;
  if (p === undefined || p === null) return undefined;
  if (typeof p !== 'object') throw new ValidationError(`Invalid position for ${attribute}`);
  const o = p as Record<string, unknown>;
  if (o.before !== undefined) return { before: toId(o.before, attribute) };
  if (o.after !== undefined) return { after: toId(o.after, attribute) };
  if (o.start) return { start: true };
  return { end: true };
}

/** Every id the change refers to, to check that they exist. */
export function referencedIds(change: RelationChange): number[] {
  return [...new Set([...(change.set ?? []), ...change.connect.map((c) => c.id)])];
}

/** The new ordered list: disconnect first, then each connect in order against the list as it stands. */
export function applyChange(current: number[], change: RelationChange): number[] {
  if (change.set) return [...new Set(change.set)];
  const connecting = new Set(change.connect.map((c) => c.id));
  let list = current.filter((id) => !change.disconnect.includes(id) || connecting.has(id));
  for (const { id, position } of change.connect) {
    list = list.filter((x) => x !== id);
    if (!position || 'end' in position) list.push(id);
    else if ('start' in position) list.unshift(id);
    else {
      const anchor = 'before' in position ? position.before : position.after;
      const at = list.indexOf(anchor);
      if (at < 0) {
        throw new ValidationError(
          `There was a problem connecting relation with id ${id} at position ${JSON.stringify(position)}. The relation with id ${anchor} needs to be connected first.`,
        );
      }
      list.splice('before' in position ? at : at + 1, 0, id);
    }
  }
  return list;
}

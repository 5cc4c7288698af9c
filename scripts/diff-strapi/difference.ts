// Where two answers first part: a status, or the first path (entry ids and wrappers left out) at
// which the normalised bodies differ. Differences that part at the same place are usually one
// behaviour, so the summary groups them by it.
import { normalise, type TimeWindow } from '../conformance/normalise.ts';
import type { Answer } from '../conformance/send.ts';

export interface Parting {
  where: string;
  strapi: unknown;
  tessera: unknown;
}

export function parting(strapi: Answer, tessera: Answer, window: TimeWindow): Parting {
  if (strapi.status !== tessera.status)
    return { where: `status ${strapi.status} -> ${tessera.status}`, strapi: strapi.body, tessera: tessera.body };
  const found = firstDifference(normalise(strapi.body, window), normalise(tessera.body, window), '');
  return found ?? { where: 'body', strapi: strapi.body, tessera: tessera.body };
}

function firstDifference(a: unknown, b: unknown, path: string): Parting | null {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return { where: `${path}[length]`, strapi: a.length, tessera: b.length };
    for (let i = 0; i < a.length; i++) {
      const found = firstDifference(a[i], b[i], `${path}[]`);
      if (found) return found;
    }
    return null;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = a as Record<string, unknown>;
    const kb = b as Record<string, unknown>;
    for (const k of [...new Set([...Object.keys(ka), ...Object.keys(kb)])].sort()) {
      const here = ['data', 'attributes'].includes(k) ? path : `${path}.${k}`;
      if (!(k in kb)) return { where: `${here} (only in strapi)`, strapi: ka[k], tessera: undefined };
      if (!(k in ka)) return { where: `${here} (only in tessera)`, strapi: undefined, tessera: kb[k] };
      const found = firstDifference(ka[k], kb[k], here);
      if (found) return found;
    }
    return null;
  }
  return JSON.stringify(a) === JSON.stringify(b) ? null : { where: path || '.', strapi: a, tessera: b };
}

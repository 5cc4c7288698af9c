// Valid values for each attribute kind, within the attribute's options (lengths, bounds, regex,
// enumeration), so that seeding succeeds on Strapi and every stored value is a filter target later.
import type { Attribute } from './project.ts';
import type { Prng } from '../../shared/prng.ts';

/** What an attribute may refer to when a value is made: ids that exist by then. */
export interface Referable {
  images: number[];
  files: number[];
  idsOf(target: string): number[];
}

export function scalarValue(rnd: Prng, attr: Attribute, n: number): unknown {
  switch (attr.type) {
    case 'string': {
      if (attr.regex) return `${rnd.pick(['AB', 'QX', 'ZZ', 'MN'])}-${String(100 + n * 7 + rnd.int(0, 6)).slice(-3)}`;
      const s = `${rnd.word()} ${rnd.pick(['Alpha', 'beta', 'Gamma', 'délta', 'EPS'])} ${n}`;
      return typeof attr.maxLength === 'number' ? s.slice(0, attr.maxLength) : s;
    }
    case 'text':
      return `${rnd.word()} and ${rnd.word()}: ${rnd.pick(['short note', 'a longer text with CAPITALS', 'ünïcode text', 'percent % and underscore _'])} ${n}`;
    case 'richtext':
      return `# ${rnd.word()}\n\nSome **bold** text ${n}.`;
    case 'email':
      return `${rnd.word()}${n}@example.${rnd.pick(['com', 'org'])}`;
    case 'password':
      return `pass-${rnd.word()}-${n}`;
    case 'uid':
      return `${rnd.word()}-${n}`;
    case 'integer': {
      const min = typeof attr.min === 'number' ? attr.min : -20;
      const max = typeof attr.max === 'number' ? Math.min(attr.max, 300) : 300;
      return rnd.int(min, max);
    }
    case 'biginteger':
      return String(rnd.pick([0, 42, 1234567890123, 9007199254740991, -77]) + n);
    case 'float': {
      const max = typeof attr.max === 'number' ? attr.max : 100;
      return Math.round(rnd.next() * max * 100) / 100;
    }
    case 'decimal':
      return rnd.pick([0.5, 12.25, 99.99, 1000.1, 3]) + n;
    case 'boolean':
      return rnd.chance(0.5);
    case 'date':
      return `20${rnd.int(18, 25)}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}`;
    case 'time':
      return `${pad(rnd.int(0, 23))}:${pad(rnd.pick([0, 15, 30, 45]))}:00.000`;
    case 'datetime':
      return `20${rnd.int(18, 24)}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}T${pad(rnd.int(0, 23))}:${pad(rnd.int(0, 59))}:00.000Z`;
    case 'json':
      return rnd.pick([{ size: n, tags: ['a', 'b'] }, [1, 2, n], { nested: { deep: true } }, `text ${n}`, n]);
    case 'enumeration':
      return rnd.pick(attr.enum as string[]);
    default:
      throw new Error(`no scalar value for ${attr.type}`);
  }
}

export function isScalar(attr: Attribute): boolean {
  return !['media', 'relation', 'component', 'dynamiczone'].includes(attr.type);
}

/** A media or relation value: ids that exist when the request is sent. */
export function referenceValue(rnd: Prng, attr: Attribute, refs: Referable): unknown {
  if (attr.type === 'media') {
    const pool = (attr.allowedTypes as string[]).includes('files') ? [...refs.images, ...refs.files] : refs.images;
    return attr.multiple ? rnd.sample(pool, rnd.int(1, Math.min(3, pool.length))) : rnd.pick(pool);
  }
  const ids = refs.idsOf(attr.target as string);
  if (!ids.length) return undefined;
  const many = attr.relation === 'oneToMany' || attr.relation === 'manyToMany';
  return many ? rnd.sample(ids, rnd.int(1, Math.min(3, ids.length))) : rnd.pick(ids);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

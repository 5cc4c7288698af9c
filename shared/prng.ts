// A seeded pseudo-random source (mulberry32): the same seed gives the same draws on every machine,
// so a generated project (scripts/diff-strapi) or a run of injected failures (mock controls) repeats.
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `n` distinct items, in a random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  word(): string {
    return this.pick(WORDS);
  }
}

const WORDS = [
  'amber',
  'basil',
  'cedar',
  'delta',
  'ember',
  'fjord',
  'grove',
  'harbor',
  'iris',
  'juniper',
  'kelp',
  'lumen',
  'maple',
  'nectar',
  'onyx',
  'pebble',
  'quartz',
  'raven',
  'saffron',
  'tundra',
  'umber',
  'velvet',
  'willow',
  'zephyr',
];

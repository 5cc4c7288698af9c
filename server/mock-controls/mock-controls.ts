// The live mock controls of one server: the settings in force (changed by the studio while it runs)
// and, for each request, what they decide: how long it waits and whether it fails. With a seed the
// draws repeat from the moment the settings were set, so a test run sees the same failures again.
import { Prng } from '../../shared/prng.ts';
import { globPattern, NO_MOCKS, type DelayRule, type FailRule, type MockSettings } from './mock-settings.ts';

export interface MockDecision {
  /** Milliseconds to wait before answering (0: none). */
  delayMs: number;
  /** The failure to answer instead of the real response, if one was drawn. */
  fail: FailRule | null;
}

interface Compiled<R> {
  rule: R;
  path: RegExp;
}

export class MockControls {
  private current: MockSettings = NO_MOCKS;
  private delays: Compiled<DelayRule>[] = [];
  private failures: Compiled<FailRule>[] = [];
  private draw: () => number = Math.random;

  constructor(settings: MockSettings = NO_MOCKS) {
    this.set(settings);
  }

  get settings(): MockSettings {
    return this.current;
  }

  set(settings: MockSettings): void {
    this.current = settings;
    this.delays = settings.delay.map((rule) => ({ rule, path: globPattern(rule.path) }));
    this.failures = settings.fail.map((rule) => ({ rule, path: globPattern(rule.path) }));
    const prng = settings.seed === null ? null : new Prng(settings.seed);
    this.draw = prng ? () => prng.next() : Math.random;
  }

  /** Null when nothing applies; else the first matching delay rule's wait and the first failure drawn, in rule order. */
  decide(method: string, path: string): MockDecision | null {
    if (!this.current.enabled) return null;
    const matches = <R extends { method: string | null }>(c: Compiled<R>) =>
      (c.rule.method === null || c.rule.method === method) && c.path.test(path);
    const delay = this.delays.find(matches)?.rule;
    let fail: FailRule | null = null;
    for (const c of this.failures) {
      if (!matches(c)) continue;
      if (c.rule.percent >= 100 || this.draw() * 100 < c.rule.percent) {
        fail = c.rule;
        break;
      }
    }
    if (!delay && !fail) return null;
    const delayMs = !delay
      ? 0
      : delay.min === delay.max
        ? delay.min
        : delay.min + Math.floor(this.draw() * (delay.max - delay.min + 1));
    return { delayMs, fail };
  }
}

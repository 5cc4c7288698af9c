// One line per answered request in `serve`'s terminal, read from the same request log the studio
// shows: time, method, path, status, milliseconds, who asked, and what the mock controls did.
import type { LoggedRequest } from '../admin/studio-contract.ts';
import { describeRule, type MockSettings } from '../mock-controls/mock-settings.ts';

const PATH_WIDTH = 100;

export function requestLine(e: LoggedRequest): string {
  const target = e.query ? `${e.path}?${e.query}` : e.path;
  const shown = target.length > PATH_WIDTH ? `${target.slice(0, PATH_WIDTH - 1)}…` : target;
  const operation = e.operationName ? ` ${e.operationName}` : '';
  const mock = e.mock ? ` [mock ${e.mock}]` : '';
  return `${e.at.slice(11, 19)} ${e.method} ${shown}${operation} ${e.status} ${Math.round(e.ms)}ms ${e.credential}${mock}`;
}

/** How long a request line may wait to share a write with the lines after it. */
export const LINE_BATCH_MS = 50;

/**
 * Lines handed to `out` together at most every LINE_BATCH_MS: under load one write to the terminal
 * carries every request answered meanwhile. A write per request (synchronous on a pipe) cost as
 * much as answering it, and one per turn of the event loop still cost durable writes about a tenth
 * of their CPU: their answers go out a few per turn, as each group's fsync ends, and every write
 * also woke the process reading the pipe. A person reading the terminal does not see 50 ms; the
 * timer keeps the process up until the last lines are out. Each item becomes its line (`line`)
 * when the batch is written, not as it comes.
 */
export function batchedLines<T>(
  out: (text: string) => void,
  line: (item: T) => string,
  ms = LINE_BATCH_MS,
): (item: T) => void {
  let pending: T[] = [];
  return (item) => {
    if (pending.push(item) > 1) return;
    setTimeout(() => {
      const items = pending;
      pending = [];
      out(items.map(line).join('\n'));
    }, ms);
  };
}

/** The banner's line for mock controls in force, or null when there are none. */
export function mockBanner(settings: MockSettings): string | null {
  const rules = [
    ...settings.delay.map((r) => `delay ${describeRule(r)}`),
    ...settings.fail.map((r) => `fail ${describeRule(r)}`),
  ];
  if (!rules.length) return null;
  const seed = settings.seed === null ? '' : ` (seed ${settings.seed})`;
  return `  Mocks    ${rules.join(', ')}${seed}${settings.enabled ? '' : ' — switched off'}`;
}

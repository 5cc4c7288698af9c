// The mock controls' settings as the studio also reads them (types and the command-line form of a
// rule), free of Node's modules so the browser can import them; parsing is in mock-settings.ts.

export interface DelayRule {
  /** Upper case; null for any method. */
  method: string | null;
  /** A glob over the request path: `*` any run of characters (`/` included), `?` one. */
  path: string;
  /** Milliseconds; each request waits a uniform draw in [min, max]. */
  min: number;
  max: number;
}

export interface FailRule {
  method: string | null;
  path: string;
  status: number;
  /** The share of matching requests that fail, 0–100. */
  percent: number;
}

export interface MockSettings {
  /** The studio's switch: off, no request is delayed or failed (the rules are kept). */
  enabled: boolean;
  delay: DelayRule[];
  fail: FailRule[];
  /** Seeds the draws (delays in a range, failure rates) so a test run is reproducible; null: random. */
  seed: number | null;
}

/** The rule in its command-line form, as the studio and the terminal show it. */
export function describeRule(rule: DelayRule | FailRule): string {
  const target = `${rule.method ? `${rule.method} ` : ''}${rule.path}`;
  const value =
    'status' in rule
      ? `${rule.status}${rule.percent === 100 ? '' : `@${rule.percent}%`}`
      : rule.min === rule.max
        ? String(rule.min)
        : `${rule.min}-${rule.max}`;
  return `${target}=${value}`;
}

// The settings of the mock controls (latency and injected failures for the frontend developer's
// "what if"), in one shape whichever way they arrive: `serve --delay/--fail/--fail-seed`,
// `config/tessera.js` (`mock: { … }`), or the studio's PUT /admin/api/mock. Rules are written
// `[METHOD ]PATH_GLOB=VALUE`: `--delay 300`, `--delay 200-800`, `--delay 'GET /api/articles*=1000'`,
// `--fail 'GET /api/articles*=503@10%'` (no `@…` means every matching request fails).
import { STATUS_CODES } from 'node:http';
import type { DelayRule, FailRule, MockSettings } from './rule-text.ts';

export type { DelayRule, FailRule, MockSettings } from './rule-text.ts';
export { describeRule } from './rule-text.ts';

export class MockSettingsError extends Error {}

export const NO_MOCKS: MockSettings = { enabled: true, delay: [], fail: [], seed: null };

const MAX_DELAY_MS = 120_000;
const METHOD = /^[A-Za-z]+$/;

/** `[METHOD ]PATH=VALUE`, or a bare VALUE (any method, any path). */
function splitRule(text: string, what: string): { method: string | null; path: string; value: string } {
  const eq = text.lastIndexOf('=');
  if (eq < 0) return { method: null, path: '*', value: text.trim() };
  const target = text.slice(0, eq).trim();
  const value = text.slice(eq + 1).trim();
  const parts = target.split(/\s+/);
  if (!target || parts.length > 2 || (parts.length === 2 && !METHOD.test(parts[0])))
    throw new MockSettingsError(`${what} "${text}": expected [METHOD ]PATH=VALUE, e.g. "GET /api/articles*=…"`);
  const [method, path] = parts.length === 2 ? [parts[0].toUpperCase(), parts[1]] : [null, parts[0]];
  if (!path.startsWith('/') && path !== '*')
    throw new MockSettingsError(`${what} "${text}": the path pattern must start with / (or be *)`);
  return { method, path, value };
}

function milliseconds(text: string, rule: string): number {
  if (!/^\d+$/.test(text)) throw new MockSettingsError(`delay "${rule}": "${text}" is not a number of milliseconds`);
  const ms = Number(text);
  if (ms > MAX_DELAY_MS) throw new MockSettingsError(`delay "${rule}": at most ${MAX_DELAY_MS} ms`);
  return ms;
}

export function parseDelayRule(text: string): DelayRule {
  const { method, path, value } = splitRule(text, 'delay');
  const range = /^(\d+)\s*-\s*(\d+)$/.exec(value.replace(/ms$/, ''));
  const [min, max] = range
    ? [milliseconds(range[1], text), milliseconds(range[2], text)]
    : [milliseconds(value.replace(/ms$/, ''), text), milliseconds(value.replace(/ms$/, ''), text)];
  if (min > max) throw new MockSettingsError(`delay "${text}": the range must go from low to high`);
  return { method, path, min, max };
}

export function parseFailRule(text: string): FailRule {
  const { method, path, value } = splitRule(text, 'fail');
  const m = /^(\d{3})(?:@(\d+(?:\.\d+)?)%?)?$/.exec(value);
  if (!m)
    throw new MockSettingsError(`fail "${text}": expected [METHOD ]PATH=STATUS[@PERCENT%], e.g. "GET /api/*=503@10%"`);
  return checkedFailRule(
    { method, path, status: Number(m[1]), percent: m[2] === undefined ? 100 : Number(m[2]) },
    text,
  );
}

function checkedFailRule(rule: FailRule, text: string): FailRule {
  if (rule.status < 400 || rule.status > 599 || !STATUS_CODES[rule.status])
    throw new MockSettingsError(`fail "${text}": ${rule.status} is not an HTTP error status (400–599)`);
  if (!(rule.percent >= 0 && rule.percent <= 100))
    throw new MockSettingsError(`fail "${text}": the rate must be between 0% and 100%`);
  return rule;
}

const asList = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

function ruleTarget(o: Record<string, unknown>, what: string): { method: string | null; path: string } {
  const method = o.method === undefined || o.method === null || o.method === '' ? null : o.method;
  if (method !== null && (typeof method !== 'string' || !METHOD.test(method)))
    throw new MockSettingsError(`${what}: method must be an HTTP method name`);
  const path = o.path === undefined ? '*' : o.path;
  if (typeof path !== 'string' || (!path.startsWith('/') && path !== '*'))
    throw new MockSettingsError(`${what}: path must be a pattern starting with / (or *)`);
  return { method: method === null ? null : method.toUpperCase(), path };
}

function delayRule(v: unknown): DelayRule {
  if (typeof v === 'number') return parseDelayRule(String(v));
  if (typeof v === 'string') return parseDelayRule(v);
  if (!v || typeof v !== 'object') throw new MockSettingsError(`delay: ${JSON.stringify(v)} is not a rule`);
  const o = v as Record<string, unknown>;
  const { method, path } = ruleTarget(o, 'delay');
  const min = o.ms ?? o.min;
  const max = o.ms ?? o.max ?? min;
  const text = JSON.stringify(v);
  if (typeof min !== 'number' || typeof max !== 'number')
    throw new MockSettingsError(`delay ${text}: give ms, or min and max, in milliseconds`);
  const range = parseDelayRule(`${min}-${max}`);
  return { method, path, min: range.min, max: range.max };
}

function failRule(v: unknown): FailRule {
  if (typeof v === 'string') return parseFailRule(v);
  if (!v || typeof v !== 'object') throw new MockSettingsError(`fail: ${JSON.stringify(v)} is not a rule`);
  const o = v as Record<string, unknown>;
  const { method, path } = ruleTarget(o, 'fail');
  const percent = o.percent ?? o.rate ?? 100;
  if (typeof o.status !== 'number' || typeof percent !== 'number')
    throw new MockSettingsError(`fail ${JSON.stringify(v)}: give status (and percent, 0–100)`);
  return checkedFailRule({ method, path, status: o.status, percent }, JSON.stringify(v));
}

/**
 * Settings from their written form (config file, studio): `delay` and `fail` each one rule or a list,
 * each rule a string as on the command line or an object (`{ method, path, ms | min+max }`,
 * `{ method, path, status, percent }`); `seed` a number; `enabled` a boolean (default true).
 */
export function normaliseMockSettings(input: unknown): MockSettings {
  if (input === undefined || input === null) return { ...NO_MOCKS };
  if (typeof input !== 'object' || Array.isArray(input))
    throw new MockSettingsError('mock settings must be an object: { enabled, delay, fail, seed }');
  const o = input as Record<string, unknown>;
  for (const key of Object.keys(o))
    if (!['enabled', 'delay', 'fail', 'seed'].includes(key))
      throw new MockSettingsError(`unknown mock setting "${key}" (known: enabled, delay, fail, seed)`);
  if (o.enabled !== undefined && typeof o.enabled !== 'boolean')
    throw new MockSettingsError('enabled must be true or false');
  if (o.seed !== undefined && o.seed !== null && !Number.isSafeInteger(o.seed))
    throw new MockSettingsError('seed must be an integer');
  return {
    enabled: o.enabled !== false,
    delay: asList(o.delay).map(delayRule),
    fail: asList(o.fail).map(failRule),
    seed: (o.seed as number | null | undefined) ?? null,
  };
}

/** `503` → `ServiceUnavailableError`: the names http-errors gives, as Strapi's error envelope carries them. */
export function errorName(status: number): string {
  const words = String(STATUS_CODES[status] ?? 'Error')
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')
    .replace(/[^A-Za-z0-9_]/g, '');
  return words.endsWith('Error') ? words : `${words}Error`;
}

export const statusMessage = (status: number): string => STATUS_CODES[status] ?? 'Error';

/** A glob over paths as a regular expression: `*` any run of characters, `?` one, the rest literal. */
export function globPattern(glob: string): RegExp {
  const source = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`);
}

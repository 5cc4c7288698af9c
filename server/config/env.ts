// The `env` helper handed to config functions, and the `.env` reader feeding it. Both mirror
// Strapi v4 (@strapi/utils env-helper + dotenv with override:false) so project config files
// written for Strapi behave identically here.

import fs from 'node:fs';
import path from 'node:path';

export type EnvSource = Record<string, string | undefined>;

export interface EnvHelper {
  (key: string): string | undefined;
  <T>(key: string, defaultValue: T): string | T;
  int(key: string): number | undefined;
  int<T>(key: string, defaultValue: T): number | T;
  float(key: string): number | undefined;
  float<T>(key: string, defaultValue: T): number | T;
  bool(key: string): boolean | undefined;
  bool<T>(key: string, defaultValue: T): boolean | T;
  json(key: string): any;
  json<T>(key: string, defaultValue: T): any;
  array(key: string): string[] | undefined;
  array<T>(key: string, defaultValue: T): string[] | T;
  date(key: string): Date | undefined;
  date<T>(key: string, defaultValue: T): Date | T;
  oneOf<V extends string>(key: string, expected: readonly V[], defaultValue?: V): V | undefined;
}

export function createEnv(source: EnvSource): EnvHelper {
  // Strapi tests presence with `_.has`, so a key set to '' counts as set and beats the default.
  const has = (key: string) => Object.prototype.hasOwnProperty.call(source, key) && source[key] !== undefined;
  const raw = (key: string) => source[key] as string;

  const env = ((key: string, defaultValue?: unknown) => (has(key) ? raw(key) : defaultValue)) as EnvHelper;

  env.int = ((key: string, defaultValue?: unknown) =>
    has(key) ? parseInt(raw(key), 10) : defaultValue) as EnvHelper['int'];
  env.float = ((key: string, defaultValue?: unknown) =>
    has(key) ? parseFloat(raw(key)) : defaultValue) as EnvHelper['float'];
  env.bool = ((key: string, defaultValue?: unknown) =>
    has(key) ? raw(key) === 'true' : defaultValue) as EnvHelper['bool'];
  env.json = (key: string, defaultValue?: unknown) => {
    if (!has(key)) return defaultValue;
    try {
      return JSON.parse(raw(key));
    } catch (error) {
      if (error instanceof Error)
        throw new Error(`Invalid json environment variable ${key}: ${error.message}`, { cause: error });
      throw error;
    }
  };
  env.array = ((key: string, defaultValue?: unknown) => {
    if (!has(key)) return defaultValue;
    let value = raw(key).trim();
    if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
    return value.split(',').map((item) => stripQuotes(item.trim()));
  }) as EnvHelper['array'];
  env.date = ((key: string, defaultValue?: unknown) =>
    has(key) ? new Date(raw(key)) : defaultValue) as EnvHelper['date'];
  env.oneOf = <V extends string>(key: string, expected: readonly V[], defaultValue?: V) => {
    if (defaultValue !== undefined && !expected.includes(defaultValue)) {
      throw new Error('env.oneOf requires defaultValue to be included in expectedValues');
    }
    const value = env(key, defaultValue) as V | undefined;
    return value !== undefined && expected.includes(value) ? value : defaultValue;
  };
  return env;
}

function stripQuotes(value: string): string {
  // Strapi only trims `"`; single quotes are accepted too because shells and .env files use both.
  return value.replace(/^["']+|["']+$/g, '');
}

/**
 * Parses dotenv syntax: KEY=VALUE, optional `export `, quotes, `#` comments. Not the `dotenv`
 * package: Strapi 4.26's own (14.2.0) reads neither `export ` nor multi-line quoted values, and the
 * current one (17) cuts `x#y` to `x`; this parser keeps what load-config.test.ts pins.
 */
export function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*)$/.exec(lines[i]);
    if (!match) continue;
    const key = match[1];
    let value = match[2];
    const quote = value[0];
    if (quote === '"' || quote === "'" || quote === '`') {
      // Quoted values may span lines (dotenv allows multi-line certificates/keys).
      let body = value.slice(1);
      while (!hasClosingQuote(body, quote) && i + 1 < lines.length) body += '\n' + lines[++i];
      const end = closingQuoteIndex(body, quote);
      value = end === -1 ? body : body.slice(0, end);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\r/g, '\r').replace(/\\"/g, '"');
    } else {
      // An unquoted `#` starts a comment only when preceded by whitespace, as in dotenv.
      value = value.replace(/(^|\s)#.*$/, '').trim();
    }
    out[key] = value;
  }
  return out;
}

function closingQuoteIndex(body: string, quote: string): number {
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && quote === '"') i++;
    else if (body[i] === quote) return i;
  }
  return -1;
}

function hasClosingQuote(body: string, quote: string): boolean {
  return closingQuoteIndex(body, quote) !== -1;
}

/**
 * The environment config files see: the real environment wins, `.env` only fills gaps
 * (dotenv's default `override: false`). Never writes to process.env so several projects can
 * be loaded in one process without leaking into each other.
 */
export function buildEnv(projectDir: string, base: NodeJS.ProcessEnv = process.env): EnvSource {
  const merged: EnvSource = {};
  const dotenvPath = base.ENV_PATH ? path.resolve(projectDir, base.ENV_PATH) : path.join(projectDir, '.env');
  let text: string | undefined;
  try {
    text = fs.readFileSync(dotenvPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) Object.assign(merged, parseDotenv(text));
  for (const [key, value] of Object.entries(base)) if (value !== undefined) merged[key] = value;
  return merged;
}

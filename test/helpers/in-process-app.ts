// A real server in the test's own process (createApp on port 0) over a temporary copy of a fixture
// project, with a small HTTP client, API tokens and role grants. Each server gets its own copy, so a
// test can write its own config or src/index.js, and its own database.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type App } from '../../server/app.ts';
import { createToken, type TokenType } from '../../server/auth/api-tokens.ts';
import { grant } from '../../server/auth/roles.ts';
import { addLocale } from '../../server/plugins/i18n/locales.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The project Strapi 4.26 was recorded on (fixture/), with the GraphQL schema it generated. */
export const CONFORMANCE_DIR = join(ROOT, 'test', 'conformance');
export const CONFORMANCE_FIXTURE = join(CONFORMANCE_DIR, 'fixture');
/** One `note` type, a fixed JWT secret and the auth rate limit off. */
export const USERS_PERMISSIONS_FIXTURE = join(ROOT, 'server', 'plugins', 'users-permissions', '__fixtures__', 'project');
/** Enumerations whose values are not GraphQL names, required fields of every kind, a single type, i18n. */
export const AWKWARD_FIXTURE = join(ROOT, 'server', 'graphql', '__fixtures__', 'awkward');

/** Products in locales en, de and fr-FR, localized single types and an extended user model, checked against Strapi 4.26.2. */
export const I18N_SHOP_FIXTURE = join(ROOT, 'test', 'fixtures', 'i18n-shop');

/** The user attributes no answer may ever carry. */
export const PRIVATE_USER_FIELDS = ['password', 'resetPasswordToken', 'confirmationToken'];

export interface StartOptions {
  /** The project to copy (default: the conformance fixture). */
  fixture?: string;
  /** Source of config/plugins.js, replacing the fixture's. */
  pluginsConfig?: string;
  /** Source of src/index.js (register/bootstrap). */
  indexJs?: string;
  nodeEnv?: string;
}

export interface Answer {
  status: number;
  /** Parsed when the answer is JSON, else the text. */
  body: any;
  headers: Headers;
  contentType: string;
}

export interface CallOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** A JWT or an API token, sent as `Authorization: Bearer …`. */
  token?: string;
}

export interface TestApp {
  app: App;
  logs: string[];
  /** Every JSON body answered so far (to check that none of them ever carried a private field). */
  bodies: unknown[];
  request(method: string, path: string, init?: { headers?: Record<string, string>; body?: string }): Promise<Answer>;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** POST to /graphql. */
  gql(query: string, options?: { variables?: Record<string, unknown>; token?: string; operationName?: string }): Promise<Answer>;
  token(type: TokenType, permissions?: string[]): string;
  grant(role: 'public' | 'authenticated', actions: string[]): void;
  close(): Promise<void>;
}

export async function startApp(options: StartOptions = {}): Promise<TestApp> {
  const fixture = options.fixture ?? CONFORMANCE_FIXTURE;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-app-'));
  // setup.json describes the recording (locales, grants); it is not part of the project.
  cpSync(fixture, dir, { recursive: true, filter: (src) => src !== join(fixture, 'setup.json') });
  if (options.pluginsConfig !== undefined) writeFileSync(join(dir, 'config', 'plugins.js'), options.pluginsConfig);
  if (options.indexJs !== undefined) writeFileSync(join(dir, 'src', 'index.js'), options.indexJs);
  const logs: string[] = [];
  const app = await createApp({
    projectDir: dir, dbFile: join(dir, '.tmp', 'data.db'), port: 0, fsync: false, nodeEnv: options.nodeEnv ?? 'development',
    log: (line) => logs.push(line),
  });
  // The recording's locales, as the conformance runner adds them; its grants are left to each test.
  for (const l of setupLocales(fixture)) addLocale(app.project.db, l.code, l.name);
  const bodies: unknown[] = [];
  let tokens = 0;
  const request: TestApp['request'] = async (method, path, init = {}) => {
    const res = await fetch(app.url + path, { method, headers: init.headers, body: init.body });
    const text = await res.text();
    const contentType = res.headers.get('content-type') ?? '';
    const body: unknown = text && contentType.includes('json') ? JSON.parse(text) : text;
    if (typeof body === 'object') bodies.push(body);
    return { status: res.status, body, headers: res.headers, contentType };
  };
  const call: TestApp['call'] = (method, path, opts = {}) => {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    return request(method, path, { headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  };
  return {
    app,
    logs,
    bodies,
    request,
    call,
    gql: (query, opts = {}) => call('POST', '/graphql', { token: opts.token, body: { query, variables: opts.variables, operationName: opts.operationName } }),
    token(type, permissions = []) {
      return createToken(app.project.db, app.project.access.apiTokenSalt, { name: `test-${++tokens}`, type, permissions }).accessKey;
    },
    grant(role, actions) {
      grant(app.project.db, role, actions);
      app.project.access.invalidate();
    },
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function setupLocales(fixture: string): Array<{ code: string; name: string }> {
  const file = join(fixture, 'setup.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')).locales ?? []) as Array<{ code: string; name: string }>;
}

/** Object keys anywhere inside a value (to look for fields that must never be sent). */
export function keysDeep(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysDeep(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysDeep(v, out);
    }
  }
  return out;
}

// The one harness for API tests: Tessera in the test's own process over a temporary copy of a
// fixture project, answered in-process through `handle()` (no port), with a small client, API
// tokens, role grants and a studio sign-in. `listen: true` also serves it on a loopback port, for
// what needs a real one (a browser, the Express adapter itself). Each app gets its own copy, so
// a test can write its own config or src/index.js, and its own database.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listen } from '../../server/adapters/listen.ts';
import { STUDIO_HEADER } from '../../server/admin/admin-sessions.ts';
import { issueStudioLogin } from '../../server/admin/studio-login.ts';
import { createTessera, type Tessera } from '../../server/app.ts';
import { createToken, type TokenType } from '../../server/auth/api-tokens.ts';
import { grant } from '../../server/auth/roles.ts';
import { addLocale } from '../../server/plugins/i18n/locales.ts';
import type { MockSettings } from '../../server/mock-controls/mock-settings.ts';
import type { Project } from '../../server/project.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The project Strapi 4.26 was recorded on (fixture/), with the GraphQL schema it generated. */
export const CONFORMANCE_DIR = join(ROOT, 'test', 'conformance');
export const CONFORMANCE_FIXTURE = join(CONFORMANCE_DIR, 'fixture');
/** One `note` type, a fixed JWT secret and the auth rate limit off. */
export const USERS_PERMISSIONS_FIXTURE = join(
  ROOT,
  'server',
  'plugins',
  'users-permissions',
  '__fixtures__',
  'project',
);
/** Enumerations whose values are not GraphQL names, required fields of every kind, a single type, i18n. */
export const AWKWARD_FIXTURE = join(ROOT, 'server', 'graphql', '__fixtures__', 'awkward');
/** The studio's scenarios' project (articles, authors, tags, media). */
export const STUDIO_FIXTURE = join(ROOT, 'e2e', 'fixtures', 'studio-project');

/** Products in locales en, de and fr-FR, localized single types and an extended user model, checked against Strapi 4.26.2. */
export const I18N_SHOP_FIXTURE = join(ROOT, 'test', 'fixtures', 'i18n-shop');

/** The user attributes no answer may ever carry. */
export const PRIVATE_USER_FIELDS = ['password', 'resetPasswordToken', 'confirmationToken'];

export interface StartOptions {
  /** The project to copy (default: the conformance fixture); its .tmp (database, lock) is left behind. */
  fixture?: string;
  /** Source of config/plugins.js, replacing the fixture's. */
  pluginsConfig?: string;
  /** Source of config/middlewares.js. */
  middlewaresConfig?: string;
  /** Source of src/index.js (register/bootstrap). */
  indexJs?: string;
  /** Source of config/tessera.js (Tessera's own settings, e.g. its mock controls). */
  tesseraConfig?: string;
  /** Mock controls as `serve --delay/--fail/--fail-seed` give them. */
  mock?: Partial<MockSettings>;
  nodeEnv?: string;
  /** Also serve it on a loopback port (the Express server `serve` runs): `url` is then set. */
  listen?: boolean;
  /** The built studio to serve at /admin (default: dist/renderer). */
  studioDir?: string;
  /** Serve from this PostgreSQL database (`serve --database URL`) instead of the project's sql.js file. */
  database?: string;
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
  tessera: Tessera;
  /** The project, as `app.project` (the shape older tests read). */
  app: { project: Project };
  project: Project;
  projectDir: string;
  /** http://127.0.0.1:PORT with `listen: true`; '' otherwise. */
  url: string;
  logs: string[];
  /** Every JSON body answered so far (to check that none of them ever carried a private field). */
  bodies: unknown[];
  /** In-process, fetch-shaped: `await t.fetch('/api/tags')` is a web Response. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  request(method: string, path: string, init?: { headers?: Record<string, string>; body?: BodyInit }): Promise<Answer>;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  /** POST to /graphql. */
  gql(
    query: string,
    options?: { variables?: Record<string, unknown>; token?: string; operationName?: string },
  ): Promise<Answer>;
  token(type: TokenType, permissions?: string[]): Promise<string>;
  grant(role: 'public' | 'authenticated', actions: string[]): Promise<void>;
  /** Signs in with a fresh one-time studio link and returns the session cookie (`name=value`). */
  signIn(): Promise<string>;
  /** A request to the admin API (path after /admin/api) with a session and the studio header. */
  admin(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

/** A built studio stand-in in `dir` (the page as Vite writes it, its assets under /admin/): the studioDir for tests of the routes that serve it. */
export function writeStudioStandIn(dir: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/admin/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index.js'), 'console.log("studio")');
  return dir;
}

export async function startApp(options: StartOptions = {}): Promise<TestApp> {
  const fixture = options.fixture ?? CONFORMANCE_FIXTURE;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-app-'));
  // setup.json describes the recording (locales, grants); it is not part of the project.
  const skip = [join(fixture, 'setup.json'), join(fixture, '.tmp')];
  cpSync(fixture, dir, { recursive: true, filter: (src) => !skip.some((s) => src === s || src.startsWith(`${s}/`)) });
  if (options.pluginsConfig !== undefined) writeFileSync(join(dir, 'config', 'plugins.js'), options.pluginsConfig);
  if (options.middlewaresConfig !== undefined)
    writeFileSync(join(dir, 'config', 'middlewares.js'), options.middlewaresConfig);
  if (options.indexJs !== undefined) writeFileSync(join(dir, 'src', 'index.js'), options.indexJs);
  if (options.tesseraConfig !== undefined) writeFileSync(join(dir, 'config', 'tessera.js'), options.tesseraConfig);
  const logs: string[] = [];
  const projectOptions = {
    projectDir: dir,
    dbFile: join(dir, '.tmp', 'data.db'),
    database: options.database,
    fsync: false,
    nodeEnv: options.nodeEnv ?? 'development',
    studioDir: options.studioDir,
    mock: options.mock,
    log: (line: string) => logs.push(line),
  };
  const served = options.listen ? await listen({ ...projectOptions, port: 0, host: '127.0.0.1' }) : null;
  const tessera = served?.tessera ?? (await createTessera(projectOptions));
  const { project } = tessera;
  // The recording's locales, as the conformance runner adds them; its grants are left to each test.
  for (const l of setupLocales(fixture)) await addLocale(project.engine, l.code, l.name);
  const bodies: unknown[] = [];
  let tokens = 0;
  const request: TestApp['request'] = async (method, path, init = {}) => {
    const res = await tessera.request(path, { method, headers: init.headers, body: init.body });
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
  const signIn = async () => {
    const res = await tessera.request(issueStudioLogin(project));
    const set = res.headers.get('set-cookie');
    if (res.status !== 303 || !set) throw new Error(`studio sign-in failed: ${res.status}`);
    return set.split(';')[0];
  };
  let cookie: string | null = null;
  return {
    tessera,
    app: { project },
    project,
    projectDir: dir,
    url: served?.url ?? '',
    logs,
    bodies,
    fetch: (path, init) => tessera.request(path, init),
    request,
    call,
    gql: (query, opts = {}) =>
      call('POST', '/graphql', {
        token: opts.token,
        body: { query, variables: opts.variables, operationName: opts.operationName },
      }),
    async token(type, permissions = []) {
      const name = `test-${++tokens}`;
      return (await createToken(project.engine, project.access.apiTokenSalt, { name, type, permissions })).accessKey;
    },
    async grant(role, actions) {
      await grant(project.engine, role, actions);
      project.access.invalidate();
    },
    signIn,
    async admin(path, init = {}) {
      cookie ??= await signIn();
      const headers = new Headers(init.headers);
      headers.set('cookie', cookie);
      headers.set(STUDIO_HEADER, '1');
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      return tessera.request(`/admin/api${path}`, { ...init, headers, body });
    },
    async close() {
      if (served) await served.close();
      else await tessera.close();
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

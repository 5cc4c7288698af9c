// For the GraphQL tests: a real server (createApp on port 0) over a temporary copy of
// __fixtures__/project (the conformance fixture), a GraphQL client, tokens and grants.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type App } from '../app.ts';
import { createToken, type TokenType } from '../auth/api-tokens.ts';
import { grant } from '../auth/roles.ts';
import { addLocale } from '../plugins/i18n/locales.ts';

export const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__');

export interface GqlAnswer {
  status: number;
  body: any;
  contentType: string;
}

export interface GraphqlTestServer {
  app: App;
  logs: string[];
  /** POST /graphql with a JSON body; `token` goes in `Authorization: Bearer`. */
  gql(query: string, options?: { variables?: Record<string, unknown>; token?: string; operationName?: string }): Promise<GqlAnswer>;
  request(method: string, path: string, init?: { headers?: Record<string, string>; body?: string }): Promise<GqlAnswer>;
  token(type: TokenType, permissions?: string[]): string;
  grant(role: 'public' | 'authenticated', actions: string[]): void;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Source of config/plugins.js, replacing the fixture's. */
  pluginsConfig?: string;
  /** Source of src/index.js (register/bootstrap). */
  indexJs?: string;
  nodeEnv?: string;
}

export async function startGraphqlServer(options: StartOptions = {}): Promise<GraphqlTestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-gql-'));
  cpSync(join(FIXTURE_DIR, 'project'), dir, { recursive: true });
  if (options.pluginsConfig !== undefined) writeFileSync(join(dir, 'config', 'plugins.js'), options.pluginsConfig);
  if (options.indexJs !== undefined) writeFileSync(join(dir, 'src', 'index.js'), options.indexJs);
  const logs: string[] = [];
  const app = await createApp({
    projectDir: dir, dbFile: join(dir, '.tmp', 'data.db'), port: 0, fsync: false, nodeEnv: options.nodeEnv ?? 'development',
    log: (line) => logs.push(line),
  });
  addLocale(app.project.db, 'fr', 'French (fr)');
  let tokens = 0;
  const request = async (method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<GqlAnswer> => {
    const res = await fetch(app.url + path, { method, headers: init.headers, body: init.body });
    const text = await res.text();
    const contentType = res.headers.get('content-type') ?? '';
    let body: unknown = text;
    if (contentType.includes('json') && text) body = JSON.parse(text);
    return { status: res.status, body, contentType };
  };
  return {
    app,
    logs,
    request,
    gql(query, opts = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      return request('POST', '/graphql', { headers, body: JSON.stringify({ query, variables: opts.variables, operationName: opts.operationName }) });
    },
    token(type, permissions = []) {
      tokens += 1;
      return createToken(app.project.db, app.project.access.apiTokenSalt, { name: `test-${tokens}`, type, permissions }).accessKey;
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

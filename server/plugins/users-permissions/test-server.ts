// For the users-permissions tests: a real server (createApp on port 0) over a temporary copy of
// __fixtures__/project, and a small client that keeps every JSON body it receives so that a test
// can check that none of them ever carried a private field.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type App } from '../../app.ts';
import { createToken, type TokenType } from '../../auth/api-tokens.ts';
import { grant } from '../../auth/roles.ts';

const FIXTURE = join(dirname(fileURLToPath(import.meta.url)), '__fixtures__', 'project');

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** A JWT or an API token, sent as `Authorization: Bearer …`. */
  token?: string;
}

export interface TestServer {
  app: App;
  logs: string[];
  /** Every JSON body answered so far. */
  bodies: unknown[];
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  apiToken(type: TokenType, permissions?: string[]): string;
  grant(role: 'public' | 'authenticated', actions: string[]): void;
  close(): Promise<void>;
}

/** `pluginsConfig`: the source of config/plugins.js, replacing the fixture's. */
export async function startServer(pluginsConfig?: string): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-up-'));
  cpSync(FIXTURE, dir, { recursive: true });
  if (pluginsConfig !== undefined) writeFileSync(join(dir, 'config', 'plugins.js'), pluginsConfig);
  const logs: string[] = [];
  const app = await createApp({ projectDir: dir, dbFile: join(dir, '.tmp', 'data.db'), port: 0, fsync: false, log: (line) => logs.push(line) });
  const bodies: unknown[] = [];
  let tokens = 0;
  return {
    app,
    logs,
    bodies,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = {};
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(app.url + path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
      const text = await res.text();
      const body = text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
      if (typeof body === 'object') bodies.push(body);
      return { status: res.status, body, headers: res.headers };
    },
    apiToken(type, permissions) {
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

export const PRIVATE_USER_FIELDS = ['password', 'resetPasswordToken', 'confirmationToken'];

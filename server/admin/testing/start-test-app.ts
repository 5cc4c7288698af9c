// Starts the real server on a loopback port over a fresh copy of the studio fixture project, for
// the admin API tests and the end-to-end tests. Signs in through a one-time studio link.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type App } from '../../app.ts';
import { STUDIO_HEADER } from '../admin-sessions.ts';
import { issueStudioLogin } from '../studio-login.ts';

export const STUDIO_FIXTURE = fileURLToPath(new URL('../../../e2e/fixtures/studio-project/', import.meta.url));

export interface TestApp {
  app: App;
  url: string;
  projectDir: string;
  /** Signs in with a fresh one-time link and returns the session cookie (`name=value`). */
  signIn(): Promise<string>;
  /** A fetch to the admin API (path after /admin/api) with a session and the studio header. */
  admin(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestApp(fixture = STUDIO_FIXTURE): Promise<TestApp> {
  const projectDir = mkdtempSync(join(tmpdir(), 'tessera-studio-'));
  // A fresh database every time: a fixture's own .tmp (and its lock) stays behind.
  cpSync(fixture, projectDir, { recursive: true, filter: (src) => !src.startsWith(join(fixture, '.tmp')) });
  const lines: string[] = [];
  const app = await createApp({ projectDir, port: 0, host: '127.0.0.1', nodeEnv: 'development', fsync: false, log: (l) => lines.push(l) });
  let cookie: string | null = null;
  const signIn = async () => {
    const res = await fetch(`${app.url}${issueStudioLogin(app.project)}`, { redirect: 'manual' });
    const set = res.headers.get('set-cookie');
    if (res.status !== 303 || !set) throw new Error(`studio sign-in failed: ${res.status}`);
    return set.split(';')[0];
  };
  return {
    app, url: app.url, projectDir, signIn,
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
      return fetch(`${app.url}/admin/api${path}`, { ...init, headers, body });
    },
    async close() {
      await app.close();
      rmSync(projectDir, { recursive: true, force: true });
    },
  };
}

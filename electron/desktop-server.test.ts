// The desktop shell's server module (Electron itself cannot run here): the server starts on a free
// loopback port and its studio link signs the window in.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { STUDIO_FIXTURE } from '../test/helpers/test-app.ts';
import { startDesktopServer, type DesktopServer } from './desktop-server.ts';

let server: DesktopServer;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-desktop-'));
  cpSync(STUDIO_FIXTURE, dir, { recursive: true });
  server = await startDesktopServer({ projectDir: dir, log: () => undefined });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

it('listens on a free loopback port', () => {
  expect(server.app.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(server.app.url).not.toMatch(/:1337$/);
});

it('opens the studio signed in through its one-time link', async () => {
  const login = await fetch(server.studioUrl, { redirect: 'manual' });
  expect(login.status).toBe(303);
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  expect((await fetch(`${server.app.url}/admin/api/session`, { headers: { cookie } })).status).toBe(200);
  expect((await fetch(server.studioUrl, { redirect: 'manual' })).status).toBe(401);
  expect((await fetch(server.newStudioUrl(), { redirect: 'manual' })).status).toBe(303);
});

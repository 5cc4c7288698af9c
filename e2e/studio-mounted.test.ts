// The built studio in Chromium with Tessera mounted at /cms in a user's Express app: the page, its
// scripts, its admin API calls, the media upload and GraphiQL's lazy chunks all stay under /cms.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueStudioLogin } from '../server/admin/studio-login.ts';
import { createTessera, type Tessera } from '../server/app.ts';
import { ensureStudioBuilt } from '../renderer/build/ensure-studio-built.ts';
import { STUDIO_FIXTURE } from '../test/helpers/test-app.ts';
import { launchChromium } from './support/chromium.ts';

const work = mkdtempSync(join(tmpdir(), 'tessera-studio-mount-'));
let tessera: Tessera;
let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  await ensureStudioBuilt();
  cpSync(STUDIO_FIXTURE, join(work, 'project'), { recursive: true });
  tessera = await createTessera({ projectDir: join(work, 'project'), fsync: false, log: () => {} });
  const app = express();
  app.use('/cms', tessera.express());
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await tessera.close();
  rmSync(work, { recursive: true, force: true });
});

it('signs in and works under /cms, with no request leaving it', async () => {
  const page = await browser.newPage();
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === base && !url.pathname.startsWith('/cms/')) outside.push(url.pathname);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  await page.goto(`${base}/cms${issueStudioLogin(tessera.project)}`);
  await page.getByRole('heading', { name: 'Endpoints' }).waitFor();
  expect(page.url()).toBe(`${base}/cms/admin/`);
  await page.locator('.sidebar').getByText('Article', { exact: true }).waitFor();
  expect(await page.getByText(`${base}/cms/graphql`).count()).toBeGreaterThan(0);
  // GraphiQL loads its editor in chunks fetched by the scripts themselves.
  await page.goto(`${base}/cms/admin/#/graphql`);
  await page.locator('.graphiql-container').waitFor({ timeout: 30000 });
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});

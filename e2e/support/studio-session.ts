// One end-to-end scenario's world: a built studio, the real server on a loopback port over a
// fresh project, Chromium, and a page signed in through a one-time studio link.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { issueStudioLogin } from '../../server/admin/studio-login.ts';
import { startApp, STUDIO_FIXTURE, type TestApp } from '../../test/helpers/test-app.ts';
import { launchChromium } from './chromium.ts';
import { ensureStudioBuilt } from '../../renderer/build/ensure-studio-built.ts';

export const SCREENSHOTS = fileURLToPath(new URL('../../dist/e2e-screenshots/', import.meta.url));

export interface StudioSession {
  t: TestApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged: a test fails when there are any it did not expect. */
  pageErrors: string[];
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

export async function openStudio(options: { signIn?: boolean; fixture?: string } = {}): Promise<StudioSession> {
  await ensureStudioBuilt();
  const t = await startApp({ fixture: options.fixture ?? STUDIO_FIXTURE, listen: true });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (err) => pageErrors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 4\d\d|Failed to load resource/.test(msg.text()))
      pageErrors.push(msg.text());
  });
  if (options.signIn !== false) {
    await page.goto(`${t.url}${issueStudioLogin(t.app.project)}`);
    await page.waitForSelector('.sidebar');
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    t,
    browser,
    context,
    page,
    pageErrors,
    async screenshot(name) {
      const path = join(SCREENSHOTS, `${name}.png`);
      await page.screenshot({ path, animations: 'disabled' });
      return path;
    },
    async close() {
      await browser.close().catch(() => undefined);
      await t.close();
    },
  };
}

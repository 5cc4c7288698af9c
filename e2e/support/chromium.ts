// Launches Debian's Chromium through playwright-core (the Playwright browser download does not
// work on this machine). A missing Chromium fails the test with the fix, never skips it.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.TESSERA_CHROMIUM ?? '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. The end-to-end tests drive a real Chromium: ` +
        'install it with `apt-get install -y chromium` (Debian/Ubuntu), or point TESSERA_CHROMIUM at a Chromium binary.',
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
}

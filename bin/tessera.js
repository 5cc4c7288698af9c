#!/usr/bin/env node
// CLI launcher. Runs the prebuilt server bundle (`npm run build:server`, also run by `npm ci`)
// when it is newer than every source file; otherwise the TypeScript sources through tsx, so a
// change to the sources never runs stale code.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(root, 'dist', 'server', 'tessera.mjs');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

let main;
if (
  existsSync(bundle) &&
  statSync(bundle).mtimeMs >= Math.max(newestSource(join(root, 'server')), newestSource(join(root, 'shared')))
) {
  ({ main } = await import(pathToFileURL(bundle).href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../server/cli/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));

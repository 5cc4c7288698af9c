#!/usr/bin/env node
// CLI launcher. Runs the prebuilt server bundle (`npm run build:server`, also run by `npm ci`)
// while no source it was built from is newer; otherwise the TypeScript sources through tsx, so a
// change to the sources never runs stale code.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(root, 'dist', 'server', 'tessera.mjs');

/**
 * The build lists the sources it bundled: statting those alone costs a fraction of walking every
 * folder at each start. A source that is gone (moved, deleted) means the bundle is stale too; a new
 * source matters only once an existing one imports it, and that one is then newer.
 */
function bundleIsFresh() {
  const built = statSync(bundle, { throwIfNoEntry: false })?.mtimeMs;
  if (built === undefined) return false;
  let sources;
  try {
    sources = JSON.parse(readFileSync(join(root, 'dist', 'server', 'sources.json'), 'utf8'));
  } catch {
    return false;
  }
  return sources.every((file) => (statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) <= built);
}

let main;
if (bundleIsFresh()) {
  ({ main } = await import(pathToFileURL(bundle).href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../server/cli/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));

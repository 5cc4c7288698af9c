// Bundles the server and CLI into dist/server/tessera.mjs, so that `node bin/tessera.js` starts
// without compiling TypeScript on the fly. Packages stay external (they are installed). What the
// server loads on first use (`import()`, e.g. GraphQL) is split into chunks beside it, so the
// packages those parts import are not loaded at start-up.
import { build } from 'esbuild';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
mkdirSync(`${root}dist/server`, { recursive: true });
await build({
  entryPoints: [`${root}server/cli/main.ts`],
  outdir: `${root}dist/server`,
  entryNames: 'tessera',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log('built dist/server/tessera.mjs');

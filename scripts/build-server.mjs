// Bundles the server and CLI into dist/server/tessera.mjs, so that `node bin/tessera.js` starts
// without compiling TypeScript on the fly, with the packages it imports. What the
// server loads on first use (`import()`, e.g. GraphQL) is split into chunks beside it, so the
// packages those parts import are not loaded at start-up.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * Packages that Express requires as it loads but that a server answering its first read never
 * calls: wherever imported, each is a stand-in from scripts/lazy/ that loads the package on first use.
 */
const lazyPackages = {
  name: 'lazy-packages',
  setup(build) {
    build.onResolve({ filter: /^(mime-types|body-parser)$/ }, (args) => {
      const standIn = `${root}scripts/lazy/${args.path}.cjs`;
      return args.importer === standIn ? undefined : { path: standIn };
    });
  },
};
// Chunk names carry a hash: the chunks of an earlier build would pile up beside the new ones.
rmSync(`${root}dist/server/chunks`, { recursive: true, force: true });
mkdirSync(`${root}dist/server`, { recursive: true });
const { metafile } = await build({
  absWorkingDir: root,
  metafile: true,
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
  // Packages are bundled too (resolving and reading hundreds of package files took ~15 % of a cold
  // start), except those that find files beside their own at run time (sql.js its .wasm, sharp and
  // esbuild, under tsx, their native binaries) and optional ones never installed here. iconv-lite
  // stays outside too: Express's body-parser loads it, nothing of Tessera's decodes a non-UTF-8
  // body, and its code-page tables were a third of the bundle, decoded and parsed at every start.
  external: ['sql.js', 'sharp', 'tsx', 'tsx/*', 'esbuild', 'prettier', 'prettier/*', 'pg-native', 'iconv-lite'],
  // Bundled CommonJS packages require Node's built-ins: give every output file a require.
  banner: {
    js: "import { createRequire as __tesseraRequire } from 'node:module'; const require = __tesseraRequire(import.meta.url);",
  },
  plugins: [lazyPackages],
  sourcemap: 'linked',
  logLevel: 'warning',
});
// The sources the bundle was built from: bin/tessera.js runs the bundle only while none of them is
// newer, and stats these alone rather than walking server/ and shared/ at every start.
const sources = Object.keys(metafile.inputs).filter((file) => /^(server|shared)\//.test(file));
writeFileSync(`${root}dist/server/sources.json`, `${JSON.stringify(sources)}\n`);
console.log('built dist/server/tessera.mjs');

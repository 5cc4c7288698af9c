// Bundles the server and CLI into dist/server/tessera.cjs, so that `node bin/tessera.js` starts
// without compiling TypeScript on the fly, with the packages it imports. It is one CommonJS script:
// the launcher compiles it with V8's code cache, which only a script (not an ES module) takes in
// Node 20. What the server loads on first use (`import()`, e.g. GraphQL) stays unevaluated until
// then, and uncompiled: the cache holds only the functions a start-up ran.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * Packages that Express (or graphql-jit) requires as it loads but that a server answering its first
 * read never calls: wherever imported, each is a stand-in from scripts/lazy/ that loads the package
 * on first use.
 */
const lazyPackages = {
  name: 'lazy-packages',
  setup(build) {
    build.onResolve({ filter: /^(mime-types|body-parser|fast-json-stringify)$/ }, (args) => {
      const standIn = `${root}scripts/lazy/${args.path}.cjs`;
      return args.importer === standIn ? undefined : { path: standIn };
    });
  },
};
// The ES module bundle and its chunks of earlier builds; code caches made for an earlier bundle.
for (const stale of ['chunks', 'tessera.mjs', 'tessera.mjs.map', 'code-cache'])
  rmSync(`${root}dist/server/${stale}`, { recursive: true, force: true });
mkdirSync(`${root}dist/server`, { recursive: true });
const { metafile } = await build({
  absWorkingDir: root,
  metafile: true,
  entryPoints: [`${root}server/cli/main.ts`],
  outfile: `${root}dist/server/tessera.cjs`,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  // No comments, no indentation: a third less to read and compile, and ASCII alone (esbuild escapes
  // the rest), which bin/tessera.js reads as latin1; a comment left with a non-ASCII character had
  // made V8 hold and decode the whole bundle as two-byte text.
  minifyWhitespace: true,
  charset: 'ascii',
  target: 'node20',
  // Packages are bundled too (resolving and reading hundreds of package files took ~15 % of a cold
  // start), except those that find files beside their own at run time (sharp and esbuild, under tsx,
  // their native binaries) and optional ones never installed here. sql.js is bundled: its glue then
  // shares the bundle's code cache (compiled apart, it took 5 ms of a cold start), and its .wasm,
  // which it would look for beside itself, is found by server/db/sqljs.ts. iconv-lite
  // stays outside too: Express's body-parser loads it, nothing of Tessera's decodes a non-UTF-8
  // body, and its code-page tables were a third of the bundle, decoded and parsed at every start.
  external: ['sharp', 'tsx', 'tsx/*', 'esbuild', 'prettier', 'prettier/*', 'pg-native', 'iconv-lite'],
  // Where the sources ask for their own URL (to find the package root, to resolve a project's files).
  define: { 'import.meta.url': '__tesseraBundleUrl' },
  banner: { js: "const __tesseraBundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  plugins: [lazyPackages],
  sourcemap: 'linked',
  logLevel: 'warning',
});
if (readFileSync(`${root}dist/server/tessera.cjs`).some((byte) => byte > 0x7f))
  throw new Error('dist/server/tessera.cjs has a non-ASCII character: bin/tessera.js reads it as latin1');
// The sources the bundle was built from: bin/tessera.js runs the bundle only while none of them is
// newer, and stats these alone rather than walking server/ and shared/ at every start.
const sources = Object.keys(metafile.inputs).filter((file) => /^(server|shared)\//.test(file));
writeFileSync(`${root}dist/server/sources.json`, `${JSON.stringify(sources)}\n`);
console.log('built dist/server/tessera.cjs');

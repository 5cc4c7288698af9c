#!/usr/bin/env node
// CLI launcher. Runs the prebuilt server bundle (`npm run build:server`, also run by `npm ci`)
// while no source it was built from is newer; otherwise the TypeScript sources through tsx, so a
// change to the sources never runs stale code.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import vm from 'node:vm';
import { holdYoungGeneration } from './young-generation.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = join(root, 'dist', 'server', 'tessera.cjs');
const argv = process.argv.slice(2);

/**
 * serve's heap: its young generation held at 2 × 8 MiB (see young-generation.js), and its old
 * generation grown by half at most after a collection. V8 may grow the old one to several times what
 * is alive (a run of new filters with the response cache on left 60 MiB of old space for 25 MiB
 * alive, and the RSS at 158-176 MiB); by half at most kept it at 116-123 MiB, with list 25, GraphQL
 * and findOne throughput unchanged within the bench's noise. Set here, before any code is compiled:
 * V8 refuses compiled code cached under other flags (see loadBundle).
 */
if (argv[0] === 'serve') {
  setFlagsFromString('--heap-growing-percent=50');
  holdYoungGeneration();
  inlineWithinSqlite();
  startCompilingSqlite();
}

/**
 * SQLite's hot WebAssembly functions optimised with their small callees inlined, as later V8
 * releases do by default (Node 20's V8 11.3 has it behind this flag, off). A statement's step is a
 * chain of such calls (the VDBE loop, B-tree cursors, record decoding). In process a page of 25
 * entries took 75-77 us against 81-86 and populate=* 447 against 523; served, in turns, findOne
 * took 54.7-56.0 us of CPU against 61.3-65.3 in two of three runs (the same in the third), list 25
 * and populate=* 5-8 % less. Set before the module is compiled.
 */
function inlineWithinSqlite() {
  setFlagsFromString('--wasm-inlining');
}

/**
 * SQLite's WebAssembly read and validated on a background thread while the bundle loads. Its
 * functions are compiled lazily, on the main thread as start-up's first statements reach them.
 * Compiled whole on a background thread (as this did from 2d25964) it took 80-100 ms of one core
 * here, and the main thread, done loading the bundle first, waited idle for it: lazily, the median
 * cold start went from 473 to 430 ms (16 starts each, interleaved). One compilation task, not V8's
 * default of one a core: the hot functions' optimising compiles, which the first statements set
 * off, otherwise took both cores from the main thread (a median of 543 ms, 710 ms of CPU against
 * 520). The server takes the module from where it is left (server/db/sqljs.ts, COMPILING_SQLITE).
 */
function startCompilingSqlite() {
  setFlagsFromString('--wasm-num-compilation-tasks=1');
  const file = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  const compiling = WebAssembly.compile(readFileSync(file));
  // A failure is the server's to report, when it awaits this; a command that never does has none.
  compiling.catch(() => {});
  globalThis[Symbol.for('tessera.sqlite-wasm')] = compiling;
}

/**
 * The build lists the sources it bundled: statting those alone costs a fraction of walking every
 * folder at each start. A source that is gone (moved, deleted) means the bundle is stale too; a new
 * source matters only once an existing one imports it, and that one is then newer.
 */
function bundleIsFresh(built) {
  if (built === undefined) return false;
  let sources;
  try {
    sources = JSON.parse(readFileSync(join(root, 'dist', 'server', 'sources.json'), 'utf8'));
  } catch {
    return false;
  }
  // root ends with a separator; path.join normalised each of the ~280 paths, 8 ms of a cold start here.
  return sources.every(
    (file) => (statSync(root + file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) <= built.mtimeMs,
  );
}

/**
 * The bundle compiled with V8's code cache, as Node 22's module compile cache does (Node 20 has
 * none): compiling the bundle and, later, each function it runs on start-up was a fifth of a cold
 * start. The cache is written at exit by a process that had none (or had it refused), with every
 * function compiled by then. V8 checks its own version and flags but only the source's length, so
 * the file is named after the bundle's build time and size as well (a rebuild empties the folder).
 */
function loadBundle(built) {
  const require = createRequire(bundle);
  const dynamicImport = vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  // Before Node 20.12 a compiled script cannot import(): the bundle loads plainly, uncached.
  if (!dynamicImport) return require(bundle);
  const key = [process.version, process.arch, built.mtimeMs, built.size, process.execArgv, process.env.NODE_OPTIONS];
  const cacheFile = join(
    dirname(bundle),
    'code-cache',
    `${createHash('sha1').update(JSON.stringify(key)).digest('hex').slice(0, 16)}.bin`,
  );
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // The build makes the bundle ASCII alone (comments stripped, the rest escaped): read as latin1 it is
  // the same text, decoded without UTF-8's cost, and held in one byte a character.
  const source = readFileSync(bundle, 'latin1');
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: bundle,
    cachedData,
    importModuleDynamically: dynamicImport,
  });
  if (!cachedData || script.cachedDataRejected) process.once('exit', () => writeCodeCache(script, cacheFile));
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require, module, bundle, dirname(bundle));
  return module.exports;
}

/** Written beside and renamed, so a process starting meanwhile reads a whole cache or none. */
function writeCodeCache(script, cacheFile) {
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    const tmp = `${cacheFile}.${process.pid}`;
    writeFileSync(tmp, script.createCachedData());
    renameSync(tmp, cacheFile);
  } catch {
    // A read-only install runs uncached.
  }
}

const built = statSync(bundle, { throwIfNoEntry: false });
let main;
if (bundleIsFresh(built)) {
  ({ main } = loadBundle(built));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../server/cli/main.ts'));
}
process.exitCode = await main(argv);

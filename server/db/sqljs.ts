// Loads the sql.js WebAssembly module once per process.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import initSqlJs, { type SqlJsStatic } from 'sql.js';

/**
 * Where the launcher (bin/tessera.js) leaves SQLite's WebAssembly compiling while the server's
 * bundle loads: a promise of the compiled module.
 */
const COMPILING_SQLITE = Symbol.for('tessera.sqlite-wasm');

let loading: Promise<SqlJsStatic> | null = null;
const memories = new WeakMap<SqlJsStatic, WebAssembly.Memory>();

/**
 * A timer is held while the module compiles. WebAssembly compiles on V8's threads, which keep no
 * event loop handle alive: with nothing else pending (a server starting), Node's loop ran dry, and
 * Node then waited for every V8 background task to finish before polling again, the optimising
 * compiles that the start-up's SQL had set off among them. The server answered its first request
 * only after them: 300 ms of a 1 s cold start on a loaded machine, idle.
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  if (!loading) {
    const keepLoopAlive = setInterval(() => {}, 60_000);
    loading = instantiate().finally(() => clearInterval(keepLoopAlive));
  }
  return loading;
}

/**
 * SQLite's memory, where a column's text is read in place (sqljs-binding.ts); undefined where
 * sql.js was loaded without loadSqlJs.
 */
export function sqliteMemory(SQL: SqlJsStatic): WebAssembly.Memory | undefined {
  return memories.get(SQL);
}

/** sql.js instantiated here rather than by itself, which keeps its memory out of reach. */
async function instantiate(): Promise<SqlJsStatic> {
  const module = await compiledSqlite();
  let memory: WebAssembly.Memory | undefined;
  const SQL = await initSqlJs({
    instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) {
      const instance = new WebAssembly.Instance(module, imports);
      memory = Object.values(instance.exports).find((e): e is WebAssembly.Memory => e instanceof WebAssembly.Memory);
      receive(instance);
      return {};
    },
  } as Parameters<typeof initSqlJs>[0]);
  if (memory) memories.set(SQL, memory);
  return SQL;
}

function compiledSqlite(): Promise<WebAssembly.Module> {
  const started = (globalThis as Record<symbol, unknown>)[COMPILING_SQLITE];
  if (started instanceof Promise) return started as Promise<WebAssembly.Module>;
  const file = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  return readFile(file).then((bytes) => WebAssembly.compile(bytes));
}

export const SQLITE_HEADER = 'SQLite format 3\u0000';

export function looksLikeSqlite(bytes: Uint8Array): boolean {
  return bytes.length >= 100 && Buffer.from(bytes.subarray(0, 16)).toString('latin1') === SQLITE_HEADER;
}

// The launcher compiles the server bundle with V8's code cache: a start that had none writes it at
// exit, the next start takes it, and one V8 refuses (damaged, made for another bundle) is replaced.
// Built into a copy of the package, so the cache seen is this test's own.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, copyProject, grant, ROOT, serve, tempDir } from './helpers/tessera.ts';

let pkg: string;
let project: string;
const cacheDir = () => join(pkg, 'dist', 'server', 'code-cache');
const cacheFiles = () => readdirSync(cacheDir()).filter((f) => f.endsWith('.bin'));

beforeAll(() => {
  pkg = tempDir('tessera-code-cache-');
  for (const part of ['bin', 'server', 'shared', 'scripts/build-server.mjs', 'scripts/lazy', 'package.json'])
    cpSync(join(ROOT, part), join(pkg, part), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(pkg, 'node_modules'));
  const built = spawnSync(process.execPath, [join(pkg, 'scripts', 'build-server.mjs')], { encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  project = copyProject();
  grant(project, 'public', 'api::article.article.find');
}, 120_000);

afterAll(cleanup);

/** Serves the project from the copy, reads one list, and stops it (the cache is written at exit). */
async function startAndRead(): Promise<void> {
  const served = await serve(project, ['--quiet'], { bin: join(pkg, 'bin', 'tessera.js') });
  const res = await fetch(`${served.base}/api/articles`);
  expect(res.status).toBe(200);
  expect(Array.isArray((await res.json()).data)).toBe(true);
  expect((await served.stop()).code).toBe(0);
}

describe('the code cache of the server bundle', () => {
  it('is written at the exit of the first start', async () => {
    expect(() => readdirSync(cacheDir())).toThrow();
    await startAndRead();
    expect(cacheFiles()).toHaveLength(1);
  });

  it('is taken by the next start, which leaves it as it was', async () => {
    const [file] = cacheFiles();
    const before = statSync(join(cacheDir(), file));
    await startAndRead();
    expect(cacheFiles()).toEqual([file]);
    expect(statSync(join(cacheDir(), file)).mtimeMs).toBe(before.mtimeMs);
  });

  it('is replaced when V8 refuses it, and the server starts all the same', async () => {
    const [file] = cacheFiles();
    writeFileSync(join(cacheDir(), file), Buffer.alloc(4096, 7));
    await startAndRead();
    expect(readFileSync(join(cacheDir(), file)).equals(Buffer.alloc(4096, 7))).toBe(false);
  });
});

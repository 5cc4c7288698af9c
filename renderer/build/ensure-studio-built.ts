// Makes sure dist/renderer holds a build of the current renderer sources: builds with Vite when a
// source is newer than the last build. Used before `npm start` and by the end-to-end tests, which
// run in parallel processes, so the build is guarded by a lock directory.
// Run directly: `tsx renderer/build/ensure-studio-built.ts`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STAMP = join(ROOT, 'dist', 'renderer', '.build-stamp');
const LOCK = join(ROOT, 'dist', '.renderer-build.lock');
const SOURCES = ['renderer', 'shared', 'vite.config.ts', 'package.json', 'server/admin/studio-contract.ts'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

function isFresh(): boolean {
  return existsSync(STAMP) && statSync(STAMP).mtimeMs >= Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s))));
}

export async function ensureStudioBuilt(): Promise<void> {
  if (isFresh()) return;
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`the studio build lock ${LOCK} is held for too long; remove it if no build runs`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    if (isFresh()) return;
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    writeFileSync(STAMP, new Date().toISOString());
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await ensureStudioBuilt();
}

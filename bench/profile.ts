// `tsx bench/profile.ts [case ids...]`: runs Tessera (response cache off) under `node --cpu-prof`
// for each case, drives it with the case's load, and prints where the time went. Ids are those of
// bench/cases.ts (a-f, L1-L3), `start` profiles start-up to the first answer. The seeded fixture
// and the 100k database are kept in PROFILE_WORK (default: a temp folder) to reuse across runs.
import { existsSync, mkdirSync, readdirSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureCases, largeCases } from './cases.ts';
import { generateLarge } from './generate-large.ts';
import { load } from './load.ts';
import { printSummary } from './profile-summary.ts';
import { buildServer, root, startChild, stop } from './server-process.ts';
import { seededFixture } from './seed-fixture.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const work = process.env.PROFILE_WORK ?? join(tmpdir(), 'tessera-profile');

async function fixture(): Promise<{ project: string; db: string; large: string }> {
  const project = join(work, 'project');
  const db = join(work, 'data.db');
  const large = join(work, 'large.db');
  if (!existsSync(db)) {
    mkdirSync(work, { recursive: true });
    const seeded = await seededFixture();
    rmSync(project, { recursive: true, force: true });
    const { cpSync } = await import('node:fs');
    cpSync(seeded.project, project, { recursive: true });
    copyFileSync(seeded.db, db);
  }
  if (!existsSync(large)) {
    copyFileSync(db, large);
    await generateLarge(project, large, Number(process.env.BENCH_ARTICLES ?? 100_000));
  }
  return { project, db, large };
}

async function profileCase(id: string, project: string, db: string): Promise<{ file: string; skipMs: number }> {
  const spawned = Date.now();
  const dir = join(work, 'profiles', id);
  rmSync(dir, { recursive: true, force: true });
  const server = await startChild(
    [
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
      join(root, 'bin', 'tessera.js'),
      'serve',
      project,
      '--db',
      db,
      '--port',
      '0',
      '--env',
      'production',
    ],
    /REST\s+(http:\/\/\S+)\/api/,
    { TESSERA_RESPONSE_CACHE: 'off' },
  );
  const c = [...fixtureCases(), ...largeCases()].find((x) => x.id === id);
  // Start-up is profiled by `start`; the load cases leave it out (and the warm-up second).
  const skipMs = c ? Date.now() - spawned + 1000 : 0;
  if (c) {
    const r = await load(server.base, c, SECONDS, id.startsWith('L') ? 1 : 10);
    console.log(`${id} ${c.label}: ${r.rps.toFixed(0)} req/s p50 ${r.p50} ms p99 ${r.p99} ms errors ${r.errors}`);
  } else {
    await fetch(`${server.base}/api/articles`);
  }
  await stop(server.child);
  return { file: join(dir, readdirSync(dir)[0]), skipMs };
}

const ids = process.argv.slice(2);
buildServer();
const { project, db, large } = await fixture();
for (const id of ids.length ? ids : ['a', 'b', 'c', 'd', 'e', 'f', 'L2', 'L3']) {
  const { file, skipMs } = await profileCase(id, project, id.startsWith('L') ? large : db);
  printSummary(file, Number(process.env.PROFILE_TOP ?? 25), skipMs);
}

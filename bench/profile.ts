// `tsx bench/profile.ts [case ids...]`: runs Tessera (response cache off) under `node --cpu-prof`
// for each case, drives it with the case's load, and prints where the time went. Ids are those of
// bench/cases.ts (a-f, L1-L3), `start` profiles start-up to the first answer, `writes` the durable
// creates of 10 writers (the bench's writes section, fsync on). The seeded fixture
// and the 100k database are kept in PROFILE_WORK (default: a temp folder) to reuse across runs.
import { existsSync, mkdirSync, readdirSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixtureCases, largeCases } from './cases.ts';
import { generateLarge } from './generate-large.ts';
import { load } from './load.ts';
import { printSummary } from './profile-summary.ts';
import { buildServer, cli, serveArgs, startChild, stop } from './server-process.ts';
import { seededFixture } from './seed-fixture.ts';
import { writeLoad } from './write-load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const work = process.env.PROFILE_WORK ?? join(tmpdir(), 'tessera-profile');

async function fixture(needsLarge: boolean): Promise<{ project: string; db: string; large: string }> {
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
  if (needsLarge && !existsSync(large)) {
    copyFileSync(db, large);
    await generateLarge(project, large, Number(process.env.BENCH_ARTICLES ?? 100_000));
  }
  return { project, db, large };
}

async function profileCase(id: string, project: string, db: string): Promise<{ file: string; skipMs: number }> {
  const spawned = Date.now();
  const dir = join(work, 'profiles', id);
  rmSync(dir, { recursive: true, force: true });
  // Before the server starts: it locks the database.
  const token =
    id === 'writes'
      ? cli('token', 'create', '--type', 'full-access', '--name', `profile-${spawned}`, project, '--db', db)
      : '';
  const server = await startChild(
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...serveArgs(project, db)],
    /REST\s+(http:\/\/\S+)\/api/,
    // The writes run as the bench serves them: the cache they invalidate is part of their cost.
    id === 'writes' ? {} : { TESSERA_RESPONSE_CACHE: 'off' },
  );
  const c = [...fixtureCases(), ...largeCases()].find((x) => x.id === id);
  // Start-up is profiled by `start`; the load cases leave it out (and the warm-up second).
  const skipMs = c || id === 'writes' ? Date.now() - spawned + 1000 : 0;
  if (id === 'writes') {
    await writeLoad(server.base, token, 10, 1, 'profile-warm');
    const r = await writeLoad(server.base, token, 10, SECONDS, 'profile');
    console.log(
      `writes: ${r.rps.toFixed(0)} creates/s p50 ${r.p50.toFixed(1)} ms p99 ${r.p99.toFixed(1)} ms errors ${r.errors}`,
    );
  } else if (c) {
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
const chosen = ids.length ? ids : ['a', 'b', 'c', 'd', 'e', 'f', 'L2', 'L3'];
const { project, db, large } = await fixture(chosen.some((id) => id.startsWith('L')));
// The writes go to a fresh copy, so the fixture the read cases profile stays as seeded.
const writes = join(work, 'writes.db');
for (const id of chosen) {
  if (id === 'writes') {
    rmSync(`${writes}.journal`, { force: true });
    copyFileSync(db, writes);
  }
  const { file, skipMs } = await profileCase(id, project, id.startsWith('L') ? large : id === 'writes' ? writes : db);
  printSummary(file, Number(process.env.PROFILE_TOP ?? 25), skipMs);
}

// Durable creates without HTTP: Tessera in this process, `handle()` called by concurrent writers
// over a copy of the database, fsync on. Separates the data path's cost from the transport's, and
// counts how many creates each fsync served (group commit), a figure the machine's load hardly moves.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTessera } from '../server/app.ts';

export interface InProcessWrites {
  writers: number;
  creates: number;
  perSecond: number;
  /** This process's CPU time (user + system) per create. */
  cpuMsPerCreate: number;
  createsPerFsync: number;
}

export async function writeInProcess(
  project: string,
  db: string,
  token: string,
  writers: number,
  seconds: number,
): Promise<InProcessWrites> {
  const work = mkdtempSync(join(tmpdir(), 'tessera-bench-writes-'));
  const dbFile = join(work, 'data.db');
  copyFileSync(db, dbFile);
  const tessera = await createTessera({
    projectDir: project,
    dbFile,
    fsync: true,
    nodeEnv: 'production',
    log: () => {},
  });
  try {
    let n = 0;
    const create = async () => {
      const body = JSON.stringify({ data: { name: `in-process-${n++}` } });
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const res = await tessera.handle({ method: 'POST', url: '/api/tags', headers, body: Buffer.from(body) });
      if (res.status !== 200) throw new Error(`in-process create: ${res.status}`);
    };
    const run = async (ms: number) => {
      const end = performance.now() + ms;
      let done = 0;
      await Promise.all(
        Array.from({ length: writers }, async () => {
          while (performance.now() < end) {
            await create();
            done++;
          }
        }),
      );
      return done;
    };
    await run(1000);
    const db = tessera.project.db;
    if (!db) throw new Error('in-process writes measure the embedded database');
    const [commits, fsyncs, cpu, start] = [db.commits, db.fsyncs, process.cpuUsage(), performance.now()];
    const creates = await run(seconds * 1000);
    const elapsed = (performance.now() - start) / 1000;
    const used = process.cpuUsage(cpu);
    return {
      writers,
      creates,
      perSecond: creates / elapsed,
      cpuMsPerCreate: (used.user + used.system) / 1000 / creates,
      createsPerFsync: (db.commits - commits) / Math.max(1, db.fsyncs - fsyncs),
    };
  } finally {
    await tessera.project.close();
    rmSync(work, { recursive: true, force: true });
  }
}

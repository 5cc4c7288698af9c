// kill -9 at every instant of the database's file work, and power cuts that tear the journal: the
// next start always succeeds and keeps every acknowledged write, and writes made after a recovery
// survive the start after. CRASH_TRIALS raises the number of kills at random instants.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from './database.ts';

const CHILD = join(dirname(fileURLToPath(import.meta.url)), 'testing', 'crash-child.ts');
const RANDOM_TRIALS = Number(process.env.CRASH_TRIALS ?? 4);
/** Each case starts several processes; a loaded machine makes that slow, never wrong. */
const TIMEOUT = 300_000;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function freshFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-crash-'));
  dirs.push(dir);
  return join(dir, 'data.db');
}

interface ChildRun {
  acked: number[];
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Runs the crash child; `killAfterMs` kills it from outside (for `run`). */
function child(file: string, mode: string, from: number, count: number, killAfterMs?: number): Promise<ChildRun> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', CHILD, file, mode, String(from), String(count)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let stderr = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (stderr += d));
    let timer: NodeJS.Timeout | undefined;
    if (killAfterMs !== undefined) {
      // Counted from the first ack, so the kill lands while writing, not while the child starts.
      proc.stdout.once('data', () => (timer = setTimeout(() => proc.kill('SIGKILL'), killAfterMs)));
    }
    proc.once('close', (_code, signal) => {
      clearTimeout(timer);
      const acked = out
        .split('\n')
        .filter((l) => l.startsWith('ack '))
        .map((l) => Number(l.slice(4)));
      resolve({ acked, signal, stderr });
    });
  });
}

/** Opens the database as the next start would, and lists what it holds. */
async function valuesAfterRestart(file: string): Promise<number[]> {
  const db = await Database.open(file, { fsync: false });
  try {
    expect(db.all('PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    return db.all('SELECT v FROM t ORDER BY id').map((r) => Number(String(r.v).slice(1)));
  } finally {
    db.close();
  }
}

function range(from: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => from + i);
}

/** Leaves `file` with a snapshot and a journal of 5 whole entries (v0..v4) and the child killed. */
async function journalWithEntries(file: string): Promise<void> {
  const r = await child(file, 'write', 0, 5);
  expect(r.signal, r.stderr).toBe('SIGKILL');
  expect(r.acked).toEqual(range(0, 5));
}

describe('kill -9 at start-up', () => {
  for (const mode of ['before-rename', 'after-rename', 'reset']) {
    it(
      `killed ${mode === 'reset' ? 'while the journal is reset' : mode.replace('-', ' the ')} of the start-up snapshot: the next start keeps every write, and keeps going`,
      async () => {
        const file = freshFile();
        await journalWithEntries(file);
        const killed = await child(file, mode, 100, 1);
        expect(killed.signal, killed.stderr).toBe('SIGKILL');
        expect(killed.acked).toEqual([]);
        expect(await valuesAfterRestart(file)).toEqual(range(0, 5));
        // Writes after that recovery are kept by the start after it.
        const more = await child(file, 'write', 5, 3);
        expect(more.acked).toEqual(range(5, 3));
        expect(await valuesAfterRestart(file)).toEqual(range(0, 8));
        expect(readdirSync(dirname(file)).filter((n) => n.includes('.tmp-'))).toEqual([]);
      },
      TIMEOUT,
    );
  }
});

describe('kill -9 while writing', () => {
  it(
    'mid-append: the half-written entry was never acknowledged and is dropped; the next writes are kept',
    async () => {
      const file = freshFile();
      await journalWithEntries(file);
      const torn = await child(file, 'mid-append', 5, 3);
      expect(torn.acked).toEqual([5, 6]);
      expect(await valuesAfterRestart(file)).toEqual(range(0, 7));
      expect((await child(file, 'write', 7, 2)).acked).toEqual([7, 8]);
      expect(await valuesAfterRestart(file)).toEqual(range(0, 9));
    },
    TIMEOUT,
  );

  it(
    `at random instants (${RANDOM_TRIALS} kills): every acknowledged write is there, nothing else`,
    async () => {
      const file = freshFile();
      let next = 0;
      let acked: number[] = [];
      for (let trial = 0; trial < RANDOM_TRIALS; trial++) {
        const r = await child(file, 'run', next, 0, 20 + ((trial * 37) % 200));
        acked = acked.concat(r.acked);
        const held = await valuesAfterRestart(file);
        // The write in flight at the kill may have reached the journal without its ack.
        const inFlight = r.acked.length ? r.acked[r.acked.length - 1] + 1 : next;
        expect(held.filter((v) => v !== inFlight)).toEqual(acked);
        next = Math.max(inFlight, ...held) + 1;
        acked = held;
      }
      console.log(
        `${RANDOM_TRIALS} kills at random instants: ${acked.length} writes held, every acknowledged one among them`,
      );
    },
    TIMEOUT * 10,
  );
});

describe('a full disk', () => {
  it(
    'an append cut short is refused and leaves no torn bytes: the writes after it survive the next start',
    async () => {
      const file = freshFile();
      await journalWithEntries(file);
      const r = await child(file, 'disk-full', 5, 4);
      expect(r.signal, r.stderr).toBe('SIGKILL');
      expect(r.acked).toEqual([5, 7, 8]);
      expect(await valuesAfterRestart(file)).toEqual([0, 1, 2, 3, 4, 5, 7, 8]);
    },
    TIMEOUT,
  );
});

describe('a journal torn by a power cut', () => {
  it(
    'is cut back to its last whole entry before anything is appended, so later writes survive the next start',
    async () => {
      const file = freshFile();
      await journalWithEntries(file);
      const journal = `${file}.journal`;
      const whole = readFileSync(journal);
      // Tear the last entry at every byte, and once leave garbage where the tail was being written.
      const lastStart = whole.lastIndexOf(0x0a, whole.length - 2) + 1;
      const tears = [lastStart + 1, lastStart + ((whole.length - lastStart) >> 1), whole.length - 1];
      for (const at of tears) {
        writeFileSync(journal, whole);
        truncateSync(journal, at);
        expect(await valuesAfterRestart(file)).toEqual(range(0, 4)); // v4 was torn: dropped
        writeFileSync(journal, whole); // the next case starts from the same bytes
      }
      writeFileSync(journal, Buffer.concat([whole.subarray(0, lastStart), Buffer.alloc(300)]));
      const after = await child(file, 'write', 50, 3);
      expect(after.acked).toEqual([50, 51, 52]);
      expect(await valuesAfterRestart(file)).toEqual([0, 1, 2, 3, 50, 51, 52]);
      expect(existsSync(journal) && statSync(journal).size).toBeLessThan(whole.length);
    },
    TIMEOUT,
  );
});

// A process that writes to a database and is killed (SIGKILL, by itself) at a chosen instant of
// its file work, for the crash tests. Prints `ack N` once write N is durable.
//   node --import tsx crash-child.ts FILE MODE FROM COUNT
// MODE: `write` (kill after the last ack), `after-rename` / `before-rename` / `reset` (kill at that step
// of the first snapshot written, at start-up when the journal has entries), `mid-append` (kill with
// half of the journal line of write FROM+COUNT-1 written), `run` (write until killed from outside),
// `disk-full` (the journal line of write FROM+1 is cut short by a full disk: half of it written, then
// ENOSPC; that write prints `refused N` and the next ones go on, then kill after the last ack).
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';

const [file, mode, fromText, countText] = process.argv.slice(2);
const from = Number(fromText);
const count = Number(countText);
const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

const { renameSync, writeSync, ftruncateSync } = fs;
if (mode === 'after-rename')
  fs.renameSync = (a, b) => {
    renameSync(a, b);
    die();
  };
if (mode === 'before-rename') fs.renameSync = () => die();
let renamed = false;
if (mode === 'reset') {
  fs.renameSync = (a, b) => {
    renameSync(a, b);
    renamed = true;
  };
  fs.ftruncateSync = (fd, len) => {
    ftruncateSync(fd, len);
    if (renamed && len === 0) die();
  };
}
if (mode === 'mid-append') {
  const marker = `"v${from + count - 1}"`;
  fs.writeSync = ((fd: number, buf: NodeJS.ArrayBufferView, ...rest: unknown[]) => {
    if (Buffer.isBuffer(buf) && buf.includes(marker)) {
      writeSync(fd, buf.subarray(0, buf.length >> 1));
      die();
    }
    return (writeSync as (...a: unknown[]) => number)(fd, buf, ...rest);
  }) as typeof fs.writeSync;
}
if (mode === 'disk-full') {
  const marker = `"v${from + 1}"`;
  let full = true;
  fs.writeSync = ((fd: number, buf: NodeJS.ArrayBufferView, ...rest: unknown[]) => {
    if (full && Buffer.isBuffer(buf) && buf.includes(marker)) {
      full = false;
      writeSync(fd, buf.subarray(0, buf.length >> 1));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    return (writeSync as (...a: unknown[]) => number)(fd, buf, ...rest);
  }) as typeof fs.writeSync;
}
syncBuiltinESMExports();

const { Database } = await import('../database.ts');
const db = await Database.open(file, { fsync: true });
db.run('CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, v TEXT NOT NULL UNIQUE)');
const total = mode === 'run' ? Number.MAX_SAFE_INTEGER : count;
for (let i = 0; i < total; i++) {
  try {
    db.run('INSERT INTO t (v) VALUES (?)', [`v${from + i}`]);
  } catch {
    fs.writeSync(1, `refused ${from + i}\n`);
    continue;
  }
  await db.whenDurable();
  fs.writeSync(1, `ack ${from + i}\n`);
}
die();

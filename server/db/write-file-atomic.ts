// A file replaced whole or not at all: written beside it, flushed to disk, then renamed over it.
import { closeSync, fsyncSync, openSync, renameSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { snapshotTempName } from './recovery.ts';

export function writeFileAtomic(file: string, bytes: Uint8Array): void {
  const tmp = snapshotTempName(file);
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, bytes);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  try {
    const dirFd = openSync(dirname(file), 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
  } catch {
    // Some filesystems refuse fsync on a directory; the rename itself is still atomic.
  }
}

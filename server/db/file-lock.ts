// One server per database file: a lock file holding the owner's pid. A lock left by a dead
// process (kill -9) is taken over.
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { ProjectError } from '../errors.ts';

export class FileLock {
  private held = false;

  constructor(readonly path: string) {}

  acquire(): void {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(this.path, 'wx');
        writeSync(fd, String(process.pid));
        closeSync(fd);
        this.held = true;
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const pid = Number(readFileSync(this.path, 'utf8').trim());
        if (pid && pid !== process.pid && isAlive(pid)) {
          throw new ProjectError(
            `the database ${this.path.replace(/\.lock$/, '')} is in use by another Tessera process (pid ${pid}); stop it first`,
          );
        }
        rmSync(this.path, { force: true });
      }
    }
    throw new ProjectError(`could not lock ${this.path}`);
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    rmSync(this.path, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

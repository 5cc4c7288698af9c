// Named snapshots of a project's data for resettable end-to-end runs: the whole database and the
// uploaded files, kept beside the database (`.tmp/snapshots/<name>/`). Uploaded files are hard
// links where the filesystem allows (they are never modified in place), so a save costs little.
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../db/write-file-atomic.ts';
import { NotFoundError, ValidationError } from '../errors.ts';

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface SnapshotInfo {
  name: string;
  /** Bytes of the database file. */
  size: number;
  createdAt: string;
}

export class SnapshotStore {
  readonly dir: string;

  constructor(
    dbFile: string,
    private readonly uploadsDir: string,
  ) {
    this.dir = join(dirname(dbFile), 'snapshots');
  }

  static checkName(name: string): string {
    if (!NAME.test(name) || name.includes('..')) {
      throw new ValidationError(
        `Invalid snapshot name ${JSON.stringify(name)}: use letters, digits, dot, dash and underscore (at most 64)`,
      );
    }
    return name;
  }

  databaseFile(name: string): string {
    const file = join(this.dir, SnapshotStore.checkName(name), 'data.db');
    if (!existsSync(file)) throw new NotFoundError(`No snapshot named ${JSON.stringify(name)}`);
    return file;
  }

  /** Writes the snapshot whole (in a scratch folder, then renamed into place), replacing one of the same name. */
  save(name: string, database: Uint8Array): SnapshotInfo {
    SnapshotStore.checkName(name);
    mkdirSync(this.dir, { recursive: true });
    const target = join(this.dir, name);
    const scratch = join(this.dir, `.${name}.tmp-${process.pid}`);
    rmSync(scratch, { recursive: true, force: true });
    mkdirSync(scratch);
    writeFileAtomic(join(scratch, 'data.db'), database);
    if (existsSync(this.uploadsDir)) linkTree(this.uploadsDir, join(scratch, 'uploads'));
    const old = join(this.dir, `.${name}.old-${process.pid}`);
    if (existsSync(target)) renameSync(target, old);
    renameSync(scratch, target);
    rmSync(old, { recursive: true, force: true });
    return this.info(name);
  }

  list(): SnapshotInfo[] {
    if (!existsSync(this.dir)) return [];
    return readdirSync(this.dir)
      .filter((n) => NAME.test(n) && existsSync(join(this.dir, n, 'data.db')))
      .sort()
      .map((n) => this.info(n));
  }

  delete(name: string): void {
    this.databaseFile(name);
    rmSync(join(this.dir, name), { recursive: true, force: true });
  }

  /** Makes the uploads folder hold exactly the snapshot's files. */
  restoreUploads(name: string): void {
    const saved = join(this.dir, SnapshotStore.checkName(name), 'uploads');
    rmSync(this.uploadsDir, { recursive: true, force: true });
    if (existsSync(saved)) linkTree(saved, this.uploadsDir);
  }

  private info(name: string): SnapshotInfo {
    const st = statSync(join(this.dir, name, 'data.db'));
    return { name, size: st.size, createdAt: st.mtime.toISOString() };
  }
}

function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const src = join(from, entry.name);
    const dst = join(to, entry.name);
    if (entry.isDirectory()) linkTree(src, dst);
    else if (entry.isFile()) {
      try {
        linkSync(src, dst);
      } catch {
        copyFileSync(src, dst);
      }
    }
  }
}

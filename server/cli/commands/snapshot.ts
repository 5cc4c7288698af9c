// `tessera snapshot`: named snapshots of a project's data (database and uploads) for resettable
// end-to-end runs. `save` and `list` work while the server runs; `restore` and `delete` of the
// running server's data go through its /_tessera/snapshots routes instead (the database is locked).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Database } from '../../db/database.ts';
import { ProjectError } from '../../errors.ts';
import { defaultDbFile, projectModelSources } from '../../project.ts';
import { SchemaRegistry } from '../../schema/registry.ts';
import { restoreSnapshot } from '../../snapshots/restore-snapshot.ts';
import { SnapshotStore } from '../../snapshots/snapshot-store.ts';
import { type Command, parse, printsHelp, UsageError } from '../usage.ts';

const usage = [
  'usage: tessera snapshot save NAME [PROJECT] [--db FILE]',
  '       tessera snapshot restore NAME [PROJECT] [--db FILE]',
  '       tessera snapshot list [PROJECT] [--db FILE]',
  '       tessera snapshot delete NAME [PROJECT] [--db FILE]',
].join('\n');

const SUBCOMMANDS = ['save', 'restore', 'list', 'delete'];

export const snapshotCommand: Command = {
  name: 'snapshot',
  summary: 'save, restore, list and delete named snapshots of the data',
  usage,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (printsHelp(sub, io, usage)) return 0;
    if (!SUBCOMMANDS.includes(sub ?? ''))
      throw new UsageError(
        sub ? `unknown snapshot command "${sub}"` : 'snapshot needs a command: save, restore, list or delete',
        usage,
      );
    const needsName = sub !== 'list';
    const { values, positionals } = parse(rest, { db: { type: 'string' } }, usage, needsName ? 2 : 1);
    if (values.help) {
      io.out(usage);
      return 0;
    }
    const name = needsName ? positionals[0] : undefined;
    if (needsName && !name) throw new UsageError(`snapshot ${sub} needs a NAME`, usage);
    if (name) {
      try {
        SnapshotStore.checkName(name);
      } catch (err) {
        throw new UsageError((err as Error).message, usage);
      }
    }
    const projectDir = resolve(positionals[needsName ? 1 : 0] ?? '.');
    const dbFile = resolve((values.db as string | undefined) ?? defaultDbFile(projectDir));
    const store = new SnapshotStore(dbFile, join(projectDir, 'public', 'uploads'));
    if (sub === 'list') {
      for (const s of store.list()) io.out(`${s.name}\t${s.size}\t${s.createdAt}`);
      return 0;
    }
    if (sub === 'delete') {
      store.delete(name!);
      io.out(`deleted ${name}`);
      return 0;
    }
    if (!existsSync(dbFile)) throw new ProjectError(`no database at ${dbFile}`);
    if (sub === 'save') {
      // Read without the lock, as `export` does, so a running server is not disturbed.
      const db = await Database.open(dbFile, { readOnly: true });
      try {
        const info = store.save(name!, db.export());
        io.out(`saved ${info.name} (${info.size} bytes)`);
      } finally {
        db.close();
      }
      return 0;
    }
    const db = await Database.open(dbFile, { lock: true }).catch((err: Error) => {
      throw new ProjectError(
        `${err.message} (while the server runs, restore with POST /_tessera/snapshots/${name}/restore)`,
      );
    });
    try {
      const ms = await restoreSnapshot(store, name!, {
        db,
        registry: new SchemaRegistry(projectModelSources(projectDir)),
      });
      io.out(`restored ${name} in ${ms.toFixed(1)} ms`);
    } finally {
      db.close();
    }
    return 0;
  },
};

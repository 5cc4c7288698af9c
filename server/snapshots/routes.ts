// `/_tessera/snapshots`: save, list, restore and delete snapshots while the server runs, so an
// end-to-end suite resets the backend before each run. Admin credentials only (the studio session
// or a full-access API token), and not registered at all in production.
import { embeddedDatabase } from '../project.ts';
import { ensureAdminCaller } from '../admin/admin-caller.ts';
import type { Router } from '../http/router.ts';
import type { PluginDeps } from '../plugins/routes.ts';
import { restoreSnapshot } from './restore-snapshot.ts';
import { SnapshotStore } from './snapshot-store.ts';

export const SNAPSHOTS_PATH = '/_tessera/snapshots';

/** A snapshot is a copy of the database file; PostgreSQL has its own (pg_dump, a template database). */
const FILE_COPIES = 'Snapshots are copies of the embedded database file (use pg_dump and pg_restore for PostgreSQL)';

export function registerSnapshotRoutes(router: Router, deps: PluginDeps): void {
  const { project } = deps;
  if (project.nodeEnv === 'production') return;
  const store = new SnapshotStore(project.dbFile, project.uploadsDir);
  // The list changes with files, not with database writes: never kept by the response cache.
  router.add(
    'GET',
    SNAPSHOTS_PATH,
    async (ctx) => {
      await ensureAdminCaller(project, ctx);
      return { status: 200, body: { data: store.list() } };
    },
    { cache: false },
  );
  router.add('POST', `${SNAPSHOTS_PATH}/:name`, async (ctx) => {
    await ensureAdminCaller(project, ctx);
    return {
      status: 200,
      body: { data: store.save(ctx.params.name, embeddedDatabase(project, FILE_COPIES).export()) },
    };
  });
  router.add('POST', `${SNAPSHOTS_PATH}/:name/restore`, async (ctx) => {
    await ensureAdminCaller(project, ctx);
    const ms = await restoreSnapshot(store, ctx.params.name, {
      db: embeddedDatabase(project, FILE_COPIES),
      registry: project.registry,
      invalidate: () => project.access.invalidate(),
    });
    return { status: 200, body: { data: { name: ctx.params.name, ms: Math.round(ms * 10) / 10 } } };
  });
  router.add('DELETE', `${SNAPSHOTS_PATH}/:name`, async (ctx) => {
    await ensureAdminCaller(project, ctx);
    store.delete(ctx.params.name);
    return { status: 200, body: { data: { name: ctx.params.name } } };
  });
}

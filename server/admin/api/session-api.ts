// Who is signed in to the studio and on which project; signing out.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { getConfig } from '../../config/load-config.ts';
import { packageRoot } from '../../package-root.ts';
import type { Project } from '../../project.ts';
import { adminSession, type AdminApi } from '../admin-api.ts';
import { clearedSessionCookie } from '../admin-sessions.ts';
import { adminState } from '../admin-state.ts';
import { describeSchema } from '../describe-schema.ts';
import type { StudioSession } from '../studio-contract.ts';

const version = String(
  (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version,
);

export function registerSessionApi(api: AdminApi, project: Project): void {
  api.get('/session', (ctx) => {
    const body: StudioSession = {
      project: { name: basename(project.dir), dir: project.dir, dbFile: project.dbFile },
      server: {
        version,
        // As the browser reaches them: under the path Tessera is mounted at.
        restPrefix: ctx.basePath + String(getConfig(project.config, 'api.rest.prefix', '/api')),
        graphqlPath: ctx.basePath + String(getConfig(project.config, 'plugins.graphql.config.endpoint', '/graphql')),
      },
      expiresAt: new Date(adminSession(ctx).expiresAt).toISOString(),
    };
    return { status: 200, body };
  });

  api.post('/session/logout', async (ctx) => {
    // Answered once the other instances on the database refuse the session too.
    await adminState(project).sessions.revoke(adminSession(ctx));
    return { status: 204, headers: { 'set-cookie': clearedSessionCookie(ctx.basePath) } };
  });

  api.get('/schema', async () => ({ status: 200, body: await describeSchema(project.registry, project.engine) }));
}

// What the admin side keeps per open project (in this process): its sessions and its request log.
// A session signed out here is refused by the other instances on the same database too.
import { projectSecret } from '../auth/secrets.ts';
import { getConfig } from '../config/load-config.ts';
import type { Project } from '../project.ts';
import { AdminSessions } from './admin-sessions.ts';
import { RequestLog } from './request-log.ts';

export interface AdminState {
  sessions: AdminSessions;
  requests: RequestLog;
}

const states = new WeakMap<Project, AdminState>();

/** Reads (or makes) the admin secret: once, when the app opens the project. */
export async function prepareAdminState(project: Project): Promise<void> {
  if (states.has(project)) return;
  const secret = await projectSecret(
    project.engine,
    'admin',
    getConfig(project.config, 'admin.auth.secret', undefined),
  );
  const sessions = new AdminSessions(secret);
  const { feed } = project;
  sessions.onRevoke = (id, expiresAt) => feed.announce({ kind: 'admin-revoked', id, expiresAt });
  feed.subscribe((change) => {
    if (change.kind === 'admin-revoked') sessions.forget(change.id, change.expiresAt);
  });
  states.set(project, { sessions, requests: new RequestLog() });
}

export function adminState(project: Project): AdminState {
  const state = states.get(project);
  if (!state) throw new Error('prepareAdminState() was not awaited for this project');
  return state;
}

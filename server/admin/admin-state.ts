// What the admin side keeps per open project (in this process): its sessions and its request log.
// A session signed out here is refused by the other instances on the same database too.
import { projectSecret } from '../auth/secrets.ts';
import { getConfig } from '../config/load-config.ts';
import { PgEngine } from '../db/postgres/pg-engine.ts';
import type { Project } from '../project.ts';
import { AdminSessions } from './admin-sessions.ts';
import { RequestLog } from './request-log.ts';
import { MemoryRevocations, PgRevocations } from './session-revocations.ts';

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
  const { engine } = project;
  const sessions = new AdminSessions(
    secret,
    engine instanceof PgEngine ? new PgRevocations(engine) : new MemoryRevocations(),
  );
  states.set(project, { sessions, requests: new RequestLog() });
}

export function adminState(project: Project): AdminState {
  const state = states.get(project);
  if (!state) throw new Error('prepareAdminState() was not awaited for this project');
  return state;
}

// What the admin side keeps per open project (in this process): its sessions and its request log.
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

export function adminState(project: Project): AdminState {
  let state = states.get(project);
  if (!state) {
    const secret = projectSecret(project.db, 'admin', getConfig(project.config, 'admin.auth.secret', undefined));
    state = { sessions: new AdminSessions(secret), requests: new RequestLog() };
    states.set(project, state);
  }
  return state;
}

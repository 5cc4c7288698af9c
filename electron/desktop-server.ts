// The desktop app's server: the same Express server the CLI runs, in-process on a free loopback port,
// and a one-time studio link for the window to open (the window signs itself in).
import { listen, type RunningTessera } from '../server/adapters/listen.ts';
import { issueStudioLogin } from '../server/admin/index.ts';

export interface DesktopServer {
  app: RunningTessera;
  /** Full URL of a one-time studio sign-in link. */
  studioUrl: string;
  /** A fresh sign-in link (for a second window, or after signing out). */
  newStudioUrl(): string;
  close(): Promise<void>;
}

export async function startDesktopServer(options: {
  projectDir: string;
  dbFile?: string;
  log?: (line: string) => void;
}): Promise<DesktopServer> {
  const app = await listen({
    projectDir: options.projectDir,
    dbFile: options.dbFile,
    port: 0,
    host: '127.0.0.1',
    nodeEnv: 'development',
    log: options.log ?? ((line) => process.stderr.write(`${line}\n`)),
  });
  const newStudioUrl = () => `${app.url}${issueStudioLogin(app.project)}`;
  return { app, studioUrl: newStudioUrl(), newStudioUrl, close: () => app.close() };
}

// The desktop app's main process: a thin shell over tested modules. It picks the project, starts
// the server in-process, and opens a window on the studio with a one-time sign-in link.
import { app, BrowserWindow, ipcMain, shell } from 'electron';
import { fileURLToPath } from 'node:url';
import { startDesktopServer, type DesktopServer } from './desktop-server.ts';
import { decideNavigation } from './navigation-policy.ts';
import { ensureDefaultProject, projectFromArgs } from './project-location.ts';
import { studioWindowOptions } from './window-options.ts';

let server: DesktopServer | null = null;

async function openStudioWindow(target: DesktopServer): Promise<void> {
  const window = new BrowserWindow(studioWindowOptions(fileURLToPath(new URL('./preload.cjs', import.meta.url))));
  const origin = new URL(target.app.url).origin;
  const route = (url: string) => {
    const decision = decideNavigation(url, origin);
    if (decision === 'external') void shell.openExternal(url);
    return decision === 'allow';
  };
  window.webContents.setWindowOpenHandler(({ url }) => {
    route(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (!route(url)) event.preventDefault();
  });
  window.once('ready-to-show', () => window.show());
  await window.loadURL(target.newStudioUrl());
}

async function start(): Promise<void> {
  await app.whenReady();
  const projectDir = projectFromArgs(process.argv, process.env) ?? ensureDefaultProject(app.getPath('userData')).dir;
  server = await startDesktopServer({ projectDir });
  ipcMain.handle('tessera:reveal-project', () => shell.openPath(projectDir));
  ipcMain.handle('tessera:new-studio-link', () => server?.newStudioUrl());
  await openStudioWindow(server);
  app.on('activate', () => {
    if (server && BrowserWindow.getAllWindows().length === 0) void openStudioWindow(server);
  });
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', (event) => {
  if (!server) return;
  event.preventDefault();
  const closing = server;
  server = null;
  void closing.close().finally(() => app.quit());
});

start().catch((err: unknown) => {
  process.stderr.write(`Tessera could not start: ${(err as Error).stack ?? String(err)}\n`);
  app.exit(1);
});

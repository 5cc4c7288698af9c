// The studio window's only bridge to the desktop shell (a sandboxed preload: CommonJS, electron
// module only). The studio checks `window.tesseraDesktop` to show desktop-only actions.
const { contextBridge, ipcRenderer } = require('electron');

contextBridge.exposeInMainWorld('tesseraDesktop', {
  platform: process.platform,
  /** Opens the project folder in the system file manager. */
  revealProject: () => ipcRenderer.invoke('tessera:reveal-project'),
  /** A fresh one-time studio link, after signing out. */
  newStudioLink: () => ipcRenderer.invoke('tessera:new-studio-link'),
});

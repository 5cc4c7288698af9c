// The studio window: a sandboxed renderer with context isolation and no Node, whose only bridge
// is the preload script.
import type { BrowserWindowConstructorOptions } from 'electron';

export function studioWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    title: 'Tessera',
    backgroundColor: '#f5f6fa',
    show: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      spellcheck: true,
    },
  };
}

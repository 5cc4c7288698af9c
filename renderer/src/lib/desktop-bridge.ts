// The desktop shell's bridge (electron/preload.cjs), present only inside the desktop app.
export interface DesktopBridge {
  platform: string;
  revealProject(): Promise<void>;
  newStudioLink(): Promise<string | undefined>;
}

export function desktopBridge(): DesktopBridge | null {
  return (window as unknown as { tesseraDesktop?: DesktopBridge }).tesseraDesktop ?? null;
}

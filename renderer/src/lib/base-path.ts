// Where the server is mounted (`app.use('/cms', tessera.express())` → '/cms'; '' at the root). The
// server writes it into the studio page as `window.__TESSERA_BASE__`; every URL the studio builds
// for the server starts with it.
declare global {
  interface Window {
    __TESSERA_BASE__?: string;
  }
}

export const BASE_PATH: string = typeof window === 'undefined' ? '' : (window.__TESSERA_BASE__ ?? '');

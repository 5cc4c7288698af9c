// The paths of the studio and of Tessera's own controls, which the middleware that serves frontends
// (CORS, the mock controls, the request log) leaves alone. Lower-cased first: routes match
// case-insensitively, so `/ADMIN/api/...` reaches the studio's API too.

/** The studio and its API (`/admin`, `/admin/...`). */
export function isStudioPath(path: string): boolean {
  const p = path.toLowerCase();
  return p === '/admin' || p.startsWith('/admin/');
}

/** The studio, or Tessera's own controls under `/_tessera/` (snapshots): both take the studio's session. */
export function isStudioOrControlsPath(path: string): boolean {
  return isStudioPath(path) || path.toLowerCase().startsWith('/_tessera/');
}

// The studio's routes live in the URL hash (`#/content/api::article.article?page=2`): they work
// the same in the browser, under `tessera serve`, in the Vite dev server and in the desktop shell.
import { useSyncExternalStore } from 'react';

export interface Location {
  path: string;
  segments: string[];
  query: URLSearchParams;
}

function read(): Location {
  const raw = window.location.hash.replace(/^#/, '') || '/';
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  return {
    path,
    segments: path.split('/').filter(Boolean).map(decodeURIComponent),
    query: new URLSearchParams(q < 0 ? '' : raw.slice(q + 1)),
  };
}

let current = read();
let currentHash = window.location.hash;
const listeners = new Set<() => void>();
window.addEventListener('hashchange', () => {
  if (holding && window.location.hash !== currentHash) {
    // A link or Back while edits are unsaved: stay, and ask (see useHeldNavigation).
    held = window.location.hash;
    window.history.replaceState(null, '', currentHash || '#/');
    heldListeners.forEach((l) => l());
    return;
  }
  current = read();
  currentHash = window.location.hash;
  listeners.forEach((l) => l());
});

let holding = false;
let held: string | null = null;
const heldListeners = new Set<() => void>();

/** While on, a hash change the user makes (a link, Back) waits for `releaseHeldNavigation`. */
export function holdNavigation(on: boolean): void {
  holding = on;
}

/** The route a user tried to open while navigation was held, or null. */
export function useHeldNavigation(): string | null {
  return useSyncExternalStore(
    (l) => (heldListeners.add(l), () => heldListeners.delete(l)),
    () => held,
  );
}

/** Goes to the held route (`leave`) or forgets it. */
export function releaseHeldNavigation(leave: boolean): void {
  const target = held;
  held = null;
  heldListeners.forEach((l) => l());
  if (leave && target) {
    holding = false;
    navigate(target);
  }
}

export function useLocation(): Location {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => current,
  );
}

/** `href('content', uid, 12)` → `#/content/api%3A%3A…/12`. */
export function href(...segments: Array<string | number>): string {
  return `#/${segments.map((s) => encodeURIComponent(String(s))).join('/')}`;
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = to.startsWith('#') ? to : `#${to}`;
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  current = read();
  currentHash = window.location.hash;
  listeners.forEach((l) => l());
}

/** Replaces query parameters of the current route (empty values are removed). */
export function setQuery(
  changes: Record<string, string | number | null | undefined>,
  options: { replace?: boolean } = { replace: true },
): void {
  const query = new URLSearchParams(current.query);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined || v === '') query.delete(k);
    else query.set(k, String(v));
  }
  const qs = query.toString();
  navigate(`${current.path}${qs ? `?${qs}` : ''}`, options);
}

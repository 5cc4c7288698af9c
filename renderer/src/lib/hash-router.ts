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
const listeners = new Set<() => void>();
window.addEventListener('hashchange', () => {
  current = read();
  listeners.forEach((l) => l());
});

export function useLocation(): Location {
  return useSyncExternalStore((l) => (listeners.add(l), () => listeners.delete(l)), () => current);
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
  listeners.forEach((l) => l());
}

/** Replaces query parameters of the current route (empty values are removed). */
export function setQuery(changes: Record<string, string | number | null | undefined>, options: { replace?: boolean } = { replace: true }): void {
  const query = new URLSearchParams(current.query);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined || v === '') query.delete(k);
    else query.set(k, String(v));
  }
  const qs = query.toString();
  navigate(`${current.path}${qs ? `?${qs}` : ''}`, options);
}

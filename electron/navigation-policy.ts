// Where the studio window may go: pages of its own server stay in the window; web links open in
// the system browser; anything else (file:, other schemes) is refused.
export type NavigationDecision = 'allow' | 'external' | 'deny';

export function decideNavigation(target: string, serverOrigin: string): NavigationDecision {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'deny';
  }
  if (url.origin === serverOrigin) return 'allow';
  if (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:') return 'external';
  return 'deny';
}

import { useEffect } from 'react';
import { useToasts } from '../stores/toast-store.ts';
import { Icon } from './Icon.tsx';

/** An area and what it shows: a content type's list and its entries are one page. */
const pageOf = (url: string) => new URL(url).hash.replace(/^#\/?/, '').split(/[/?]/).slice(0, 2).join('/');

export function Toasts() {
  const { toasts, dismiss, clear } = useToasts();
  // A notice belongs to the page it was raised on: following a link elsewhere clears it, while the
  // studio's own moves (a new entry to its saved id, a deleted one back to its list) keep it.
  useEffect(() => {
    const onHashChange = (e: HashChangeEvent) => {
      if (pageOf(e.oldURL) !== pageOf(e.newURL)) clear();
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [clear]);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role="status">
          <Icon name={t.kind === 'error' ? 'alert' : t.kind === 'success' ? 'checkCircle' : 'info'} />
          <span className="grow">{t.message}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            <Icon name="x" />
          </button>
        </div>
      ))}
    </div>
  );
}

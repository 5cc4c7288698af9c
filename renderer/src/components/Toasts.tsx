import { useEffect } from 'react';
import { useLocation } from '../lib/hash-router.ts';
import { useToasts } from '../stores/toast-store.ts';
import { Icon } from './Icon.tsx';

export function Toasts() {
  const { toasts, dismiss, clear } = useToasts();
  const { segments } = useLocation();
  // A notice belongs to the page it was raised on: an area and what it shows (a content type's list
  // and its entries are one page, so "Entry deleted" is still read on the list it returns to).
  const page = segments.slice(0, 2).join('/');
  useEffect(() => clear(), [page, clear]);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role="status">
          <Icon name={t.kind === 'error' ? 'alert' : t.kind === 'success' ? 'checkCircle' : 'info'} />
          <span className="grow">{t.message}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismiss(t.id)}><Icon name="x" /></button>
        </div>
      ))}
    </div>
  );
}

import { useToasts } from '../stores/toast-store.ts';
import { Icon } from './Icon.tsx';

export function Toasts() {
  const { toasts, dismiss } = useToasts();
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role="status" onClick={() => dismiss(t.id)}>
          <Icon name={t.kind === 'error' ? 'alert' : t.kind === 'success' ? 'checkCircle' : 'info'} />
          <span>{t.message}</span>
        </div>
      ))}
    </div>
  );
}

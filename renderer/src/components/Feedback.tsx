// Loading, empty and error states.
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="empty" aria-busy="true">
      <div className="spinner" />
      <span className="muted">{label}</span>
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: IconName;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty">
      <div className="icon-badge">
        <Icon name={icon} />
      </div>
      <h3>{title}</h3>
      {children && (
        <p className="muted" style={{ maxWidth: 420 }}>
          {children}
        </p>
      )}
      {action}
    </div>
  );
}

export function Alert({
  kind,
  children,
  title,
}: {
  kind: 'danger' | 'warning' | 'info' | 'success';
  title?: string;
  children: ReactNode;
}) {
  const icon: IconName = kind === 'success' ? 'checkCircle' : kind === 'info' ? 'info' : 'alert';
  return (
    <div className={`alert alert-${kind}`} role={kind === 'danger' ? 'alert' : 'status'}>
      <Icon name={icon} />
      <div>
        {title && <strong>{title}. </strong>}
        {children}
      </div>
    </div>
  );
}

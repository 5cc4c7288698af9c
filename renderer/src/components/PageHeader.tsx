import type { ReactNode } from 'react';

export function PageHeader({
  eyebrow,
  title,
  actions,
  back,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <header className="page-header">
      {back}
      <div className="titles">
        {eyebrow && <span className="eyebrow">{eyebrow}</span>}
        <h1>{title}</h1>
      </div>
      {actions && <div className="actions">{actions}</div>}
    </header>
  );
}

// The frame of one component (or zone item) in the form: a header that collapses it, shows its
// errors and holds its controls, and the fields inside.
import { useState, type ReactNode } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { useErrorCount, type Path } from './form-context.tsx';

export function ComponentCard({
  title,
  subtitle,
  path,
  controls,
  children,
  defaultOpen = true,
}: {
  title: string;
  subtitle?: string;
  path: Path;
  controls?: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const errors = useErrorCount(path);
  return (
    <section className={`component-card${errors ? ' has-errors' : ''}`} aria-label={title}>
      <header className="component-header">
        <button type="button" className="component-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          <Icon name={open ? 'chevronDown' : 'chevronRight'} />
          <span className="component-title">{title}</span>
          {subtitle && <span className="muted component-subtitle">{subtitle}</span>}
        </button>
        {errors > 0 && (
          <span className="badge badge-danger">
            {errors} {errors === 1 ? 'error' : 'errors'}
          </span>
        )}
        {controls}
      </header>
      {open && <div className="component-body">{children}</div>}
    </section>
  );
}

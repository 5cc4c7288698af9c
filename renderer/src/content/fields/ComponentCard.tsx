// The frame of one component (or zone item) in the form: a header that collapses it, shows its
// errors and holds its controls, and the fields inside; and the controls of an item in a list of them.
import { useState, type ReactNode } from 'react';
import { IconButton } from '../../components/Buttons.tsx';
import { Icon } from '../../components/Icon.tsx';
import { moveItem } from '../../components/SortableList.tsx';
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

/** Move up, move down and remove, for one item of a repeatable component or a dynamic zone. */
export function ItemControls<T>({
  items,
  index,
  name,
  onChange,
}: {
  items: T[];
  index: number;
  name: string;
  onChange(items: NoInfer<T>[]): void;
}) {
  return (
    <span className="row" style={{ gap: 0 }}>
      <IconButton
        icon="chevronUp"
        label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onChange(moveItem(items, index, index - 1))}
      />
      <IconButton
        icon="chevronDown"
        label={`Move ${name} down`}
        disabled={index === items.length - 1}
        onClick={() => onChange(moveItem(items, index, index + 1))}
      />
      <IconButton icon="trash" label={`Remove ${name}`} onClick={() => onChange(items.filter((_, j) => j !== index))} />
    </span>
  );
}

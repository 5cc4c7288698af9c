// The studio's recurring buttons: a small icon-only one named by its label, and the primary one
// that adds something.
import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon.tsx';

export function IconButton({
  icon,
  label,
  disabled,
  onClick,
}: {
  icon: IconName;
  label: string;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-icon"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  );
}

export function AddButton({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <button type="button" className="btn btn-primary" onClick={onClick}>
      <Icon name="plus" />
      {children}
    </button>
  );
}

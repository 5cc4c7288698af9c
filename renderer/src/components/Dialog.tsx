// Modal dialogs: a generic one, one that holds a form, and a confirmation that names what will happen.
import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';

interface DialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  label?: string;
}

export function Dialog({ title, onClose, children, footer, wide, label }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    ref.current?.querySelector<HTMLElement>('input, select, textarea, button.btn-primary')?.focus();
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`dialog${wide ? ' dialog-wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={label ?? (typeof title === 'string' ? title : undefined)}
      >
        <div className="dialog-header">
          <h2>{title}</h2>
          <button type="button" className="btn btn-ghost btn-icon" onClick={onClose} aria-label="Close">
            <Icon name="x" />
          </button>
        </div>
        <div className="dialog-body">{children}</div>
        {footer && <div className="dialog-footer">{footer}</div>}
      </div>
    </div>
  );
}

interface ConfirmProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

export function ConfirmDialog({ title, children, confirmLabel, danger, busy, onConfirm, onCancel }: ConfirmProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <DialogActions
          confirmLabel={confirmLabel}
          danger={danger}
          disabled={busy}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      }
    >
      {children}
    </Dialog>
  );
}

/** The Cancel button and the button that does what the dialog is for, which end its footer. */
export function DialogActions({
  confirmLabel,
  danger,
  disabled,
  onConfirm,
  onCancel,
}: {
  confirmLabel: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <>
      <button type="button" className="btn" onClick={onCancel}>
        Cancel
      </button>
      <button
        type="button"
        className={`btn ${danger ? 'btn-danger-solid' : 'btn-primary'}`}
        onClick={onConfirm}
        disabled={disabled}
      >
        {confirmLabel}
      </button>
    </>
  );
}

interface FormDialogProps {
  title: string;
  submitLabel: ReactNode;
  submitDisabled?: boolean;
  wide?: boolean;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/**
 * A dialog whose body is a form. Its footer lies outside the form, so Enter in a field and the footer's
 * button both call onSubmit.
 */
export function FormDialog({ title, submitLabel, submitDisabled, wide, onSubmit, onClose, children }: FormDialogProps) {
  return (
    <Dialog
      wide={wide}
      title={title}
      onClose={onClose}
      footer={
        <DialogActions confirmLabel={submitLabel} disabled={submitDisabled} onConfirm={onSubmit} onCancel={onClose} />
      }
    >
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Dialog>
  );
}

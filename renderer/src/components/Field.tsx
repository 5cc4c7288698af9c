// A labelled form field with its hint and its error, and the switch control.
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';

interface FieldProps {
  label: ReactNode;
  htmlFor?: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  badges?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Field({ label, htmlFor, required, hint, error, badges, className = '', children }: FieldProps) {
  return (
    <div className={`field ${className}`} data-invalid={error ? 'true' : undefined}>
      <label className="field-label" htmlFor={htmlFor}>
        {label}
        {required && (
          <span className="required" aria-hidden="true" title="required">
            *
          </span>
        )}
        {badges}
      </label>
      {children}
      {error ? (
        <div className="field-error" role="alert">
          <Icon name="alert" />
          {error}
        </div>
      ) : hint ? (
        <div className="field-hint">{hint}</div>
      ) : null}
    </div>
  );
}

export function Switch({
  checked,
  onChange,
  label,
  id,
  disabled,
}: {
  checked: boolean;
  onChange(v: boolean): void;
  label?: ReactNode;
  id?: string;
  disabled?: boolean;
}) {
  return (
    <label className="switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="track" />
      {label}
    </label>
  );
}

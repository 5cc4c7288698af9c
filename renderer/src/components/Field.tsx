// A labelled form field with its hint and its error, a text field built on it, and the switch control.
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

interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  code?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** A labelled one-line text box; `code` sets it in monospace, for names a program reads. */
export function TextField({
  id,
  label,
  value,
  onChange,
  required,
  error,
  hint,
  className,
  code,
  disabled,
  placeholder,
}: TextFieldProps) {
  return (
    <Field label={label} htmlFor={id} required={required} error={error} hint={hint} className={className}>
      <input
        id={id}
        className={code ? 'input code' : 'input'}
        disabled={disabled}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

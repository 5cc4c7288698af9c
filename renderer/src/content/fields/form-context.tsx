// The edit form's state, shared by every field however deep: values, field errors by path, and
// whether anything changed since the last save.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { StudioModel } from '../../../../server/admin/studio-contract.ts';
import { getAt, setAt, type ModelLookup, type Values } from '../entry-payload.ts';

export type Path = Array<string | number>;

interface FormState {
  values: Values;
  errors: Record<string, string>;
  lookup: ModelLookup;
  locale: string | null;
  set(path: Path, value: unknown): void;
  /** Problems only the browser knows (JSON that does not parse): saving waits until they are fixed. */
  setClientError(key: string, message: string | null): void;
}

const FormContext = createContext<FormState | null>(null);

export function useForm(): FormState {
  const ctx = useContext(FormContext);
  if (!ctx) throw new Error('a field is used outside of its form');
  return ctx;
}

export function FormProvider({
  values,
  errors,
  lookup,
  locale,
  onChange,
  onClientError,
  children,
}: {
  values: Values;
  errors: Record<string, string>;
  lookup: ModelLookup;
  locale: string | null;
  onChange(values: Values, path: Path): void;
  onClientError(key: string, message: string | null): void;
  children: ReactNode;
}) {
  const state = useMemo<FormState>(
    () => ({
      values,
      errors,
      lookup,
      locale,
      set: (path, value) => onChange(setAt(values, path, value), path),
      setClientError: onClientError,
    }),
    [values, errors, lookup, locale, onChange, onClientError],
  );
  return <FormContext.Provider value={state}>{children}</FormContext.Provider>;
}

/** A field's value, setter and error. */
export function useField<T = unknown>(
  path: Path,
): { value: T; set(value: T): void; error: string | undefined; id: string } {
  const { values, errors, set } = useForm();
  const key = path.join('.');
  return {
    value: getAt(values, path) as T,
    set: (v: T) => set(path, v),
    error: errors[key],
    id: `field-${key.replace(/[^\w-]/g, '_')}`,
  };
}

/** How many errors lie under a path (to flag collapsed components). */
export function useErrorCount(path: Path): number {
  const { errors } = useForm();
  const prefix = `${path.join('.')}.`;
  return Object.keys(errors).filter((k) => k.startsWith(prefix)).length;
}

/** A component or target model by uid. */
export function useModel(uid: string): StudioModel | undefined {
  return useForm().lookup(uid);
}

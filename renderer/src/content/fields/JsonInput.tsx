// JSON and blocks attributes: edited as text, stored as the parsed value; a parse error is shown
// next to the field and the form keeps the last valid value.
import { useEffect, useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { useField, useForm, type Path } from './form-context.tsx';

export function JsonInput({ path, name }: { path: Path; name: string }) {
  const { value, set, error, id } = useField<unknown>(path);
  const onValidity = useForm().setClientError;
  const key = path.join('.');
  const [text, setText] = useState(() => stringify(value));
  const [parseError, setParseError] = useState<string | null>(null);
  useEffect(() => {
    // Follow outside changes (a reload after saving) unless the text already says the same.
    if (!parseError && safeEqual(text, value)) return;
    if (!parseError) setText(stringify(value));
  }, [value]);
  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') {
      setParseError(null);
      onValidity(key, null);
      set(null);
      return;
    }
    try {
      const parsed = JSON.parse(next);
      setParseError(null);
      onValidity(key, null);
      set(parsed);
    } catch (e) {
      const message = `Invalid JSON: ${(e as Error).message}`;
      setParseError(message);
      onValidity(key, message);
    }
  };
  return (
    <>
      <textarea
        className="textarea code"
        rows={6}
        id={id}
        aria-label={name}
        aria-invalid={error || parseError ? true : undefined}
        value={text}
        spellCheck={false}
        onChange={(e) => change(e.target.value)}
        placeholder="null"
      />
      {parseError && !error && (
        <div className="field-error" role="alert">
          <Icon name="alert" />
          {parseError}
        </div>
      )}
    </>
  );
}

function stringify(v: unknown): string {
  return v === null || v === undefined ? '' : JSON.stringify(v, null, 2);
}

function safeEqual(text: string, value: unknown): boolean {
  try {
    return JSON.stringify(text.trim() ? JSON.parse(text) : null) === JSON.stringify(value ?? null);
  } catch {
    return false;
  }
}

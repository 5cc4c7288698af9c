// A search box that reports its value after the user pauses typing.
import { useEffect, useState } from 'react';
import { Icon } from '../components/Icon.tsx';

export function SearchInput({
  value,
  onChange,
  placeholder,
}: {
  value: string;
  onChange(v: string): void;
  placeholder: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => onChange(text), 300);
    return () => clearTimeout(t);
  }, [text]);
  return (
    <div className="search" style={{ width: 280 }}>
      <Icon name="search" />
      <input
        className="input"
        type="search"
        aria-label="Search"
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}

// A JSON value as a tree whose objects and arrays fold (native <details>), with the matches of a
// search marked and the branches holding them kept open.
import type { ReactNode } from 'react';

interface Props {
  value: unknown;
  search: string;
}

export function JsonTree({ value, search }: Props) {
  const term = search.trim().toLowerCase();
  return <pre className="json-tree code-block">{node(value, null, term, true, 'root')}</pre>;
}

/** How many places (keys or scalar values) match the search. */
export function countMatches(value: unknown, term: string): number {
  if (!term) return 0;
  const t = term.toLowerCase();
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).reduce(
      (n, [k, v]) => n + (Array.isArray(value) ? 0 : Number(k.toLowerCase().includes(t))) + countMatches(v, t),
      0,
    );
  }
  return Number(
    JSON.stringify(value ?? null)
      .toLowerCase()
      .includes(t),
  );
}

function node(value: unknown, key: string | null, term: string, last: boolean, path: string): ReactNode {
  const label =
    key === null ? null : (
      <>
        <span className="json-key">{mark(JSON.stringify(key), term)}</span>:{' '}
      </>
    );
  const comma = last ? '' : ',';
  if (value === null || typeof value !== 'object') {
    return (
      <div className="json-line" key={path}>
        {label}
        <span className={scalarClass(value)}>{mark(JSON.stringify(value ?? null), term)}</span>
        {comma}
      </div>
    );
  }
  const entries = Object.entries(value);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0)
    return (
      <div className="json-line" key={path}>
        {label}
        {open}
        {close}
        {comma}
      </div>
    );
  const summary = Array.isArray(value)
    ? `${entries.length} item${entries.length === 1 ? '' : 's'}`
    : `${entries.length} key${entries.length === 1 ? '' : 's'}`;
  return (
    <details key={path} open className="json-branch">
      <summary>
        {label}
        {open}
        <span className="json-fold-note">
          …{summary}
          {close}
          {comma}
        </span>
      </summary>
      <div className="json-children">
        {entries.map(([k, v], i) =>
          node(v, Array.isArray(value) ? null : k, term, i === entries.length - 1, `${path}.${k}`),
        )}
      </div>
      <div className="json-line">
        {close}
        {comma}
      </div>
    </details>
  );
}

function scalarClass(value: unknown): string {
  return typeof value === 'string' ? 'json-string' : typeof value === 'number' ? 'json-number' : 'json-literal';
}

function mark(text: string, term: string): ReactNode {
  if (!term) return text;
  const at = text.toLowerCase().indexOf(term);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + term.length)}</mark>
      {mark(text.slice(at + term.length), term)}
    </>
  );
}

// Pretty JSON with quiet syntax colours.
import { Fragment, type ReactNode } from 'react';

const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

export function JsonView({ value, text }: { value?: unknown; text?: string }) {
  const source = text ?? JSON.stringify(value, null, 2);
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of source.matchAll(TOKEN)) {
    if (m.index > last) out.push(source.slice(last, m.index));
    const cls = m[1] ? (m[2] ? 'json-key' : 'json-string') : m[3] ? 'json-literal' : 'json-number';
    out.push(
      <span key={m.index} className={cls}>
        {m[1] ?? m[0]}
      </span>,
    );
    if (m[2]) out.push(m[2]);
    last = m.index + m[0].length;
  }
  out.push(source.slice(last));
  return (
    <pre className="code-block json-view">
      {out.map((n, i) => (
        <Fragment key={i}>{n}</Fragment>
      ))}
    </pre>
  );
}

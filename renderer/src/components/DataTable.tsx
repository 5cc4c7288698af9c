// A table of records: its accessible name, a heading row, and the rows its caller draws.
import type { CSSProperties, ReactNode } from 'react';

/** A column's heading, or its heading with a style of its own (an alignment, a width). */
export type Column = string | { label: string; style: CSSProperties };

export function DataTable({
  label,
  columns,
  className,
  children,
}: {
  label: string;
  columns: Column[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <table className={className ? `table ${className}` : 'table'} aria-label={label}>
      <thead>
        <tr>
          {columns.map((c, i) =>
            typeof c === 'string' ? (
              <th key={i}>{c}</th>
            ) : (
              <th key={i} style={c.style}>
                {c.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

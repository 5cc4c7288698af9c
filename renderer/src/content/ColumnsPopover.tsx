// Choosing the list's columns.
import type { StudioModel } from '../../../server/admin/studio-contract.ts';
import { Icon } from '../components/Icon.tsx';
import { Popover } from '../components/Popover.tsx';
import { defaultColumns, listableAttributes } from './list-columns.ts';

export function ColumnsPopover({
  model,
  columns,
  onChange,
}: {
  model: StudioModel;
  columns: string[];
  onChange(columns: string[]): void;
}) {
  const attrs = listableAttributes(model);
  const toggle = (name: string) =>
    onChange(
      columns.includes(name)
        ? columns.filter((c) => c !== name)
        : attrs.map((a) => a.name).filter((n) => n === name || columns.includes(n)),
    );
  return (
    <Popover
      align="right"
      width={260}
      trigger={({ toggle: t, open }) => (
        <button type="button" className="btn" onClick={t} aria-expanded={open}>
          <Icon name="columns" />
          Columns
        </button>
      )}
    >
      {() => (
        <div className="stack" style={{ gap: 4 }}>
          <h4>Displayed fields</h4>
          <div className="column-choices">
            {attrs.map((a) => (
              <label key={a.name} className="row column-choice">
                <input
                  type="checkbox"
                  className="checkbox"
                  checked={columns.includes(a.name)}
                  onChange={() => toggle(a.name)}
                />
                <span className="grow">{a.name}</span>
                <span className="muted" style={{ fontSize: 11.5 }}>
                  {a.type}
                </span>
              </label>
            ))}
          </div>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(defaultColumns(model))}>
            Reset to default
          </button>
        </div>
      )}
    </Popover>
  );
}

// Adding a filter to the list: attribute, operator, value.
import { useState } from 'react';
import type { StudioModel } from '../../../server/admin/studio-contract.ts';
import { Icon } from '../components/Icon.tsx';
import { Popover } from '../components/Popover.tsx';
import { filterableAttributes, needsValue, OPERATOR_LABELS, operatorsFor, type FilterRow } from './filter-model.ts';

export function FilterPopover({ model, onAdd }: { model: StudioModel; onAdd(row: FilterRow): void }) {
  const attrs = filterableAttributes(model);
  const [row, setRow] = useState<FilterRow>({
    field: attrs[0]?.name ?? '',
    op: operatorsFor(attrs[0])[0] ?? '$eq',
    value: '',
  });
  const attr = attrs.find((a) => a.name === row.field);
  const setField = (field: string) =>
    setRow({ field, op: operatorsFor(attrs.find((a) => a.name === field))[0], value: '' });
  return (
    <Popover
      width={300}
      trigger={({ toggle, open }) => (
        <button type="button" className="btn" onClick={toggle} aria-expanded={open}>
          <Icon name="filter" />
          Filters
        </button>
      )}
    >
      {(close) => (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            onAdd(row);
            setRow({ ...row, value: '' });
            close();
          }}
        >
          <h4>Add a filter</h4>
          <select
            className="select select-sm"
            aria-label="Filter field"
            value={row.field}
            onChange={(e) => setField(e.target.value)}
          >
            {attrs.map((a) => (
              <option key={a.name} value={a.name}>
                {a.name}
                {a.kind === 'relation' ? ' (id)' : ''}
              </option>
            ))}
          </select>
          <select
            className="select select-sm"
            aria-label="Filter operator"
            value={row.op}
            onChange={(e) => setRow({ ...row, op: e.target.value })}
          >
            {operatorsFor(attr).map((op) => (
              <option key={op} value={op}>
                {OPERATOR_LABELS[op]}
              </option>
            ))}
          </select>
          {needsValue(row.op) && (
            <ValueInput
              type={attr?.kind === 'relation' ? 'integer' : (attr?.type ?? 'string')}
              options={attr?.enum}
              value={row.value}
              onChange={(value) => setRow({ ...row, value })}
            />
          )}
          <button type="submit" className="btn btn-primary btn-sm" disabled={needsValue(row.op) && row.value === ''}>
            Add filter
          </button>
        </form>
      )}
    </Popover>
  );
}

function ValueInput({
  type,
  options,
  value,
  onChange,
}: {
  type: string;
  options?: string[];
  value: string;
  onChange(v: string): void;
}) {
  const choices = type === 'boolean' ? ['true', 'false'] : options;
  if (choices) {
    return (
      <select
        className="select select-sm"
        aria-label="Filter value"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Choose…</option>
        {choices.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    );
  }
  const inputType = ['integer', 'biginteger', 'float', 'decimal'].includes(type)
    ? 'number'
    : type === 'date'
      ? 'date'
      : type === 'datetime'
        ? 'datetime-local'
        : 'text';
  return (
    <input
      className="input input-sm"
      aria-label="Filter value"
      type={inputType}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoFocus
    />
  );
}

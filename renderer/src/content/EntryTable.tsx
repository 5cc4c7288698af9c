// The entries of one page, with sortable headers, selection and row actions. Status comes right
// after the id, so it stays in view however many columns scroll under the sticky actions.
import type { StudioEntry, StudioModel } from '../../../server/admin/studio-contract.ts';
import { IconButton } from '../components/Buttons.tsx';
import { Icon } from '../components/Icon.tsx';
import { humanize } from '../lib/format.ts';
import { href, navigate } from '../lib/hash-router.ts';
import { CellValue } from './CellValue.tsx';
import { isSortable } from './list-columns.ts';
import { StatusDot } from './StatusDot.tsx';

interface Props {
  model: StudioModel;
  entries: StudioEntry[];
  columns: string[];
  sort: string;
  selected: Set<number>;
  onSort(sort: string): void;
  onSelect(ids: Set<number>): void;
  onDelete(entry: StudioEntry): void;
}

export function EntryTable({ model, entries, columns, sort, selected, onSort, onSelect, onDelete }: Props) {
  const [sortField, sortOrder] = sort.split(':');
  const attrs = columns.map((c) => model.attributes.find((a) => a.name === c)).filter((a) => a !== undefined);
  const allSelected = entries.length > 0 && entries.every((e) => selected.has(e.id));
  const header = (name: string, label: string, sortable: boolean) => {
    const active = sortField === name;
    if (!sortable) return <th key={name}>{label}</th>;
    return (
      <th key={name} aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}>
        <button
          type="button"
          className="sort"
          onClick={() => onSort(`${name}:${active && sortOrder === 'asc' ? 'desc' : 'asc'}`)}
        >
          {label}
          {active && <Icon name={sortOrder === 'asc' ? 'arrowUp' : 'arrowDown'} />}
        </button>
      </th>
    );
  };
  return (
    <div className="table-wrap">
      <table className="table" aria-label={`${model.displayName} entries`}>
        <thead>
          <tr>
            <th className="checkbox-cell">
              <input
                type="checkbox"
                className="checkbox"
                aria-label="Select all"
                checked={allSelected}
                onChange={() => onSelect(allSelected ? new Set() : new Set(entries.map((e) => e.id)))}
              />
            </th>
            {header('id', 'Id', true)}
            {model.draftAndPublish && <th>Status</th>}
            {attrs.map((a) => header(a.name, humanize(a.name), isSortable(a)))}
            <th className="cell-actions">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="clickable" onClick={() => navigate(href('content', model.uid, e.id))}>
              <td className="checkbox-cell" onClick={(ev) => ev.stopPropagation()}>
                <input
                  type="checkbox"
                  className="checkbox"
                  aria-label={`Select entry ${e.id}`}
                  checked={selected.has(e.id)}
                  onChange={() => {
                    const next = new Set(selected);
                    if (next.has(e.id)) next.delete(e.id);
                    else next.add(e.id);
                    onSelect(next);
                  }}
                />
              </td>
              <td className="muted mono">{e.id}</td>
              {model.draftAndPublish && (
                <td>
                  <StatusDot published={Boolean(e.publishedAt)} />
                </td>
              )}
              {attrs.map((a) => (
                <td key={a.name}>
                  <CellValue attr={a} value={e[a.name]} />
                </td>
              ))}
              <td className="cell-actions" onClick={(ev) => ev.stopPropagation()}>
                <div className="row" style={{ justifyContent: 'flex-end' }}>
                  <a
                    className="btn btn-ghost btn-sm btn-icon"
                    href={href('content', model.uid, e.id)}
                    aria-label={`Edit entry ${e.id}`}
                  >
                    <Icon name="edit" />
                  </a>
                  <IconButton icon="trash" label={`Delete entry ${e.id}`} onClick={() => onDelete(e)} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

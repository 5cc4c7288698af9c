// One list cell: a compact view of any attribute's value.
import type { StudioAttribute } from '../../../server/admin/studio-contract.ts';
import { formatDateAndTime, formatDateTime } from '../lib/format.ts';
import { useStudio, findModel } from '../stores/studio-store.ts';

type Entity = Record<string, unknown> & { id: number };

export function CellValue({ attr, value }: { attr: StudioAttribute; value: unknown }) {
  const schema = useStudio((s) => s.schema);
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return <span className="muted">—</span>;
  if (attr.kind === 'media') {
    const files = (Array.isArray(value) ? value : [value]) as Array<{
      url: string;
      mime: string;
      name: string;
      formats?: Record<string, { url: string }> | null;
    }>;
    return (
      <span className="thumbs">
        {files.slice(0, 3).map((f, i) =>
          f.mime?.startsWith('image/') ? (
            <img key={i} className="thumb" src={f.formats?.thumbnail?.url ?? f.url} alt={f.name} />
          ) : (
            <span key={i} className="thumb thumb-file">
              {f.name.split('.').pop()}
            </span>
          ),
        )}
        {files.length > 3 && <span className="muted">+{files.length - 3}</span>}
      </span>
    );
  }
  if (attr.kind === 'relation') {
    const target = findModel(schema, attr.target ?? '');
    const label = (e: Entity) => String(e[target?.mainField ?? 'id'] ?? `#${e.id}`);
    if (Array.isArray(value)) {
      const list = value as Entity[];
      return (
        <span title={list.map(label).join(', ')}>
          {list.length === 1 ? label(list[0]) : `${list.length} ${target?.pluralName ?? 'entries'}`}
        </span>
      );
    }
    return <span>{label(value as Entity)}</span>;
  }
  switch (attr.type) {
    case 'boolean':
      return <span className={`badge ${value ? 'badge-success' : ''}`}>{value ? 'true' : 'false'}</span>;
    case 'enumeration':
      return <span className="badge badge-accent">{String(value)}</span>;
    case 'datetime':
    case 'timestamp': {
      // Date and time may go on two lines when the list is narrow, so that no column is pushed out of view.
      const parts = formatDateAndTime(value);
      return parts ? (
        <span className="cell-datetime" title={formatDateTime(value)}>
          <span className="nowrap">{parts[0]}</span> <span className="nowrap">{parts[1]}</span>
        </span>
      ) : (
        <span>{String(value)}</span>
      );
    }
    case 'json':
    case 'blocks':
      return <code className="mono muted">{JSON.stringify(value).slice(0, 40)}</code>;
    default:
      return <span title={String(value)}>{String(value)}</span>;
  }
}

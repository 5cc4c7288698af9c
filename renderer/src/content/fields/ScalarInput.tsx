// Inputs for scalar attributes: text kinds, numbers, booleans, dates and times, enumerations.
import type { StudioAttribute } from '../../../../server/admin/studio-contract.ts';
import { Switch } from '../../components/Field.tsx';
import { Icon } from '../../components/Icon.tsx';
import { getAt } from '../entry-payload.ts';
import { useField, useForm, type Path } from './form-context.tsx';

const NUMBER_STEP: Record<string, string> = { integer: '1', biginteger: '1', float: 'any', decimal: 'any' };

export function ScalarInput({ attr, path }: { attr: StudioAttribute; path: Path }) {
  const { value, set, error, id } = useField<unknown>(path);
  const { values } = useForm();
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-label': attr.name } as const;
  const text = value === null || value === undefined ? '' : String(value);
  switch (attr.type) {
    case 'text':
      return <textarea className="textarea" rows={3} {...common} value={text} onChange={(e) => set(e.target.value)} />;
    case 'richtext':
      return (
        <textarea
          className="textarea code"
          rows={8}
          {...common}
          value={text}
          placeholder="Markdown"
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'integer':
    case 'float':
    case 'decimal':
      return (
        <input
          className="input"
          type="number"
          step={NUMBER_STEP[attr.type]}
          {...common}
          value={text}
          min={numberOr(attr.raw.min)}
          max={numberOr(attr.raw.max)}
          onChange={(e) => set(e.target.value === '' ? null : Number(e.target.value))}
        />
      );
    case 'biginteger':
      return (
        <input
          className="input"
          inputMode="numeric"
          {...common}
          value={text}
          onChange={(e) => set(e.target.value === '' ? null : e.target.value)}
        />
      );
    case 'boolean':
      return (
        <div className="row" style={{ height: 36 }}>
          <Switch
            id={id}
            checked={value === true}
            onChange={(v) => set(v)}
            label={
              <span className="muted">
                {value === null || value === undefined ? 'Not set' : value ? 'True' : 'False'}
              </span>
            }
          />
          {value !== null && value !== undefined && !attr.required && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => set(null)}>
              Clear
            </button>
          )}
        </div>
      );
    case 'enumeration':
      return (
        <select
          className="select"
          {...common}
          value={text}
          onChange={(e) => set(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">Choose here</option>
          {(attr.enum ?? []).map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    case 'date':
      return (
        <input
          className="input"
          type="date"
          {...common}
          value={text.slice(0, 10)}
          onChange={(e) => set(e.target.value || null)}
        />
      );
    case 'time':
      return (
        <input
          className="input"
          type="time"
          step="1"
          {...common}
          value={text.slice(0, 8)}
          onChange={(e) => set(e.target.value ? withSeconds(e.target.value) : null)}
        />
      );
    case 'datetime':
    case 'timestamp':
      return (
        <input
          className="input"
          type="datetime-local"
          {...common}
          value={toLocalInput(value)}
          onChange={(e) => set(e.target.value ? new Date(e.target.value).toISOString() : null)}
        />
      );
    case 'password':
      return (
        <input
          className="input"
          type="password"
          autoComplete="new-password"
          {...common}
          value={text}
          placeholder="Leave empty to keep the current one"
          onChange={(e) => set(e.target.value)}
        />
      );
    case 'email':
      return <input className="input" type="email" {...common} value={text} onChange={(e) => set(e.target.value)} />;
    case 'uid': {
      const source = attr.raw.targetField ? getAt(values, [...path.slice(0, -1), attr.raw.targetField]) : undefined;
      return (
        <div className="input-group">
          <input className="input" {...common} value={text} onChange={(e) => set(e.target.value)} />
          {attr.raw.targetField && (
            <button
              type="button"
              className="btn"
              title={`Generate from ${attr.raw.targetField}`}
              aria-label={`Generate ${attr.name} from ${attr.raw.targetField}`}
              disabled={typeof source !== 'string' || !source}
              onClick={() => set(slugify(String(source)))}
            >
              <Icon name="refresh" />
            </button>
          )}
        </div>
      );
    }
    default:
      return <input className="input" {...common} value={text} onChange={(e) => set(e.target.value)} />;
  }
}

function numberOr(v: unknown): number | undefined {
  return v === undefined || v === null || v === '' ? undefined : Number(v);
}

function withSeconds(t: string): string {
  return t.length === 5 ? `${t}:00` : t;
}

/** An ISO datetime as the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

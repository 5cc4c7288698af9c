// The REST tester's form: filters, sort, pagination, fields, populate, publication state, locale.
import type { ReactNode } from 'react';
import type { StudioModel } from '../../../server/admin/studio-contract.ts';
import { IconButton } from '../components/Buttons.tsx';
import { Icon } from '../components/Icon.tsx';
import type { ModelLookup } from '../content/entry-payload.ts';
import { useStudio } from '../stores/studio-store.ts';
import { filterPaths, populatable, scalarNames } from './attribute-paths.ts';
import { COMPARE_OPERATORS, LIST_OPERATORS, PRESENCE_OPERATORS } from '../../../shared/filter-operators.ts';
import type { QueryForm } from './query-model.ts';

interface Props {
  model: StudioModel;
  lookup: ModelLookup;
  form: QueryForm;
  isList: boolean;
  onChange(form: QueryForm): void;
}

export function QueryBuilder({ model, lookup, form, isList, onChange }: Props) {
  const locales = useStudio((s) => s.schema?.locales ?? []);
  const set = (patch: Partial<QueryForm>) => onChange({ ...form, ...patch });
  const paths = filterPaths(model, lookup);
  const scalars = scalarNames(model);
  const relations = populatable(model);
  const toggle = (list: string[], item: string) =>
    list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
  return (
    <div className="builder">
      {isList && (
        <Section
          title="Filters"
          count={form.filters.length}
          action={
            <AddRowButton
              onClick={() => set({ filters: [...form.filters, { field: paths[1] ?? 'id', op: '$eq', value: '' }] })}
            />
          }
        >
          {form.filters.length > 1 && (
            <div className="segmented" role="group" aria-label="Combine filters">
              <button
                type="button"
                aria-pressed={form.filterMode === '$and'}
                onClick={() => set({ filterMode: '$and' })}
              >
                All match ($and)
              </button>
              <button type="button" aria-pressed={form.filterMode === '$or'} onClick={() => set({ filterMode: '$or' })}>
                Any matches ($or)
              </button>
            </div>
          )}
          {form.filters.map((row, i) => {
            const update = (patch: Partial<typeof row>) => set({ filters: patchAt(form.filters, i, patch) });
            return (
              <div className="builder-row" key={i}>
                <PathSelect
                  className="select select-sm"
                  label={`Filter ${i + 1} field`}
                  paths={paths}
                  value={row.field}
                  onChange={(field) => update({ field })}
                />
                <select
                  className="select select-sm"
                  aria-label={`Filter ${i + 1} operator`}
                  value={row.op}
                  onChange={(e) => update({ op: e.target.value })}
                >
                  {COMPARE_OPERATORS.map((op) => (
                    <option key={op} value={op}>
                      {op}
                    </option>
                  ))}
                </select>
                {PRESENCE_OPERATORS.has(row.op) ? (
                  <span className="muted grow">true</span>
                ) : (
                  <input
                    className="input input-sm grow"
                    aria-label={`Filter ${i + 1} value`}
                    value={row.value}
                    placeholder={LIST_OPERATORS.has(row.op) ? 'a, b, c' : 'value'}
                    onChange={(e) => update({ value: e.target.value })}
                  />
                )}
                <IconButton
                  icon="x"
                  label={`Remove filter ${i + 1}`}
                  onClick={() => set({ filters: form.filters.filter((_, j) => j !== i) })}
                />
              </div>
            );
          })}
        </Section>
      )}
      {isList && (
        <Section
          title="Sort"
          count={form.sort.length}
          action={
            <AddRowButton onClick={() => set({ sort: [...form.sort, { field: scalars[0] ?? 'id', order: 'asc' }] })} />
          }
        >
          {form.sort.map((row, i) => (
            <div className="builder-row" key={i}>
              <PathSelect
                className="select select-sm grow"
                label={`Sort ${i + 1} field`}
                paths={['id', ...scalars]}
                value={row.field}
                onChange={(field) => set({ sort: patchAt(form.sort, i, { field }) })}
              />
              <select
                className="select select-sm"
                style={{ width: 100 }}
                aria-label={`Sort ${i + 1} order`}
                value={row.order}
                onChange={(e) => set({ sort: patchAt(form.sort, i, { order: e.target.value as 'asc' | 'desc' }) })}
              >
                <option value="asc">asc</option>
                <option value="desc">desc</option>
              </select>
              <IconButton
                icon="x"
                label={`Remove sort ${i + 1}`}
                onClick={() => set({ sort: form.sort.filter((_, j) => j !== i) })}
              />
            </div>
          ))}
        </Section>
      )}
      {isList && (
        <Section title="Pagination">
          <div className="segmented" role="group" aria-label="Pagination mode">
            {(['none', 'page', 'offset'] as const).map((m) => (
              <button
                key={m}
                type="button"
                aria-pressed={form.pagination.mode === m}
                onClick={() => set({ pagination: { ...form.pagination, mode: m } })}
              >
                {m === 'none' ? 'Default' : m === 'page' ? 'page / pageSize' : 'start / limit'}
              </button>
            ))}
          </div>
          {form.pagination.mode !== 'none' && (
            <div className="builder-row">
              {(form.pagination.mode === 'page' ? (['page', 'pageSize'] as const) : (['start', 'limit'] as const)).map(
                (k) => (
                  <label key={k} className="scope-field">
                    <span className="muted mono">{k}</span>
                    <input
                      className="input input-sm"
                      inputMode="numeric"
                      aria-label={`pagination ${k}`}
                      aria-invalid={!isCount(form.pagination[k]) || undefined}
                      value={form.pagination[k]}
                      onChange={(e) => set({ pagination: { ...form.pagination, [k]: e.target.value } })}
                    />
                    {!isCount(form.pagination[k]) && (
                      <span className="field-error" role="alert">
                        {k} must be a whole number (it is sent as typed; Strapi will refuse it)
                      </span>
                    )}
                  </label>
                ),
              )}
              <select
                className="select select-sm"
                style={{ width: 140 }}
                aria-label="withCount"
                value={form.pagination.withCount}
                onChange={(e) =>
                  set({ pagination: { ...form.pagination, withCount: e.target.value as '' | 'true' | 'false' } })
                }
              >
                <option value="">withCount: default</option>
                <option value="true">withCount: true</option>
                <option value="false">withCount: false</option>
              </select>
            </div>
          )}
        </Section>
      )}
      <Section title="Fields" count={form.fields.length}>
        <div className="check-grid">
          {scalars.map((f) => (
            <label key={f} className="check">
              <input
                type="checkbox"
                className="checkbox"
                aria-label={`field ${f}`}
                checked={form.fields.includes(f)}
                onChange={() => set({ fields: toggle(form.fields, f) })}
              />
              {f}
            </label>
          ))}
        </div>
      </Section>
      {relations.length > 0 && (
        <Section title="Populate" count={form.populate.length}>
          <div className="check-grid">
            <label className="check">
              <input
                type="checkbox"
                className="checkbox"
                aria-label="populate everything"
                checked={form.populate.includes('*')}
                onChange={() => set({ populate: form.populate.includes('*') ? [] : ['*'] })}
              />
              <code>*</code>
            </label>
            {relations.map((r) => (
              <label key={r} className="check">
                <input
                  type="checkbox"
                  className="checkbox"
                  aria-label={`populate ${r}`}
                  disabled={form.populate.includes('*')}
                  checked={form.populate.includes(r)}
                  onChange={() => set({ populate: toggle(form.populate, r) })}
                />
                {r}
              </label>
            ))}
          </div>
        </Section>
      )}
      {(model.draftAndPublish || model.localized) && (
        <Section title="Scope">
          <div className="builder-row">
            {model.draftAndPublish && (
              <label className="scope-field">
                <span className="muted mono">publicationState</span>
                <select
                  className="select select-sm"
                  aria-label="publicationState"
                  value={form.publicationState}
                  onChange={(e) => set({ publicationState: e.target.value as QueryForm['publicationState'] })}
                >
                  <option value="">default (live)</option>
                  <option value="live">live</option>
                  <option value="preview">preview</option>
                </select>
              </label>
            )}
            {model.localized && (
              <label className="scope-field">
                <span className="muted mono">locale</span>
                <select
                  className="select select-sm"
                  aria-label="locale"
                  value={form.locale}
                  onChange={(e) => set({ locale: e.target.value })}
                >
                  <option value="">default</option>
                  {locales.map((l) => (
                    <option key={l.code} value={l.code}>
                      {l.code}
                    </option>
                  ))}
                  <option value="all">all</option>
                </select>
              </label>
            )}
          </div>
        </Section>
      )}
    </div>
  );
}

/** An empty box (the parameter is left out) or a whole number. */
function isCount(value: string): boolean {
  return value.trim() === '' || /^\d+$/.test(value.trim());
}

function patchAt<T>(rows: T[], index: number, patch: Partial<T>): T[] {
  return rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
}

/**
 * The attribute paths to choose from, and the current one even when it is not among them (a pasted
 * query string may name any).
 */
function PathSelect({
  className,
  label,
  paths,
  value,
  onChange,
}: {
  className: string;
  label: string;
  paths: string[];
  value: string;
  onChange(path: string): void;
}) {
  return (
    <select className={className} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {!paths.includes(value) && <option value={value}>{value}</option>}
      {paths.map((p) => (
        <option key={p} value={p}>
          {p}
        </option>
      ))}
    </select>
  );
}

function AddRowButton({ onClick }: { onClick(): void }) {
  return (
    <button type="button" className="btn btn-sm" onClick={onClick}>
      <Icon name="plus" />
      Add
    </button>
  );
}

function Section({
  title,
  count,
  action,
  children,
}: {
  title: string;
  count?: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="builder-section" aria-label={title}>
      <header>
        <h3>{title}</h3>
        {count ? <span className="badge badge-accent">{count}</span> : null}
        <span className="spacer" />
        {action}
      </header>
      <div className="stack" style={{ gap: 8 }}>
        {children}
      </div>
    </section>
  );
}

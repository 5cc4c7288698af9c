// The Content Manager's list of a collection type: search, filters, status, sort, pagination,
// column choice, locale, and deleting one or several entries.
import { useCallback, useEffect, useState } from 'react';
import type { EntryList, StudioEntry, StudioModel } from '../../../server/admin/studio-contract.ts';
import { ConfirmDialog } from '../components/Dialog.tsx';
import { Alert, EmptyState, Loading } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PublicAccessNote } from '../components/AccessHelp.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { admin, seg } from '../lib/admin-client.ts';
import { href, setQuery, useLocation } from '../lib/hash-router.ts';
import { useStudio } from '../stores/studio-store.ts';
import { toast } from '../stores/toast-store.ts';
import { ColumnsPopover } from './ColumnsPopover.tsx';
import { EntryTable } from './EntryTable.tsx';
import { describeRow, encodeRows } from './filter-model.ts';
import { FilterPopover } from './FilterPopover.tsx';
import { loadColumns, saveColumns } from './list-columns.ts';
import { listApiQuery, readListState } from './list-query.ts';
import { LocaleSelect } from './LocaleSelect.tsx';
import { SearchInput } from './SearchInput.tsx';

export function EntryListPage({ model }: { model: StudioModel }) {
  const { query } = useLocation();
  const defaultLocale = useStudio((s) => s.schema?.locales.find((l) => l.isDefault)?.code ?? 'en');
  const state = readListState(query, defaultLocale);
  const apiQuery = listApiQuery(model, state);
  const [list, setList] = useState<EntryList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [columns, setColumns] = useState(() => loadColumns(model));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirm, setConfirm] = useState<StudioEntry[] | null>(null);

  const load = useCallback(() => {
    admin.get<EntryList>(`/entries/${seg(model.uid)}?${apiQuery}`).then(
      (l) => {
        setList(l);
        setError(null);
      },
      (e: Error) => setError(e.message),
    );
  }, [model.uid, apiQuery]);
  useEffect(load, [load]);
  useEffect(() => {
    setColumns(loadColumns(model));
    setSelected(new Set());
  }, [model]);

  const changeColumns = (next: string[]) => {
    setColumns(next);
    saveColumns(model, next);
  };
  const remove = async (entries: StudioEntry[]) => {
    for (const e of entries) await admin.delete(`/entries/${seg(model.uid)}/${e.id}`);
    toast.success(entries.length === 1 ? 'Entry deleted' : `${entries.length} entries deleted`);
    setConfirm(null);
    setSelected(new Set());
    load();
  };
  const newHref = `${href('content', model.uid, 'new')}${model.localized ? `?locale=${state.locale}` : ''}`;

  return (
    <>
      <PageHeader
        eyebrow="Content Manager"
        title={
          <>
            {model.displayName}
            {list && (
              <span className="badge">
                {list.pagination.total} {list.pagination.total === 1 ? 'entry' : 'entries'}
              </span>
            )}
          </>
        }
        actions={
          <>
            {model.localized && (
              <LocaleSelect value={state.locale} onChange={(locale) => setQuery({ locale, page: null })} />
            )}
            <a className="btn btn-primary" href={newHref}>
              <Icon name="plus" />
              Create new entry
            </a>
          </>
        }
      />
      <div className="page page-wide">
        <div className="toolbar">
          <SearchInput
            value={state.search}
            placeholder={`Search ${model.pluralName}`}
            onChange={(search) => setQuery({ search, page: null })}
          />
          <FilterPopover
            model={model}
            onAdd={(row) => setQuery({ filters: encodeRows([...state.filters, row]), page: null })}
          />
          {model.draftAndPublish && (
            <div className="segmented" role="group" aria-label="Status">
              {['all', 'draft', 'published'].map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={state.status === s}
                  onClick={() => setQuery({ status: s === 'all' ? null : s, page: null })}
                >
                  {s[0].toUpperCase() + s.slice(1)}
                </button>
              ))}
            </div>
          )}
          <div className="spacer" />
          {selected.size > 0 && (
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => setConfirm(list?.results.filter((e) => selected.has(e.id)) ?? [])}
            >
              <Icon name="trash" />
              Delete {selected.size}
            </button>
          )}
          <ColumnsPopover model={model} columns={columns} onChange={changeColumns} />
        </div>
        {state.filters.length > 0 && (
          <div className="chips" aria-label="Active filters">
            {state.filters.map((row, i) => (
              <span className="chip" key={i}>
                {describeRow(model, row)}
                <button
                  type="button"
                  aria-label={`Remove filter ${describeRow(model, row)}`}
                  onClick={() => setQuery({ filters: encodeRows(state.filters.filter((_, j) => j !== i)), page: null })}
                >
                  <Icon name="x" />
                </button>
              </span>
            ))}
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => setQuery({ filters: null, page: null })}
            >
              Clear all
            </button>
          </div>
        )}
        {error && (
          <Alert kind="danger" title="The list could not load">
            {error}
          </Alert>
        )}
        <PublicAccessNote uid={model.uid} path={`/api/${model.pluralName}`} />
        <div className="card">
          {!list ? (
            <Loading />
          ) : list.results.length === 0 ? (
            state.search || state.filters.length || state.status !== 'all' ? (
              <EmptyState icon="search" title="No entries match">
                Try another search, or remove a filter.
              </EmptyState>
            ) : (
              <EmptyState
                icon="collection"
                title={`No ${model.pluralName} yet`}
                action={
                  <a className="btn btn-primary" href={newHref}>
                    <Icon name="plus" />
                    Create the first one
                  </a>
                }
              >
                Entries you create here are served at <code className="code-inline">/api/{model.pluralName}</code>.
              </EmptyState>
            )
          ) : (
            <>
              <EntryTable
                model={model}
                entries={list.results}
                columns={columns}
                sort={state.sort}
                selected={selected}
                onSort={(sort) => setQuery({ sort })}
                onSelect={setSelected}
                onDelete={(e) => setConfirm([e])}
              />
              <Pagination
                page={list.pagination.page}
                pageCount={list.pagination.pageCount}
                pageSize={list.pagination.pageSize}
                total={list.pagination.total}
                onPage={(page) => setQuery({ page })}
                onPageSize={(pageSize) => setQuery({ pageSize, page: null })}
              />
            </>
          )}
        </div>
      </div>
      {confirm && (
        <ConfirmDialog
          title={confirm.length === 1 ? 'Delete this entry?' : `Delete ${confirm.length} entries?`}
          confirmLabel="Delete"
          danger
          onCancel={() => setConfirm(null)}
          onConfirm={() => void remove(confirm).catch((e: Error) => toast.error(e.message))}
        >
          <p>
            This cannot be undone. Clients of <code className="code-inline">/api/{model.pluralName}</code> will no
            longer see {confirm.length === 1 ? 'it' : 'them'}.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

// Edits one entry: the header with save and publish, the form, and the side column. Unsaved edits
// hold navigation until the user chooses to leave; unpublishing asks first.
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../components/Dialog.tsx';
import { Alert, Loading } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { holdNavigation, href, navigate, releaseHeldNavigation, useHeldNavigation } from '../lib/hash-router.ts';
import { EditSidebar } from './EditSidebar.tsx';
import { FieldList } from './fields/FieldList.tsx';
import { FormProvider } from './fields/form-context.tsx';
import { LocaleSelect } from './LocaleSelect.tsx';
import { useEntryEditor, type EditorTarget } from './use-entry-editor.ts';

export function EntryEditor({ model, id, locale, from = null }: EditorTarget) {
  const ed = useEntryEditor({ model, id, locale, from });
  const [confirm, setConfirm] = useState<'delete' | 'unpublish' | null>(null);
  const heldRoute = useHeldNavigation();
  useUnsavedGuard(ed.dirty);
  const single = id === 'single';
  const title = ed.entry
    ? String(ed.entry[model.mainField] ?? '') || `${model.displayName} #${ed.entry.id}`
    : single
      ? model.displayName
      : `Create ${model.displayName.toLowerCase()}`;
  const published = Boolean(ed.entry?.publishedAt);
  const back = single ? null : (
    <a
      className="btn btn-ghost btn-icon"
      href={`${href('content', model.uid)}${model.localized && locale ? `?locale=${locale}` : ''}`}
      aria-label="Back to the list"
    >
      <Icon name="arrowLeft" />
    </a>
  );
  const opened = (saved: { id: number } | null) => {
    if (!saved) return;
    if (single && from !== null) navigate(`${href('content', model.uid)}?locale=${locale}`, { replace: true });
    else if (id === 'new')
      navigate(`${href('content', model.uid, saved.id)}${from !== null && locale ? `?locale=${locale}` : ''}`, {
        replace: true,
      });
  };
  const save = async () => opened(await ed.save());
  const publish = async () => opened(await ed.publish());
  return (
    <>
      <PageHeader
        back={back}
        eyebrow={single ? 'Single type' : model.displayName}
        title={title}
        actions={
          <>
            {single && model.localized && locale && (
              <LocaleSelect
                value={locale}
                onChange={(code) => navigate(`${href('content', model.uid)}?locale=${code}`)}
              />
            )}
            {ed.dirty && <span className="badge badge-amber">Unsaved changes</span>}
            {model.draftAndPublish && ed.entry && published && (
              <button type="button" className="btn" disabled={ed.busy} onClick={() => setConfirm('unpublish')}>
                Unpublish
              </button>
            )}
            <button
              type="button"
              className="btn btn-primary"
              disabled={ed.busy || !ed.dirty}
              title={ed.dirty ? undefined : 'Nothing to save yet'}
              onClick={() => void save()}
            >
              <Icon name="check" />
              Save
            </button>
            {model.draftAndPublish && (!published || ed.dirty) && (
              <button type="button" className="btn btn-success" disabled={ed.busy} onClick={() => void publish()}>
                Publish
              </button>
            )}
            {ed.entry && !single && (
              <button
                type="button"
                className="btn btn-danger btn-icon"
                aria-label="Delete this entry"
                onClick={() => setConfirm('delete')}
              >
                <Icon name="trash" />
              </button>
            )}
          </>
        }
      />
      <div className="page page-wide">
        {ed.loading ? (
          <Loading />
        ) : ed.loadError ? (
          <Alert kind="danger" title="This entry could not load">
            {ed.loadError}
          </Alert>
        ) : (
          <div className="edit-layout">
            <form
              className="card card-body"
              aria-label={`${model.displayName} form`}
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
            >
              <FormProvider
                values={ed.values}
                errors={ed.errors}
                lookup={ed.lookup}
                locale={model.localized ? ((ed.entry?.locale as string | undefined) ?? locale) : null}
                onChange={ed.change}
                onClientError={ed.setClientError}
              >
                <FieldList model={model} path={[]} />
              </FormProvider>
            </form>
            <EditSidebar
              model={model}
              entry={ed.entry}
              source={ed.source}
              locale={locale}
              single={single}
              onFill={(sourceId) => void ed.fillFrom(sourceId)}
            />
          </div>
        )}
      </div>
      {confirm === 'delete' && (
        <ConfirmDialog
          title="Delete this entry?"
          confirmLabel="Delete"
          danger
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            holdNavigation(false);
            void ed.remove().then((ok) => ok && navigate(href('content', model.uid)));
          }}
        >
          <p>This cannot be undone.</p>
        </ConfirmDialog>
      )}
      {confirm === 'unpublish' && (
        <ConfirmDialog
          title="Unpublish this entry?"
          confirmLabel="Unpublish"
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            void ed.unpublish();
          }}
        >
          <p>
            The API stops serving it to public clients; it stays here as a draft
            {ed.dirty ? ', with your unsaved changes saved first' : ''}.
          </p>
        </ConfirmDialog>
      )}
      {heldRoute && (
        <ConfirmDialog
          title="Leave without saving?"
          confirmLabel="Leave"
          danger
          onCancel={() => releaseHeldNavigation(false)}
          onConfirm={() => releaseHeldNavigation(true)}
        >
          <p>Your changes to this entry have not been saved and will be lost.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** While there are unsaved edits, links and Back ask first, and closing the tab warns. */
function useUnsavedGuard(dirty: boolean) {
  useEffect(() => {
    holdNavigation(dirty);
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      holdNavigation(false);
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);
}

// Edits one entry: the header with save and publish, the form, and the side column.
import { useState } from 'react';
import type { StudioModel } from '../../../server/admin/studio-contract.ts';
import { ConfirmDialog } from '../components/Dialog.tsx';
import { Alert, Loading } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { href, navigate } from '../lib/hash-router.ts';
import { EditSidebar } from './EditSidebar.tsx';
import { FieldList } from './fields/FieldList.tsx';
import { FormProvider } from './fields/form-context.tsx';
import { LocaleSelect } from './LocaleSelect.tsx';
import { useEntryEditor, type EditorTarget } from './use-entry-editor.ts';

export function EntryEditor({ model, id, locale }: EditorTarget) {
  const ed = useEntryEditor({ model, id, locale });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const single = id === 'single';
  const title = ed.entry ? String(ed.entry[model.mainField] ?? '') || `${model.displayName} #${ed.entry.id}` : single ? model.displayName : `Create ${model.displayName.toLowerCase()}`;
  const published = Boolean(ed.entry?.publishedAt);
  const back = single ? null : (
    <a className="btn btn-ghost btn-icon" href={`${href('content', model.uid)}${model.localized && locale ? `?locale=${locale}` : ''}`} aria-label="Back to the list"><Icon name="arrowLeft" /></a>
  );
  const save = async () => {
    const saved = await ed.save();
    if (saved && id === 'new') navigate(href('content', model.uid, saved.id), { replace: true });
  };
  const publish = async () => {
    const saved = await ed.publish();
    if (saved && id === 'new') navigate(href('content', model.uid, saved.id), { replace: true });
  };
  const localize = async (code: string) => {
    const created = await ed.localize(code);
    if (created) navigate(href('content', model.uid, created.id));
  };
  return (
    <>
      <PageHeader back={back} eyebrow={single ? 'Single type' : model.displayName} title={title} actions={<>
        {single && model.localized && locale && <LocaleSelect value={locale} onChange={(code) => navigate(`${href('content', model.uid)}?locale=${code}`)} />}
        {ed.dirty && <span className="badge badge-amber">Unsaved changes</span>}
        {model.draftAndPublish && ed.entry && published && <button type="button" className="btn" disabled={ed.busy} onClick={() => void ed.unpublish()}>Unpublish</button>}
        <button type="button" className="btn btn-primary" disabled={ed.busy || (!ed.dirty && ed.entry !== null)} onClick={() => void save()}><Icon name="check" />Save</button>
        {model.draftAndPublish && (!published || ed.dirty) && <button type="button" className="btn btn-success" disabled={ed.busy} onClick={() => void publish()}>Publish</button>}
        {ed.entry && !single && <button type="button" className="btn btn-danger btn-icon" aria-label="Delete this entry" onClick={() => setConfirmDelete(true)}><Icon name="trash" /></button>}
      </>} />
      <div className="page page-wide">
        {ed.loading ? <Loading /> : ed.loadError ? <Alert kind="danger" title="This entry could not load">{ed.loadError}</Alert> : (
          <div className="edit-layout">
            <form className="card card-body" aria-label={`${model.displayName} form`} onSubmit={(e) => { e.preventDefault(); void save(); }}>
              <FormProvider values={ed.values} errors={ed.errors} lookup={ed.lookup} locale={model.localized ? (ed.entry?.locale as string | undefined) ?? locale : null}
                onChange={ed.change} onClientError={ed.setClientError}>
                <FieldList model={model} path={[]} />
              </FormProvider>
            </form>
            <EditSidebar model={model} entry={ed.entry} locale={locale} single={single} onLocalize={(code) => void localize(code)} />
          </div>
        )}
      </div>
      {confirmDelete && (
        <ConfirmDialog title="Delete this entry?" confirmLabel="Delete" danger onCancel={() => setConfirmDelete(false)}
          onConfirm={() => void ed.remove().then((ok) => ok && navigate(href('content', model.uid)))}>
          <p>This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

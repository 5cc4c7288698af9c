// One model in the builder: its settings, its fields (add, edit, reorder, remove), save and delete.
import { useState } from 'react';
import type { RawAttribute } from '../../../shared/model.ts';
import type { ModelDraft, StudioModel } from '../../../server/admin/studio-contract.ts';
import { AddButton, IconButton } from '../components/Buttons.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { Alert, EmptyState } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { href, navigate } from '../lib/hash-router.ts';
import { findModel, useStudio } from '../stores/studio-store.ts';
import { AttributeDialog } from './AttributeDialog.tsx';
import { ChangePlanDialog } from './ChangePlanDialog.tsx';
import { kindOf } from './field-kinds.ts';
import { describeAttribute, moveAttribute, withAttribute } from './model-draft.ts';
import { ModelSettingsDialog } from './ModelSettingsDialog.tsx';
import { useSchemaSave } from './use-schema-save.ts';

export function ModelEditor({ model, initial }: { model: StudioModel | null; initial: ModelDraft }) {
  const schema = useStudio((s) => s.schema);
  const [draft, setDraft] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(model === null);
  const [field, setField] = useState<{ name: string; attr: RawAttribute } | null | 'new'>(null);
  const saver = useSchemaSave((result) => {
    setDirty(false);
    const uid = result.uids[0];
    if (!model || uid !== model.uid)
      navigate(
        uid && result.schema.contentTypes.concat(result.schema.components).some((m) => m.uid === uid)
          ? href('builder', uid)
          : '#/builder',
        { replace: true },
      );
  });
  const label = (uid: string) => findModel(schema, uid)?.displayName ?? uid;
  const change = (next: ModelDraft) => {
    setDraft(next);
    setDirty(true);
  };
  const isComponent = draft.kind === 'component';
  const attrs = Object.entries(draft.attributes);
  const kindLabel = isComponent
    ? `Component · ${draft.category}`
    : draft.kind === 'singleType'
      ? 'Single type'
      : 'Collection type';

  return (
    <>
      <PageHeader
        eyebrow="Content-Type Builder"
        title={
          <>
            {draft.displayName || 'New model'}
            {model && <code className="code-inline">{model.uid}</code>}
          </>
        }
        actions={
          <>
            {dirty && <span className="badge badge-amber">Unsaved changes</span>}
            <button type="button" className="btn" onClick={() => setSettingsOpen(true)}>
              <Icon name="settings" />
              Settings
            </button>
            {model && (
              <button
                type="button"
                className="btn btn-danger btn-icon"
                aria-label={`Delete ${model.displayName}`}
                onClick={() =>
                  window.confirm(
                    `Delete ${model.displayName}? Its file is removed; its table stays in the database.`,
                  ) && void saver.save([{ action: 'delete', uid: model.uid }])
                }
              >
                <Icon name="trash" />
              </button>
            )}
            <button
              type="button"
              className="btn btn-primary"
              disabled={saver.busy || (!dirty && model !== null)}
              onClick={() => void saver.save([{ action: 'save', uid: model?.uid, draft }])}
            >
              <Icon name="check" />
              Save
            </button>
          </>
        }
      />
      <div className="page stack">
        {saver.error && (
          <Alert kind="danger" title="Not saved">
            {saver.error}
          </Alert>
        )}
        {saver.restartNeeded && (
          <Alert kind="info" title="Saved">
            The studio uses the new schema already; restart <code className="code-inline">tessera serve</code> for /api
            and /graphql to serve it.
          </Alert>
        )}
        <div className="model-meta">
          <span className="badge badge-accent">{kindLabel}</span>
          {!isComponent && (
            <span className={`badge ${draft.draftAndPublish ? 'badge-success' : ''}`}>
              Draft & publish {draft.draftAndPublish ? 'on' : 'off'}
            </span>
          )}
          {!isComponent && (
            <span className={`badge ${draft.localized ? 'badge-info' : ''}`}>
              i18n {draft.localized ? 'on' : 'off'}
            </span>
          )}
          {model && (
            <span className="muted mono" style={{ fontSize: 12 }}>
              {model.file}
            </span>
          )}
          {draft.description && <span className="muted">{draft.description}</span>}
        </div>
        <section className="card" aria-label="Fields">
          <div className="card-header">
            <h2>
              {attrs.length} {attrs.length === 1 ? 'field' : 'fields'}
            </h2>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setField('new')}>
              <Icon name="plus" />
              Add another field
            </button>
          </div>
          {attrs.length === 0 ? (
            <EmptyState
              icon="builder"
              title="No fields yet"
              action={<AddButton onClick={() => setField('new')}>Add the first field</AddButton>}
            >
              Add text, numbers, media, relations, components… then save.
            </EmptyState>
          ) : (
            <DataTable
              label="Model fields"
              className="attr-table"
              columns={[{ label: '', style: { width: 44 } }, 'Name', 'Type', '']}
            >
              {attrs.map(([name, a], i) => (
                <tr key={name}>
                  <td>
                    <span className="attr-kind">
                      <Icon name={kindOf(a).icon} />
                    </span>
                  </td>
                  <td className="attr-name">{name}</td>
                  <td className="muted">{describeAttribute(a, label)}</td>
                  <td className="cell-actions">
                    <div className="row" style={{ justifyContent: 'flex-end', gap: 0 }}>
                      <IconButton
                        icon="chevronUp"
                        label={`Move ${name} up`}
                        disabled={i === 0}
                        onClick={() => change({ ...draft, attributes: moveAttribute(draft.attributes, name, -1) })}
                      />
                      <IconButton
                        icon="chevronDown"
                        label={`Move ${name} down`}
                        disabled={i === attrs.length - 1}
                        onClick={() => change({ ...draft, attributes: moveAttribute(draft.attributes, name, 1) })}
                      />
                      <IconButton icon="edit" label={`Edit ${name}`} onClick={() => setField({ name, attr: a })} />
                      <IconButton
                        icon="trash"
                        label={`Delete ${name}`}
                        onClick={() => {
                          const { [name]: _gone, ...rest } = draft.attributes;
                          change({ ...draft, attributes: rest });
                        }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </section>
      </div>
      {settingsOpen && (
        <ModelSettingsDialog
          draft={draft}
          isNew={model === null}
          errors={saver.errors}
          onClose={() => {
            setSettingsOpen(false);
            if (!model && !draft.singularName) navigate('#/builder');
          }}
          onSave={(d) => {
            change(d);
            setSettingsOpen(false);
          }}
        />
      )}
      {field && (
        <AttributeDialog
          editing={field === 'new' ? null : field}
          taken={Object.keys(draft.attributes)}
          modelName={draft.displayName}
          localized={draft.localized === true}
          isComponent={isComponent}
          siblings={attrs.filter(([, a]) => ['string', 'text'].includes(a.type)).map(([n]) => n)}
          onClose={() => setField(null)}
          onSave={(oldName, name, attr) => {
            change({ ...draft, attributes: withAttribute(draft.attributes, oldName, name, attr) });
            setField(null);
          }}
        />
      )}
      {saver.pending && (
        <ChangePlanDialog
          plan={saver.pending.plan}
          busy={saver.busy}
          onConfirm={() => void saver.confirm()}
          onCancel={saver.cancel}
        />
      )}
    </>
  );
}
